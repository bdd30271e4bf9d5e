// Test fixtures of bids online: a complete bid on a baseline, every row answered and the bidder's papers in
// order, for the domain's and the server's tests alike.
import type { BidBaseline } from "../bids/baseline";
import { type BidBody, type BidRowStatus, bidBodySchema } from "../bids/bid";

/** The price a bid gives a row the product has no estimate for (the gas item, the clean-up). */
export const UNESTIMATED_PRICE = 300;

/** The bidder's details of a complete bid. */
export const BIDDER = {
  company: "Sierra Outdoor Builders",
  contactName: "Maria Lopez",
  contactEmail: "maria@sierra.example",
  licenceNumber: "CSLB 1045678",
  licenceClass: "B",
  insuranceCarrier: "Acme Mutual",
  insuranceExpiry: "2027-12-31",
  warrantyYears: 5,
  earliestStart: "2027-03-01",
  durationWeeks: 4,
  validUntil: "2027-02-15",
} as const;

export type RowAnswer = { status: BidRowStatus | null; amount: number | null };

/**
 * A submission on `baseline`: every row at its estimate plus `markup` dollars (or UNESTIMATED_PRICE), alternates
 * not offered; `answers` replaces a row's answer (undefined leaves the row out), `fields` the bidder's details.
 */
export function completeBid(
  baseline: BidBaseline,
  { answers = {}, fields = {}, markup = 0 }: { answers?: Record<string, RowAnswer | undefined>; fields?: Partial<BidBody>; markup?: number } = {},
): BidBody {
  return bidBodySchema.parse({
    sowVersion: baseline.sowVersion,
    rows: baseline.rows.flatMap((r): ({ rowId: string } & RowAnswer)[] => {
      if (r.id in answers) {
        const answer = answers[r.id];
        return answer ? [{ rowId: r.id, ...answer }] : [];
      }
      if (r.kind === "alternate") return [{ rowId: r.id, status: "notOffered", amount: null }];
      return [{ rowId: r.id, status: "included", amount: (r.estimate ?? UNESTIMATED_PRICE) + markup }];
    }),
    ...BIDDER,
    submit: true,
    ...fields,
  });
}
