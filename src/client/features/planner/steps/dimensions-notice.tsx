import { AlertTriangle, Info } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../../components/ui/cn";

/** A message that clears itself after `durationMs`; showing a new one restarts the clock. The third is "clear now". */
export function useTimedNotice<T = string>(durationMs: number): [T | null, (notice: T) => void, () => void] {
  const [notice, setNotice] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: T) => {
      clearTimeout(timer.current);
      setNotice(next);
      timer.current = setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice(null);
  }, []);
  return [notice, show, clear];
}

/**
 * The live region for automatic adjustments. It stays mounted while empty, so screen readers announce
 * each notice as it arrives rather than missing the first one.
 */
export function AdjustNotice({ notice, className }: { notice: string | null; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn(notice ? "" : "sr-only", className)}>
      {notice ? (
        <p className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{notice}</span>
        </p>
      ) : null}
    </div>
  );
}

/** What a change to a field did, for the feedback under that field or its group. */
export interface FieldNotice<K extends string = string> {
  /** The field (or group) the change was made in. */
  at: K;
  /** What was changed, first line first: "204 in is the most: changed from 300", then the product's notice. */
  lines: string[];
}

/**
 * Scrolls the page, only as far as needed, so the element is in full view inside the room the page keeps
 * clear of its sticky bars (the root's scroll padding, set from the bars' measured heights). Focus stays put.
 */
export function revealInPage(el: Element): void {
  const root = getComputedStyle(document.documentElement);
  const top = Number.parseFloat(root.scrollPaddingTop) || 0;
  const bottom = window.innerHeight - (Number.parseFloat(root.scrollPaddingBottom) || 0);
  const box = el.getBoundingClientRect();
  if (box.height === 0) return;
  let by = 0;
  if (box.bottom > bottom) by = Math.min(box.bottom - bottom, box.top - top);
  else if (box.top < top) by = box.top - top;
  if (by !== 0) window.scrollBy({ top: by });
}

/**
 * The feedback under a field or a group of fields: what a change there adjusted (amber) and the design
 * warnings it raised (red). A polite live region that stays mounted while empty, so each message is
 * announced as it arrives; when a message appears outside the visible area (below the fold, or under the
 * planner's bottom bar, which the page's scroll padding keeps clear) it is scrolled into view, and focus
 * stays where it is.
 */
export function FieldFeedback({
  notes = [],
  warnings = [],
  className,
}: {
  notes?: readonly string[];
  warnings?: readonly string[];
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = [...notes, ...warnings].join("\n");
  useEffect(() => {
    const el = ref.current;
    if (!shown || !el) return;
    // in the next frame, after the browser has moved focus on (Tab) and scrolled for it, so neither undoes the
    // other; and again if the message grows while it shows (its words rewrapped once the web font arrives)
    let frame = 0;
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => revealInPage(el));
    };
    reveal();
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(reveal) : null;
    resized?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      resized?.disconnect();
    };
  }, [shown]);
  const empty = notes.length === 0 && warnings.length === 0;
  return (
    <div ref={ref} role="status" aria-live="polite" className={cn(empty ? "sr-only" : "grid gap-2", className)}>
      {notes.length > 0 ? (
        <div className="flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2.5 text-sm text-amber-950">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div className="grid gap-1">
            {notes.map((line, i) => (
              <p key={line} className={cn("text-pretty", i === 0 && "font-medium")}>
                {line}
              </p>
            ))}
          </div>
        </div>
      ) : null}
      {warnings.map((warning) => (
        <DesignWarning key={warning} as="p" text={warning} />
      ))}
    </div>
  );
}

/** One of the product's design warnings, as the dimensions step shows it: under a group or in the list. */
export function DesignWarning({ text, as: Tag }: { text: string; as: "p" | "li" }) {
  return (
    <Tag className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-900">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </Tag>
  );
}
