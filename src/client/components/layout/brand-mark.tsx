import { cn } from "../ui/cn";

/** The product mark: a flame over a grill grate. Decorative; the product name always sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-ember-600" />
      <path
        d="M16 5c1.2 3.1 4.6 5 4.6 9.1a4.6 4.6 0 0 1-9.2 0c0-1.9.9-3.2 1.9-4.3.2 1.5.9 2.5 1.9 2.9-.6-2.8.1-5.4.8-7.7Z"
        className="fill-ember-100"
      />
      <path d="M8 21h16M9.5 25h13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className="text-ember-100" />
    </svg>
  );
}
