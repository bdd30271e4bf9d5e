// Where each appliance sits along the counter run, for the to-scale plan in the wizard and the SOW.
// The appliances follow their chosen order after the end buffer, one gap apart. When the run is longer than
// they need, the grill is given its landing space (24 in of free counter on one side, 12 in on the other)
// out of the spare counter, so the drawing shows the counter the design check counts: a contractor builds
// what is drawn (docs/product/statement-of-work.md, design rules).
import { findCatalogueAppliance } from "./catalogue";
import { applianceWidthIn, currentLengthIn, estimatedLengthIn } from "./geometry";
import { APPLIANCE_GAP_IN, END_BUFFER_IN } from "./limits";
import type { ApplianceId } from "./catalogue";
import type { PlannerData } from "./schema";
import { LAYOUT } from "../sow/code-figures";

export interface PlacedAppliance {
  id: ApplianceId;
  name: string;
  /** Inches from the start of the run to the appliance's left edge. */
  x: number;
  width: number;
}

export interface ApplianceLayout {
  items: PlacedAppliance[];
  estimatedLengthIn: number;
  currentLengthIn: number;
}

export interface LandingSides {
  before: number;
  after: number;
}

/** The cheaper way to reach the grill's landing space from the free counter on each side: which side gets 24 in. */
export function landingArrangement(least: LandingSides): { sides: LandingSides; cost: number } {
  const { oneSide, otherSide } = LAYOUT.grillLandingIn;
  const [first, second] = [
    { before: Math.max(least.before, oneSide), after: Math.max(least.after, otherSide) },
    { before: Math.max(least.before, otherSide), after: Math.max(least.after, oneSide) },
  ].map((sides) => ({ sides, cost: sides.before - least.before + sides.after - least.after }));
  return first!.cost <= second!.cost ? first! : second!;
}

/**
 * The space before each appliance (the end buffer before the first, a gap before the others), widened beside
 * the grill when the run's spare counter can give it its landing space.
 */
function spacesBefore(data: PlannerData): number[] {
  const spaces = data.appliances.map((_, i): number => (i === 0 ? END_BUFFER_IN : APPLIANCE_GAP_IN));
  const grill = data.appliances.findIndex((a) => a.id === "grill");
  if (grill === -1) return spaces;
  const last = grill === data.appliances.length - 1;
  const spare = currentLengthIn(data) - estimatedLengthIn(data.appliances);
  if (spare <= 0) return spaces;
  // The last appliance has the end buffer and every spare inch after it; widening before it takes from them.
  const before = spaces[grill]!;
  const after = last ? END_BUFFER_IN + spare : APPLIANCE_GAP_IN;
  const { oneSide, otherSide } = LAYOUT.grillLandingIn;
  const options = [
    [oneSide, otherSide],
    [otherSide, oneSide],
  ].map(([b, a]) => {
    const widenBefore = Math.max(0, b! - before);
    const widenAfter = last ? 0 : Math.max(0, a! - after);
    const afterNow = last ? after - widenBefore : after + widenAfter;
    return { widenBefore, widenAfter, cost: widenBefore + widenAfter, feasible: widenBefore + widenAfter <= spare && afterNow >= a! };
  });
  const best = options.filter((o) => o.feasible).sort((x, y) => x.cost - y.cost)[0];
  if (!best || best.cost === 0) return spaces;
  spaces[grill] = before + best.widenBefore;
  if (!last) spaces[grill + 1] = after + best.widenAfter;
  return spaces;
}

/** Appliances in their chosen order, after the end buffer, one gap apart, the grill with its landing space. */
export function layoutAppliances(data: PlannerData): ApplianceLayout {
  const spaces = spacesBefore(data);
  let x = 0;
  const items = data.appliances.map((item, i) => {
    const width = applianceWidthIn(item);
    x += spaces[i]!;
    const placed: PlacedAppliance = {
      id: item.id,
      name: item.name ?? findCatalogueAppliance(item.id)?.name ?? item.id,
      x,
      width,
    };
    x += width;
    return placed;
  });
  return { items, estimatedLengthIn: estimatedLengthIn(data.appliances), currentLengthIn: currentLengthIn(data) };
}
