// Geometry of the island exactly as docs/budget-model.md defines it, plus the product's "current L" and
// "estimated length needed" (docs/product/planner-wizard.md section 9). No shape chosen yet ('') is measured as
// the rectangle, whose dimensions the plan always carries.
import { APPLIANCE_GAP_IN, END_BUFFER_IN } from "./limits";
import type { ApplianceItem, KitchenShape, PlannerData } from "./schema";

const SQ_IN_PER_SQ_FT = 144;
const IN_PER_FT = 12;

export interface Section {
  /** L1, L2, L3 naming of the arm, so explanations and drawings can label it. */
  label: string;
  length: number;
  width: number;
}

export function effectiveShape(data: Pick<PlannerData, "shape">): KitchenShape {
  return data.shape === "" ? "rectangular" : data.shape;
}

/** The U's arms with the third mirroring the first unless the user made it asymmetrical. */
export function uShapeArms(data: Pick<PlannerData, "uShape" | "constraints">): PlannerData["uShape"] {
  const u = data.uShape;
  return data.constraints.asymmetrical ? { ...u } : { ...u, length3: u.length1, width3: u.width1 };
}

export function sections(data: PlannerData): Section[] {
  switch (effectiveShape(data)) {
    case "l-shaped":
      return [
        { label: "L1", length: data.lShape.length1, width: data.lShape.width1 },
        { label: "L2", length: data.lShape.length2, width: data.lShape.width2 },
      ];
    case "u-shaped": {
      const u = uShapeArms(data);
      return [
        { label: "L1", length: u.length1, width: u.width1 },
        { label: "L2", length: u.length2, width: u.width2 },
        { label: "L3", length: u.length3, width: u.width3 },
      ];
    }
    default:
      return [{ label: "L", length: data.dimensions.length, width: data.dimensions.width }];
  }
}

export function countertopSqFt(data: PlannerData): number {
  return sections(data).reduce((sum, s) => sum + (s.length * s.width) / SQ_IN_PER_SQ_FT, 0);
}

/** Ground covered by the covered structure, in square feet. */
export function structureFootprintSqFt(data: Pick<PlannerData, "pergola">): number {
  return (data.pergola.dimensions.length * data.pergola.dimensions.width) / SQ_IN_PER_SQ_FT;
}

/** The outline perimeter of the island; every exposed face of it is clad. */
export function perimeterIn(data: PlannerData): number {
  switch (effectiveShape(data)) {
    case "l-shaped": {
      const l = data.lShape;
      return 2 * (l.length1 + l.length2 + l.width1);
    }
    case "u-shaped": {
      const u = uShapeArms(data);
      return 2 * (u.length1 + u.length2 + u.length3 + u.width2);
    }
    default:
      return 2 * (data.dimensions.length + data.dimensions.width);
  }
}

export function sideSqFt(data: PlannerData): number {
  return (perimeterIn(data) * data.dimensions.height) / SQ_IN_PER_SQ_FT;
}

/** Counter run along the outside edge, in feet. */
export function runFt(data: PlannerData): number {
  switch (effectiveShape(data)) {
    case "l-shaped":
      return (data.lShape.length1 + data.lShape.length2) / IN_PER_FT;
    case "u-shaped": {
      const u = uShapeArms(data);
      return (u.length1 + u.length2 + u.length3) / IN_PER_FT;
    }
    default:
      return data.dimensions.length / IN_PER_FT;
  }
}

/** Width an appliance takes on the run: its chosen size, else its width. */
export function applianceWidthIn(item: Pick<ApplianceItem, "selectedSize" | "width">): number {
  return item.selectedSize ?? item.width;
}

/**
 * Run length the selected appliances need: widths, a gap between neighbours and a buffer at each end.
 * With no appliance nothing needs room, so the answer is 0 rather than the bare buffers.
 */
export function estimatedLengthIn(appliances: readonly Pick<ApplianceItem, "selectedSize" | "width">[]): number {
  if (appliances.length === 0) return 0;
  const widths = appliances.reduce((sum, a) => sum + applianceWidthIn(a), 0);
  return widths + APPLIANCE_GAP_IN * (appliances.length - 1) + 2 * END_BUFFER_IN;
}

/**
 * The usable counter length the design preview compares with the estimate. Measured inside, the corners
 * taken by the perpendicular arms' depths do not count.
 */
export function currentLengthIn(data: PlannerData): number {
  const inside = data.appliancePlacement === "inside";
  switch (effectiveShape(data)) {
    case "l-shaped": {
      const l = data.lShape;
      // the product's formula; a very deep corner can eat the whole inner run, which is zero, not negative
      return Math.max(0, l.length1 + l.length2 - (inside ? l.width2 : 0));
    }
    case "u-shaped": {
      const u = uShapeArms(data);
      return Math.max(0, u.length1 + u.length2 + u.length3 - (inside ? u.width1 + u.width3 : 0));
    }
    default:
      return data.dimensions.length;
  }
}
