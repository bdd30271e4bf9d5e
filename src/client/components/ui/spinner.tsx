import { cn } from "./cn";

export interface SpinnerProps {
  /** Announced to screen readers; the product's own wording where one exists, e.g. "Calculating Your Budget...". */
  label?: string;
  className?: string;
  size?: "sm" | "md" | "lg";
  /** Shows the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

const sizes = { sm: "size-4", md: "size-6", lg: "size-10" } as const;

export function Spinner({ label = "Loading...", className, size = "md", showLabel = false }: SpinnerProps) {
  return (
    <div role="status" className={cn("inline-flex items-center gap-2 text-ember-600", className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className={cn("spinner animate-spin", sizes[size])}>
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={showLabel ? "font-medium text-stone-700" : "sr-only"}>{label}</span>
    </div>
  );
}
