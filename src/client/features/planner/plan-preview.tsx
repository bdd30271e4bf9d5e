import { useId, useMemo } from "react";
import { ApplianceLabel } from "./appliance-label";
import { type ArrangeChange, ArrangeList, useApplianceDrag, useArrange } from "./arrange-appliances";
import { formatInches } from "../../../domain/common/format";
import type { PlannerData } from "../../../domain/planner/schema";
import { everyDimension, type PlanDrawing, type PlanPoint, planDrawing } from "../../../domain/planner/plan-drawing";
import { cn } from "../../components/ui/cn";
import { PreviewViews } from "./scene-view/preview-views";

/** Thin strokes stay a pixel or two wide whatever the island's size, because the view box is in inches. */
const HAIRLINE = { vectorEffect: "non-scaling-stroke" } as const;
const INCHES_PER_FOOT = 12;

const pointsAttr = (points: PlanPoint[]) => points.map((pt) => `${pt.x},${pt.y}`).join(" ");

function PlanSvg({
  drawing,
  className,
  drag,
}: {
  drawing: PlanDrawing;
  className?: string;
  drag?: ReturnType<typeof useApplianceDrag>;
}) {
  const id = useId();
  const dragging = drag?.drag ?? null;
  const { viewBox: box, textSize } = drawing;
  const badge = textSize * 0.8;
  return (
    <svg
      ref={drag?.svgRef}
      role="img"
      aria-label={drawing.summary}
      aria-describedby={`${id}-desc`}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      className={cn("block h-auto w-full", className)}
    >
      <title>Design preview</title>
      <desc id={`${id}-desc`}>Top view to scale; each grid square is one foot.</desc>
      <defs>
        <pattern id={`${id}-grid`} width={INCHES_PER_FOOT} height={INCHES_PER_FOOT} patternUnits="userSpaceOnUse">
          <path d={`M${INCHES_PER_FOOT} 0H0V${INCHES_PER_FOOT}`} fill="none" className="stroke-stone-200" {...HAIRLINE} />
        </pattern>
      </defs>
      <rect x={box.x} y={box.y} width={box.width} height={box.height} fill={`url(#${id}-grid)`} />

      {drawing.pergola ? (
        <g>
          <rect
            {...drawing.pergola.rect}
            className="fill-sky-100/40 stroke-sky-700"
            strokeWidth={1.5}
            strokeDasharray="6 4"
            {...HAIRLINE}
          />
          {drawing.pergola.wall ? (
            <g>
              <line
                x1={drawing.pergola.wall.line.start.x}
                y1={drawing.pergola.wall.line.start.y}
                x2={drawing.pergola.wall.line.end.x}
                y2={drawing.pergola.wall.line.end.y}
                className="stroke-stone-900"
                strokeWidth={4}
                {...HAIRLINE}
              />
              <text
                x={drawing.pergola.wall.labelAt.x}
                y={drawing.pergola.wall.labelAt.y}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize={textSize}
                className="fill-stone-900"
                fontWeight={600}
              >
                {drawing.pergola.wall.label}
              </text>
            </g>
          ) : null}
          {drawing.pergola.posts.map((post, i) => (
            <rect key={i} x={post.x - 3} y={post.y - 3} width={6} height={6} className="fill-sky-800" />
          ))}
          <text
            x={drawing.pergola.labelAt.x}
            y={drawing.pergola.labelAt.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={textSize}
            className="fill-sky-900"
            fontWeight={600}
          >
            {drawing.pergola.label}
          </text>
        </g>
      ) : null}

      <polygon points={pointsAttr(drawing.outline)} className="fill-stone-300 stroke-stone-700" strokeWidth={2} strokeLinejoin="round" {...HAIRLINE} />

      {drawing.run.legs.map((leg, i) => (
        <line
          key={i}
          x1={leg.start.x}
          y1={leg.start.y}
          x2={leg.end.x}
          y2={leg.end.y}
          data-arm={leg.section}
          data-drop-target={drag?.target?.arm === leg.section ? "" : undefined}
          className={drag?.target?.arm === leg.section ? "stroke-sky-600" : "stroke-ember-600"}
          strokeWidth={drag?.target?.arm === leg.section ? 7 : 3}
          strokeLinecap="round"
          {...HAIRLINE}
        />
      ))}

      {drawing.appliances.map((a) => (
        <g
          key={a.id}
          data-appliance={a.id}
          transform={dragging?.id === a.id ? `translate(${dragging.delta.x} ${dragging.delta.y})` : undefined}
          opacity={dragging?.id === a.id ? 0.8 : undefined}
          style={drag ? { touchAction: "none", cursor: dragging?.id === a.id ? "grabbing" : "grab" } : undefined}
          {...drag?.handlers(a.id, a.name)}
        >
          <rect
            {...a.rect}
            rx={1.5}
            className={a.fits ? "fill-white stroke-stone-700" : "fill-red-50 stroke-red-700"}
            strokeWidth={1.5}
            strokeDasharray={a.fits ? undefined : "4 3"}
            {...HAIRLINE}
          />
          <circle cx={a.center.x} cy={a.center.y} r={badge} className={a.fits ? "fill-ember-600" : "fill-red-700"} />
          <text
            x={a.center.x}
            y={a.center.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={textSize * 0.95}
            fontWeight={700}
            className="fill-white"
          >
            {a.number}
          </text>
        </g>
      ))}

      {everyDimension(drawing).map((d, i) => (
        <g key={`${i}-${d.label}`}>
          <path
            d={[d.line, ...d.extensions].map((s) => `M${s.start.x} ${s.start.y}L${s.end.x} ${s.end.y}`).join("")}
            className="stroke-stone-500"
            strokeWidth={1}
            fill="none"
            {...HAIRLINE}
          />
          <text
            x={d.labelAt.x}
            y={d.labelAt.y}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={textSize}
            fontWeight={600}
            className="fill-stone-800"
            transform={d.labelRotation ? `rotate(${d.labelRotation} ${d.labelAt.x} ${d.labelAt.y})` : undefined}
          >
            {d.text}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * The design preview: the plan drawn to scale (one unit is one inch) with its appliances numbered along
 * the run, or the island in 3D (./scene-view), and a legend that names them. It redraws from whatever plan it is given, so the caller can pass
 * the values being typed.
 */
export function PlanPreview({
  data,
  className,
  onArrange,
}: {
  data: PlannerData;
  className?: string;
  /** Given, the homeowner can arrange the appliances: drag them in the drawing, or use the buttons in the list. */
  onArrange?: ArrangeChange;
}) {
  const drawing = useMemo(() => planDrawing(data), [data]);
  const { arrange, said } = useArrange(data, onArrange);
  const drag = useApplianceDrag(data, drawing, arrange);
  const { run } = drawing;
  const placement = run.placement ? ` (${run.placement})` : "";
  return (
    <figure className={cn("grid gap-4", className)}>
      <PreviewViews
        data={data}
        plan={
          <div className="overflow-hidden rounded-xl border border-stone-200 bg-white p-2">
            <PlanSvg drawing={drawing} className="max-h-[26rem]" drag={arrange ? drag : undefined} />
          </div>
        }
      />
      <figcaption className="grid gap-3 text-sm">
        {drawing.appliances.length > 0 && onArrange && arrange ? (
          <ArrangeList data={data} drawing={drawing} onArrange={onArrange} arrange={arrange} said={said} />
        ) : drawing.appliances.length > 0 ? (
          <ol className="grid gap-1.5 sm:grid-cols-2" aria-label="Appliances on the plan">
            {drawing.appliances.map((a) => (
              <li key={a.id} className="flex items-center gap-2">
                <ApplianceLabel appliance={a} />
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-stone-600">No appliances selected yet.</p>
        )}
        <dl className="grid grid-cols-2 gap-2 rounded-xl bg-stone-50 p-3">
          <div>
            <dt className="text-stone-600">Estimated length needed</dt>
            <dd className="text-base font-semibold text-stone-900 tabular-nums">{formatInches(run.estimatedLengthIn)}</dd>
          </div>
          <div>
            <dt className="text-stone-600">Current L{placement}</dt>
            <dd className={cn("text-base font-semibold tabular-nums", run.fits ? "text-emerald-800" : "text-red-700")}>
              {formatInches(run.currentLengthIn)}
            </dd>
          </div>
        </dl>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-stone-600">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-1 w-5 rounded bg-ember-600" /> Appliance run
          </span>
          <span>One grid square = 1 ft</span>
          {drawing.pergola ? (
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="h-3 w-5 rounded-sm border border-dashed border-sky-700 bg-sky-100/60" />
              Covered structure
            </span>
          ) : null}
        </p>
      </figcaption>
    </figure>
  );
}
