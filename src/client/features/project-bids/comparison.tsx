import { useQueryClient } from "@tanstack/react-query";
import { Award, Eye, EyeOff, FileDown, LoaderCircle } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { BaselineRowKind } from "../../../domain/bids/baseline";
import type { BidComparison, LeveledBidAnswer } from "../../../domain/bids/bids.contract";
import { formatLongDate, formatQuantity, formatUsd, plural } from "../../../domain/common/format";
import { ConfirmDialog } from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { toast } from "../../components/ui/use-toast";
import { AGREEMENT_HEADING_ID } from "./agreement";
import { awardBid, comparisonQueryKey, downloadComparisonCsv, failureText, invalidateBids } from "./api";

export const KIND_LABELS: Record<BaselineRowKind, string> = {
  scope: "Scope",
  allowance: "Allowances",
  alternate: "Alternates",
  unitPrice: "Unit prices",
};
const KIND_ORDER: readonly BaselineRowKind[] = ["scope", "allowance", "alternate", "unitPrice"];

export type BidSort = "leveled" | "base" | "name";
export const SORT_LABELS: Record<BidSort, string> = {
  leveled: "Leveled total",
  base: "Base total",
  name: "Company name",
};

/** Narrower than Tailwind's `sm`: a phone, where one bidder at a time is set against the estimate. */
const PHONE_QUERY = "(max-width: 639px)";

function phoneMedia(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(PHONE_QUERY) : null;
}

export function useIsPhone(): boolean {
  const [phone, setPhone] = useState(() => phoneMedia()?.matches ?? false);
  useEffect(() => {
    const media = phoneMedia();
    if (!media) return;
    const update = () => setPhone(media.matches);
    update();
    media.addEventListener?.("change", update);
    return () => media.removeEventListener?.("change", update);
  }, []);
  return phone;
}

export function sortBids(bids: readonly LeveledBidAnswer[], sort: BidSort): LeveledBidAnswer[] {
  const byName = (a: LeveledBidAnswer, b: LeveledBidAnswer) => a.company.localeCompare(b.company, "en", { sensitivity: "base" });
  return [...bids].sort((a, b) => {
    if (sort === "name") return byName(a, b) || a.id - b.id;
    const figure = sort === "base" ? a.baseTotal - b.baseTotal : a.leveledTotal - b.leveledTotal;
    return figure || byName(a, b) || a.id - b.id;
  });
}

/** What a bid says for one row, as the owner reads it. */
function cellText(cell: LeveledBidAnswer["rows"][number] | undefined): string {
  if (!cell || cell.status === null) {
    return cell?.plug != null ? `Not priced (plug ${formatUsd(cell.plug)})` : "Not priced";
  }
  const amount = cell.amount === null ? "" : formatUsd(cell.amount);
  switch (cell.status) {
    case "included":
      return amount || "Included";
    case "allowance":
      return `Allowance ${amount}`.trim();
    case "excluded":
      return cell.plug === null ? "Excluded (no estimate to plug)" : `Excluded (plug ${formatUsd(cell.plug)})`;
    case "add":
      return `Add ${amount}`.trim();
    case "deduct":
      return `Deduct ${amount}`.trim();
    case "notOffered":
      return "Not offered";
  }
}

/** The row's price is far off its estimate: the server's flag for that row says so. */
function deviationOf(bid: LeveledBidAnswer, rowId: string): string | null {
  const flag = bid.flags.find((f) => (f.code === "price-high" || f.code === "price-low") && f.rowId === rowId);
  if (!flag) return null;
  const percent = flag.figure ?? bid.rows.find((r) => r.rowId === rowId)?.deviationPercent ?? null;
  const direction = flag.code === "price-high" ? "above" : "below";
  return percent === null ? `Far ${direction} the estimate` : `${formatQuantity(Math.abs(percent))}% ${direction} the estimate`;
}

/** The bid's terms beside its prices: who, warranty, dates and duration, and its qualifications. */
function termsOf(bid: LeveledBidAnswer): string[] {
  return [
    `Contact: ${bid.contactName}`,
    bid.warrantyYears === null ? "Warranty: not given" : `Warranty: ${plural(bid.warrantyYears, "year")}`,
    bid.earliestStart ? `Earliest start: ${formatLongDate(bid.earliestStart)}` : "Earliest start: not given",
    bid.durationWeeks === null ? "Duration: not given" : `Duration: ${plural(bid.durationWeeks, "week")}`,
    bid.validUntil ? `Valid until: ${formatLongDate(bid.validUntil)}` : "Valid until: not given",
    ...(bid.qualifications.trim() ? [`Qualifications: ${bid.qualifications.trim()}`] : []),
  ];
}

function quantityText(row: BidComparison["rows"][number]): string {
  if (row.quantity === null) return "";
  return row.unit ? `${formatQuantity(row.quantity)} ${row.unit}` : formatQuantity(row.quantity);
}

function AwardButton({ projectId, bid }: { projectId: number; bid: LeveledBidAnswer }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const awarded = useRef(false);

  async function award() {
    setBusy(true);
    try {
      const agreementId = await awardBid(projectId, bid.id);
      queryClient.setQueryData<BidComparison>(comparisonQueryKey(projectId), (current) =>
        current ? { ...current, awardedBidId: bid.id, agreementId } : current,
      );
      awarded.current = true;
      setOpen(false);
      toast({ title: "Bid awarded", description: `${bid.company} and the other bidders are being told by e-mail.` });
      void invalidateBids(queryClient, projectId);
    } catch (error) {
      setOpen(false);
      toast({ title: "Error", description: failureText(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      busy={busy}
      trigger={
        <Button size="sm" className="w-full">
          <Award className="size-4" aria-hidden="true" />
          Award to {bid.company}
        </Button>
      }
      title={`Award the work to ${bid.company}?`}
      description={`Their leveled total is ${formatUsd(bid.leveledTotal)}. ${bid.company} and the other bidders will be told by e-mail, no bid can be revised afterwards, and the award makes the agreement you both accept.`}
      confirmLabel={`Award to ${bid.company}`}
      busyLabel="Awarding..."
      onConfirm={() => void award()}
      onCloseAutoFocus={(event) => {
        // the award buttons go away with the award; the agreement it made takes focus instead
        if (!awarded.current) return;
        event.preventDefault();
        document.getElementById(AGREEMENT_HEADING_ID)?.focus();
      }}
    />
  );
}

function ComparisonTable({
  projectId,
  comparison,
  bids,
}: {
  projectId: number;
  comparison: BidComparison;
  bids: readonly LeveledBidAnswer[];
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  const groups = KIND_ORDER.map((kind) => ({ kind, rows: comparison.rows.filter((row) => row.kind === kind) })).filter(
    (group) => group.rows.length > 0,
  );
  const columns = bids.length + 2;
  const awarded = comparison.awardedBidId !== null;
  const colHeader = (bid: LeveledBidAnswer) => `${id}-bid-${bid.id}`;

  return (
    // the table scrolls inside its own region, never the page; the region is focusable so a keyboard can scroll it
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section aria-labelledby={captionId} tabIndex={0} className="max-w-full overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-ember-700">
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="px-3 py-2 text-left font-semibold text-stone-900">
          Bids leveled against SOW version {comparison.sowVersion}
        </caption>
        <thead>
          <tr className="border-b border-stone-200 bg-stone-50 align-bottom">
            <th scope="col" className="px-3 py-2 text-left">
              Row
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Our estimate
            </th>
            {bids.map((bid) => (
              <th key={bid.id} id={colHeader(bid)} scope="col" className="max-w-56 px-3 py-2 text-right">
                <span className="block break-words">{bid.company}</span>
                <span className="block text-xs font-normal text-stone-600">
                  Version {bid.sowVersion}, revision {bid.revision}, {formatLongDate(bid.submittedAt)}
                </span>
                {bid.lowest ? (
                  <span className="mt-1 inline-block rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                    Lowest leveled
                  </span>
                ) : null}
                {comparison.awardedBidId === bid.id ? (
                  <span className="mt-1 ml-1 inline-block rounded-full bg-ember-50 px-2 py-0.5 text-xs font-semibold text-ember-800 ring-1 ring-ember-200 ring-inset">
                    Awarded
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.kind}>
            <tr className="bg-stone-100">
              <th scope="colgroup" colSpan={columns} className="px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-stone-700 uppercase">
                {KIND_LABELS[group.kind]}
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.id} className="border-b border-stone-100 align-top">
                <th scope="row" className="max-w-64 px-3 py-2 text-left font-normal sm:min-w-52">
                  <span className="block break-words text-stone-900">{row.title}</span>
                  {quantityText(row) ? <span className="block text-xs text-stone-600">{quantityText(row)}</span> : null}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.estimate === null ? "No estimate" : formatUsd(row.estimate)}</td>
                {bids.map((bid) => {
                  const cell = bid.rows.find((r) => r.rowId === row.id);
                  const deviation = deviationOf(bid, row.id);
                  return (
                    <td key={bid.id} className={cn("px-3 py-2 text-right tabular-nums", deviation && "bg-amber-50")}>
                      <span className="block">{cellText(cell)}</span>
                      {deviation ? (
                        <span className="block text-xs font-semibold text-amber-900">
                          <span aria-hidden="true">⚠ </span>
                          {deviation}
                        </span>
                      ) : null}
                      {cell?.note ? <span className="block text-xs text-stone-600">{cell.note}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr className="border-t-2 border-stone-300 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Base total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatUsd(comparison.estimate.baseTotal)}</td>
            {bids.map((bid) => (
              <td key={bid.id} className="px-3 py-2 text-right tabular-nums">
                {formatUsd(bid.baseTotal)}
              </td>
            ))}
          </tr>
          <tr className="font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Leveled total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatUsd(comparison.estimate.baseTotal)}</td>
            {bids.map((bid) => (
              <td key={bid.id} className={cn("px-3 py-2 text-right tabular-nums", bid.lowest && "bg-emerald-50 text-emerald-900")}>
                {formatUsd(bid.leveledTotal)}
                {bid.lowest ? <span className="block text-xs">Lowest leveled</span> : null}
              </td>
            ))}
          </tr>
          <tr className="align-top">
            <th scope="row" className="px-3 py-2 text-left">
              Terms
            </th>
            <td className="px-3 py-2" />
            {bids.map((bid) => (
              <td key={bid.id} className="max-w-64 px-3 py-2 text-left text-xs whitespace-normal text-stone-800">
                <ul aria-label={`Terms of ${bid.company}`} className="grid gap-0.5">
                  {termsOf(bid).map((term) => (
                    <li key={term}>{term}</li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
          <tr className="align-top">
            <th scope="row" className="px-3 py-2 text-left">
              Flags
            </th>
            <td className="px-3 py-2" />
            {bids.map((bid) => (
              <td key={bid.id} className="max-w-64 px-3 py-2 text-left">
                {bid.flags.length === 0 ? (
                  <span className="text-stone-600">None</span>
                ) : (
                  <ul aria-label={`Flags of ${bid.company}`} className="grid list-disc gap-1 pl-4 text-xs whitespace-normal text-stone-800">
                    {bid.flags.map((flag, index) => (
                      <li key={index}>{flag.message}</li>
                    ))}
                  </ul>
                )}
              </td>
            ))}
          </tr>
          {awarded ? null : (
            <tr>
              <th scope="row" className="px-3 py-2 text-left">
                Award
              </th>
              <td className="px-3 py-2" />
              {bids.map((bid) => (
                <td key={bid.id} className="px-3 py-2">
                  <AwardButton projectId={projectId} bid={bid} />
                </td>
              ))}
            </tr>
          )}
        </tfoot>
      </table>
    </section>
  );
}

function CsvButton({ projectId }: { projectId: number }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadComparisonCsv(projectId);
    } catch (error) {
      toast({ title: "Error", description: failureText(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" size="sm" disabled={busy} onClick={() => void download()} className="w-full sm:w-auto">
      {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <FileDown className="size-4" aria-hidden="true" />}
      {busy ? "Preparing CSV..." : "Download CSV"}
    </Button>
  );
}

/** The leveled comparison: sort, hide and show bidders, the table (one bidder at a time on a phone), award. */
export function ComparisonSection({ projectId, comparison }: { projectId: number; comparison: BidComparison }) {
  const phone = useIsPhone();
  const [sort, setSort] = useState<BidSort>("leveled");
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const [chosen, setChosen] = useState<number | null>(null);
  const id = useId();
  const sorted = sortBids(comparison.bids, sort);

  if (comparison.bids.length === 0) {
    return (
      <Card className="p-4 sm:p-6">
        <p className="text-stone-700">No bid is submitted yet. Bids appear here, leveled against your estimate, as contractors submit them.</p>
      </Card>
    );
  }

  const phoneBid = sorted.find((bid) => bid.id === chosen) ?? sorted[0];
  const shown = phone ? (phoneBid ? [phoneBid] : []) : sorted.filter((bid) => !hidden.has(bid.id));

  function toggle(bidId: number) {
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(bidId)) next.delete(bidId);
      else next.add(bidId);
      return next;
    });
  }

  return (
    // one column that never grows past the page: a wide table scrolls inside its own region instead
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {phone ? (
          <div className="grid min-w-0 gap-1.5">
            <label htmlFor={`${id}-bidder`} className="text-sm font-medium text-stone-900">
              Bidder to compare
            </label>
            <select
              id={`${id}-bidder`}
              value={phoneBid?.id}
              onChange={(event) => setChosen(Number(event.target.value))}
              className="h-11 w-full min-w-0 truncate rounded-lg border border-stone-300 bg-white px-3 text-base"
            >
              {sorted.map((bid) => (
                <option key={bid.id} value={bid.id}>
                  {bid.company}: {formatUsd(bid.leveledTotal)}
                  {bid.lowest ? " (lowest leveled)" : ""}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-sort`} className="text-sm font-medium text-stone-900">
            Sort bidders by
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => setSort(event.target.value as BidSort)}
            className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-base"
          >
            {(Object.keys(SORT_LABELS) as BidSort[]).map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
        </div>
        <CsvButton projectId={projectId} />
      </div>
      {phone ? null : (
        <ul aria-label="Bidders shown" className="flex flex-wrap gap-2">
          {sorted.map((bid) => {
            const isHidden = hidden.has(bid.id);
            return (
              <li key={bid.id}>
                <Button variant="secondary" size="sm" onClick={() => toggle(bid.id)}>
                  {isHidden ? <Eye className="size-4" aria-hidden="true" /> : <EyeOff className="size-4" aria-hidden="true" />}
                  {isHidden ? `Show ${bid.company}` : `Hide ${bid.company}`}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-stone-700">Every bidder is hidden. Show one to compare it with the estimate.</p>
      ) : (
        <ComparisonTable projectId={projectId} comparison={comparison} bids={shown} />
      )}
    </div>
  );
}
