import { Info } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../../components/ui/cn";

/** A message that clears itself after `durationMs`; showing a new one restarts the clock. */
export function useTimedNotice(durationMs: number): [string | null, (text: string) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setNotice(text);
      timer.current = setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );
  return [notice, show];
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
