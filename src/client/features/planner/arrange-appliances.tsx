// Arranging the appliances in the design preview: drag one in the drawing, or use the buttons beside its name
// (move left, move right, to another arm), which do the same by keyboard and touch. Every move ends in the
// domain's arrangeAppliance, so the drawing, the fit, the landing-space check and the SOW follow it.
import { ArrowLeft, ArrowRight, RotateCcw } from "lucide-react";
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from "react";
import {
  type ArrangeMove,
  type ArrangeTarget,
  arrangeAppliance,
  arrangementOf,
  clearArrangement,
  dropTarget,
  moveTarget,
} from "../../../domain/planner/arrangement";
import type { ApplianceId } from "../../../domain/planner/catalogue";
import { hasOwnArrangement } from "../../../domain/planner/layout";
import type { PlanDrawing, PlanPoint } from "../../../domain/planner/plan-drawing";
import type { PlannerData } from "../../../domain/planner/schema";
import { Button } from "../../components/ui/button";
import { ApplianceLabel } from "./appliance-label";

export type ArrangeChange = (change: (plan: PlannerData) => PlannerData) => void;

/** The sentence a screen reader hears after a move: "Outdoor Sink moved to L2, 1st of 2." */
function movedText(plan: PlannerData, id: ApplianceId, name: string): string {
  const arms = arrangementOf(plan);
  const arm = arms.find((a) => a.ids.includes(id));
  if (!arm) return "";
  const where = arms.length > 1 ? ` to ${arm.arm}` : "";
  return `${name} moved${where}, ${arm.ids.indexOf(id) + 1} of ${arm.ids.length}${arms.length > 1 ? ` on ${arm.arm}` : " along the run"}.`;
}

export type Arrange = (id: ApplianceId, name: string, target: ArrangeTarget) => void;

/** Moves the appliance and says where it went. */
export function useArrange(data: PlannerData, onArrange: ArrangeChange | undefined): { said: string; arrange: Arrange | undefined } {
  const [said, setSaid] = useState("");
  if (!onArrange) return { said, arrange: undefined };
  const arrange: Arrange = (id, name, target) => {
    onArrange((plan) => arrangeAppliance(plan, id, target));
    setSaid(movedText(arrangeAppliance(data, id, target), id, name));
  };
  return { said, arrange };
}

interface Drag {
  id: ApplianceId;
  pointerId: number;
  /** Where the pointer went down, in the drawing's inches. */
  from: PlanPoint;
  delta: PlanPoint;
}

function toDrawing(svg: SVGSVGElement | null, event: { clientX: number; clientY: number }): PlanPoint | null {
  const matrix = svg?.getScreenCTM();
  if (!matrix) return null;
  const pt = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return { x: pt.x, y: pt.y };
}

/**
 * Dragging an appliance in the drawing: it follows the pointer (mouse, pen or finger), the arm it would land
 * on is marked, and letting go moves it there. A press without a move of an inch or so does nothing.
 */
export function useApplianceDrag(data: PlannerData, drawing: PlanDrawing, arrange: Arrange | undefined) {
  const svgRef = useRef<SVGSVGElement | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const centerOf = (d: Drag) => {
    const a = drawing.appliances.find((x) => x.id === d.id);
    return a ? { x: a.center.x + d.delta.x, y: a.center.y + d.delta.y } : null;
  };
  const arrangeable = arrange !== undefined;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || !arrangeable) return;
    // A finger on an appliance drags it; anywhere else on the drawing it scrolls the page as usual. SVG shapes
    // take no touch-action of their own, so the page's panning is held back here, and only for that touch.
    const hold = (event: TouchEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-appliance]")) event.preventDefault();
    };
    svg.addEventListener("touchstart", hold, { passive: false });
    return () => svg.removeEventListener("touchstart", hold);
  }, [arrangeable]);
  const moved = (d: Drag) => Math.hypot(d.delta.x, d.delta.y) >= drawing.textSize * 0.5;
  const target = drag && moved(drag) ? dropTarget(data, drag.id, centerOf(drag)!) : null;

  const handlers = (id: ApplianceId, name: string) =>
    arrange
      ? {
          onPointerDown: (event: ReactPointerEvent<SVGGElement>) => {
            if (event.button !== 0) return;
            const from = toDrawing(svgRef.current, event);
            if (!from) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            setDrag({ id, pointerId: event.pointerId, from, delta: { x: 0, y: 0 } });
          },
          onPointerMove: (event: ReactPointerEvent<SVGGElement>) => {
            if (!drag || drag.pointerId !== event.pointerId) return;
            const at = toDrawing(svgRef.current, event);
            if (at) setDrag({ ...drag, delta: { x: at.x - drag.from.x, y: at.y - drag.from.y } });
          },
          onPointerUp: (event: ReactPointerEvent<SVGGElement>) => {
            if (!drag || drag.pointerId !== event.pointerId) return;
            const center = moved(drag) ? centerOf(drag) : null;
            const landing = center ? dropTarget(data, drag.id, center) : null;
            setDrag(null);
            if (landing) arrange(drag.id, name, landing);
          },
          onPointerCancel: () => setDrag(null),
        }
      : {};

  return { svgRef, drag, target, handlers };
}

const ORDINAL_HINT = "Left is towards appliance 1.";

function MoveButton({
  label,
  actionKey,
  disabled,
  onClick,
  children,
}: {
  label: string;
  actionKey: string;
  disabled: boolean;
  onClick(): void;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className="min-w-9 px-2"
      aria-label={label}
      title={label}
      data-arrange={actionKey}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/**
 * The appliances on the plan, numbered as in the drawing, each with buttons that move it along the run or
 * to another arm; after a move the focus stays on the button used (or its neighbour when it can go no
 * further) and the new place is announced.
 */
export function ArrangeList({
  data,
  drawing,
  onArrange,
  arrange,
  said,
}: {
  data: PlannerData;
  drawing: PlanDrawing;
  onArrange: ArrangeChange;
  arrange: Arrange;
  said: string;
}) {
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const arms = drawing.run.legs.map((leg) => leg.section);
  const multiArm = arms.length > 1;

  useEffect(() => {
    if (!focusKey || !listRef.current) return;
    const [id] = focusKey.split(":");
    const wanted = listRef.current.querySelector<HTMLButtonElement>(`[data-arrange="${focusKey}"]:not(:disabled)`);
    const fallback = listRef.current.querySelector<HTMLButtonElement>(`[data-arrange^="${id}:"]:not(:disabled)`);
    const button = wanted ?? fallback;
    button?.focus();
    // the drawing above may have grown or shrunk with the move: keep the button in view, clear of the step bar
    button?.scrollIntoView?.({ block: "nearest" });
    setFocusKey(null);
  }, [focusKey]);

  const run = (id: ApplianceId, name: string, move: ArrangeMove, key: string) => {
    const target = moveTarget(data, id, move);
    if (!target) return;
    arrange(id, name, target);
    setFocusKey(`${id}:${key}`);
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm text-stone-600" id="arrange-hint">
        Drag an appliance in the drawing{multiArm ? " along the run or onto another arm" : " along the run"}, or use
        its buttons. {ORDINAL_HINT}
      </p>
      <ol ref={listRef} className="grid gap-1.5" aria-label="Appliances on the plan" aria-describedby="arrange-hint">
        {drawing.appliances.map((a, index) => {
          const first = index === 0;
          const last = index === drawing.appliances.length - 1;
          return (
            <li key={a.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <ApplianceLabel appliance={a} arm={multiArm ? a.section : undefined} className="min-w-0 flex-1 basis-32 text-sm" />
              <span className="flex flex-wrap gap-1.5">
                <MoveButton
                  label={`Move ${a.name} left`}
                  actionKey={`${a.id}:left`}
                  disabled={first}
                  onClick={() => run(a.id, a.name, "left", "left")}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                </MoveButton>
                <MoveButton
                  label={`Move ${a.name} right`}
                  actionKey={`${a.id}:right`}
                  disabled={last}
                  onClick={() => run(a.id, a.name, "right", "right")}
                >
                  <ArrowRight className="size-4" aria-hidden="true" />
                </MoveButton>
                {multiArm
                  ? arms
                      .filter((arm) => arm !== a.section)
                      .map((arm) => (
                        <MoveButton
                          key={arm}
                          label={`Move ${a.name} to ${arm}`}
                          actionKey={`${a.id}:${arm}`}
                          disabled={false}
                          onClick={() => run(a.id, a.name, { arm }, arm)}
                        >
                          <span aria-hidden="true">To {arm}</span>
                        </MoveButton>
                      ))
                  : null}
              </span>
            </li>
          );
        })}
      </ol>
      <p role="status" className="sr-only">
        {said}
      </p>
      {hasOwnArrangement(data) ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onArrange(clearArrangement);
              // the button goes with the arrangement: the focus moves to the first appliance's buttons
              const first = drawing.appliances[0];
              if (first) setFocusKey(`${first.id}:right`);
            }}
          >
            <RotateCcw className="size-4" aria-hidden="true" />
            Arrange automatically
          </Button>
        </div>
      ) : null}
    </div>
  );
}
