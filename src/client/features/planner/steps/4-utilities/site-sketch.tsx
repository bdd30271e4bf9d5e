import { useId } from "react";
import type { SiteSketch as Sketch, SketchRun } from "../../../../../domain/utility-runs/sketch";

/** Each run's colour on the sketch and its swatch in the key. */
const RUN_STYLE: Record<SketchRun["id"], { stroke: string; swatch: string; name: string }> = {
  gas: { stroke: "#c2410c", swatch: "bg-orange-700", name: "Gas" },
  electrical: { stroke: "#1d4ed8", swatch: "bg-blue-700", name: "Power" },
  water: { stroke: "#0f766e", swatch: "bg-teal-700", name: "Water" },
  trench: { stroke: "#e7d8c3", swatch: "bg-[#e7d8c3]", name: "Trench" },
};

/** The words on a run's line: where it starts at the house, named once ("Gas meter", "Power from panel"). */
function lineTag(run: SketchRun): string {
  const name = RUN_STYLE[run.id].name;
  if (!run.source) return name;
  return run.source.toLowerCase().includes(name.toLowerCase()) ? run.source : `${name} from ${run.source.toLowerCase()}`;
}

/**
 * The site sketch (docs/product/site-and-utility-runs.md section 7) as SVG: the house, the island and a line
 * for each run from its source at the house, over a pale band for the shared trench. The drawing scales with
 * its box; each run carries a short name on its line and its full label in the key under the drawing, where it
 * stays legible on a phone.
 */
export function SiteSketch({ sketch }: { sketch: Sketch }) {
  const id = useId();
  const trench = sketch.runs.find((r) => r.id === "trench");
  const lines = sketch.runs.filter((r) => r.id !== "trench");
  return (
    <figure className="grid gap-3" data-testid="site-sketch">
      <svg
        role="img"
        aria-labelledby={`${id}-title`}
        viewBox={`0 0 ${sketch.width} ${sketch.height}`}
        className="h-auto w-full max-w-xl rounded-xl border border-stone-200 bg-stone-50"
      >
        <title id={`${id}-title`}>{sketch.summary}</title>
        {trench ? (
          <g>
            <line
              x1={trench.from.x}
              y1={trench.from.y}
              x2={trench.to.x}
              y2={trench.to.y}
              stroke={RUN_STYLE.trench.stroke}
              strokeWidth={16}
            />
            <text x={trench.from.x + 8} y={trench.from.y + 4} fontSize={12} fill="#57534e">
              Shared trench
            </text>
          </g>
        ) : null}
        {sketch.boxes.map((box) => (
          <g key={box.id}>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              rx={4}
              fill={box.id === "house" ? "#f5f5f4" : "#fff7ed"}
              stroke="#44403c"
              strokeWidth={1.5}
            />
            <text
              x={box.x + box.width / 2}
              y={box.id === "house" ? box.y + 18 : box.y + box.height - 8}
              textAnchor="middle"
              fontSize={12}
              fontWeight={600}
              fill="#1c1917"
            >
              {box.label}
            </text>
          </g>
        ))}
        {lines.map((run) => (
          <g key={run.id}>
            <line x1={run.from.x} y1={run.from.y} x2={run.to.x} y2={run.to.y} stroke={RUN_STYLE[run.id].stroke} strokeWidth={3} />
            <circle cx={run.from.x} cy={run.from.y} r={4} fill={RUN_STYLE[run.id].stroke} />
            <text x={run.labelAt.x} y={run.labelAt.y} fontSize={12} fill="#1c1917">
              {lineTag(run)}
            </text>
          </g>
        ))}
        <text x={sketch.width - 8} y={sketch.height - 6} textAnchor="end" fontSize={10} fontStyle="italic" fill="#57534e">
          {sketch.note}
        </text>
      </svg>
      <figcaption className="grid gap-1.5 text-sm text-stone-700">
        <ul className="grid gap-1.5">
          {sketch.runs.map((run) => (
            <li key={run.id} className="flex items-start gap-2">
              <span aria-hidden="true" className={`mt-1.5 h-1.5 w-5 shrink-0 rounded-full ${RUN_STYLE[run.id].swatch}`} />
              <span>
                {run.label}
                {run.source ? <span className="text-stone-500"> (from the {run.source.toLowerCase()})</span> : null}
              </span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-stone-500">{sketch.note}: the lengths are yours, the drawing only shows what runs where.</p>
      </figcaption>
    </figure>
  );
}
