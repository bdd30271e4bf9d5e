import type { KitchenShape } from "../../../../../domain/planner/model";

interface Label {
  text: string;
  x: number;
  y: number;
  vertical?: boolean;
}

interface Diagram {
  viewBox: string;
  outline: string;
  /** Dimension lines as SVG paths (line plus end ticks). */
  lines: string;
  labels: Label[];
  description: string;
}

// Not to scale on purpose: it names the measurements, the design preview on the next step shows the sizes.
// The orientation matches that preview (L's arm on the right, U's L1 arm on the left).
function diagramFor(shape: KitchenShape, asymmetrical: boolean): Diagram {
  switch (shape) {
    case "l-shaped":
      return {
        viewBox: "0 0 264 220",
        outline: "M40 40H220V176H180V80H40Z",
        lines: "M40 24H220M40 19v10M220 19v10 M24 40V80M19 40h10M19 80h10 M236 80V176M231 80h10M231 176h10 M180 192H220M180 187v10M220 187v10",
        labels: [
          { text: "L1", x: 130, y: 16 },
          { text: "W1", x: 12, y: 60, vertical: true },
          { text: "L2", x: 250, y: 128, vertical: true },
          { text: "W2", x: 200, y: 210 },
        ],
        description:
          "Diagram of an L-shaped island: L1 is the length of the base run and W1 its depth; L2 is the length of the return arm beyond the base and W2 its depth.",
      };
    case "u-shaped":
      return {
        viewBox: "0 0 264 220",
        outline: "M40 40H220V176H180V80H80V176H40Z",
        lines:
          "M40 24H220M40 19v10M220 19v10 M24 40V80M19 40h10M19 80h10 M24 80V176M19 176h10 M236 80V176M231 80h10M231 176h10 M40 192H80M40 187v10M80 187v10 M180 192H220M180 187v10M220 187v10",
        labels: [
          { text: "L2", x: 130, y: 16 },
          { text: "W2", x: 12, y: 60, vertical: true },
          { text: "L1", x: 12, y: 128, vertical: true },
          { text: "W1", x: 60, y: 210 },
          { text: asymmetrical ? "L3" : "L3 = L1", x: 250, y: 128, vertical: true },
          { text: asymmetrical ? "W3" : "W3 = W1", x: 200, y: 210 },
        ],
        description: `Diagram of a U-shaped island: L2 is the length of the base and W2 its depth; L1 and W1 are the left arm beyond the base, L3 and W3 the right arm${asymmetrical ? "" : ", the same as the left arm"}.`,
      };
    default:
      return {
        viewBox: "0 40 264 110",
        outline: "M40 80H220V136H40Z",
        lines: "M40 64H220M40 59v10M220 59v10 M24 80V136M19 80h10M19 136h10",
        labels: [
          { text: "Length", x: 130, y: 56 },
          { text: "Width", x: 12, y: 108, vertical: true },
        ],
        description: "Diagram of a rectangular island: its length and its width (depth).",
      };
  }
}

/** The shape-specific diagram that names the dimensions the limits below apply to. */
export function ConstraintsDiagram({ shape, asymmetrical }: { shape: KitchenShape; asymmetrical: boolean }) {
  const diagram = diagramFor(shape, asymmetrical);
  return (
    <svg viewBox={diagram.viewBox} role="img" aria-label={diagram.description} className="mx-auto h-auto w-full max-w-[18rem]">
      <path d={diagram.outline} className="fill-stone-200 stroke-stone-600" strokeWidth="2" strokeLinejoin="round" />
      <path d={diagram.lines} className="stroke-stone-500" strokeWidth="1.5" fill="none" />
      {diagram.labels.map((label) => (
        <text
          key={label.text}
          x={label.x}
          y={label.y}
          textAnchor="middle"
          dominantBaseline="central"
          fontSize="13"
          fontWeight="700"
          className="fill-ember-700"
          transform={label.vertical ? `rotate(-90 ${label.x} ${label.y})` : undefined}
        >
          {label.text}
        </text>
      ))}
    </svg>
  );
}
