import type { KitchenShape } from "../../../../../domain/planner/model";
import { cn } from "../../../../components/ui/cn";

/** The island outline of each shape in a 64 x 48 box, drawn the way the plan drawing orients it. */
const OUTLINES: Record<KitchenShape, string> = {
  "l-shaped": "M6 8H58V42H46V20H6Z",
  "u-shaped": "M6 8H58V42H46V20H18V42H6Z",
  rectangular: "M6 16H58V30H6Z",
};

/** A small line drawing of a shape for its card; decorative, the card's text names the shape. */
export function ShapeArt({ shape, className }: { shape: KitchenShape; className?: string }) {
  return (
    <svg viewBox="0 0 64 48" aria-hidden="true" className={cn("h-auto w-full", className)} fill="none">
      <path d={OUTLINES[shape]} className="fill-stone-100 stroke-current" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
