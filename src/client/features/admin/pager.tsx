import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ADMIN_TEXTS } from "./texts";

const TEXTS = ADMIN_TEXTS.pages;

/** How many pages `total` rows fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * Newer and Older for a list that runs newest first, with "Page 2 of 5" between. A button with nowhere to
 * go stays focusable (aria-disabled) so the keyboard is not thrown back to the top of the page.
 */
export function Pager({
  label,
  page,
  pages,
  loading,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  if (pages <= 1 && page <= 1) return null;
  const canNewer = page > 1;
  const canOlder = page < pages;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={!canNewer}
        className={canNewer ? undefined : "opacity-50"}
        onClick={() => canNewer && onPage(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        {TEXTS.newer}
      </Button>
      <p className="text-sm text-stone-700 tabular-nums" aria-live="polite">
        {TEXTS.pageOf(page, pages)}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={!canOlder}
        className={canOlder ? undefined : "opacity-50"}
        onClick={() => canOlder && onPage(page + 1)}
      >
        {TEXTS.older}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
      {loading ? <Spinner size="sm" label={TEXTS.loading} /> : null}
    </nav>
  );
}
