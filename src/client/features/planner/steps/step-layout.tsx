import type { ReactNode } from "react";

/** The heading block every step shares: the h2 the wizard moves focus to, and an optional intro. */
export function StepLayout({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="planner-step-title" className="grid gap-6">
      <header className="grid gap-2">
        <h2 id="planner-step-title" tabIndex={-1} className="text-2xl font-bold tracking-tight text-stone-900 outline-none sm:text-3xl">
          {title}
        </h2>
        {intro ? <div className="max-w-2xl text-base text-stone-600">{intro}</div> : null}
      </header>
      {children}
    </section>
  );
}
