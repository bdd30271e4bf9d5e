// The live 3D view of the island beside the plan drawing (docs/decisions/0040-live-3d-view.md). This module is
// light: the camera's state, the buttons, the gestures, the loading indicator and the still explanation where
// the browser cannot draw in 3D. The drawing itself (three.js) is ./scene-canvas.tsx, fetched only when the
// view is first shown.
import { Maximize2, RotateCcw, RotateCw, ZoomIn, ZoomOut } from "lucide-react";
import {
  Component,
  type ComponentType,
  lazy,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "react";
import type { PlannerData } from "../../../../domain/planner/schema";
import { sceneOf } from "../../../../domain/scene/build-scene";
import type { Scene } from "../../../../domain/scene/scene";
import { loadOnce } from "../../../app/load-once";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { initialView, type OrbitAction, type OrbitView, orbitReducer, ROTATE_STEP, ZOOM_RANGE, ZOOM_STEP } from "./orbit";
import type { SceneCanvasProps } from "./scene-canvas";
import { webglAvailable } from "./webgl";

/** What the view says where it cannot draw: why, and that the plan still shows everything. */
export const SCENE_VIEW_TEXTS = {
  loading: "Loading the 3D view...",
  unsupported:
    "This browser cannot show the 3D view (it needs WebGL, which is turned off or not available here). The plan shows your island to scale.",
  failed: "The 3D view could not be shown. The plan shows your island to scale.",
  retry: "Try the 3D view again",
  controls: "3D view controls",
  hint: "Drag to turn the island, pinch or scroll to zoom.",
} as const;

/** The drawing's code, fetched once; a hover on the view's tab may fetch it a moment early. */
const sceneCanvas = loadOnce(() => import("./scene-canvas"));

/** Whether this browser draws WebGL, asked once for the early fetch below. */
let webglForPreload: boolean | undefined;

/**
 * Starts fetching the 3D view's code (three.js) before the view is shown, e.g. when the pointer nears its tab;
 * not where the view could not be drawn.
 */
export function preloadSceneView(): void {
  webglForPreload ??= webglAvailable();
  if (webglForPreload) void sceneCanvas.load().catch(() => undefined);
}

/** How long the drawing may take to start once its code is here before the view gives up and explains. */
const START_TIMEOUT_MS = 15_000;

/** A drag across the whole view turns the island about this far. */
const TURN_PER_WIDTH = Math.PI * 1.2;
/** Each wheel notch (100 px of scroll) zooms by this factor. */
const WHEEL_ZOOM_PER_100PX = 1.15;

type ViewState = { view: OrbitView; smooth: boolean };

function viewReducer(state: ViewState, action: OrbitAction & { smooth: boolean }): ViewState {
  return { view: orbitReducer(state.view, action), smooth: action.smooth };
}

/** A failure anywhere in the drawing (its code did not load, three.js threw) ends in the still explanation. */
class DrawingBoundary extends Component<{ onFail(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFail();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type Status = "loading" | "ready" | "unsupported" | "failed";

/** Where the view cannot draw: a sentence, and the plan (the caller's) stays the picture of the island. */
function StillFallback({ status, onRetry, children }: { status: "unsupported" | "failed"; onRetry(): void; children: ReactNode }) {
  return (
    <div className="grid gap-3" data-scene-view="fallback">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-stone-50 p-3 text-sm text-stone-700">
        <p className="min-w-0 flex-1 basis-60">{SCENE_VIEW_TEXTS[status]}</p>
        {status === "failed" ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {SCENE_VIEW_TEXTS.retry}
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
}

/**
 * One of the view's buttons: an icon, and its name shown beside it where the view is wide enough for the five in
 * one row (always its accessible name; a pointer's hover shows it too).
 */
function ViewButton({ label, icon, onClick }: { label: string; icon: ReactNode; onClick(): void }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick} title={label} className="min-h-11 min-w-11 px-2.5 sm:min-h-9 sm:px-3">
      {icon}
      <span className="sr-only @xl:not-sr-only">{label}</span>
    </Button>
  );
}

/** Turns and zooms the view by a drag (one pointer), a pinch (two) and the mouse wheel. */
function useGestures(dispatch: (action: OrbitAction & { smooth: boolean }) => void, active: boolean, zoom: number) {
  const surface = useRef<HTMLDivElement>(null);
  const zoomNow = useRef(zoom);
  zoomNow.current = zoom;
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  // biome-ignore lint/correctness/useExhaustiveDependencies: attached again when the view's surface comes back (after a retry)
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    // not passive: a wheel over the view zooms it instead of scrolling the page
    const onWheel = (event: WheelEvent) => {
      const px = event.deltaMode === 1 ? event.deltaY * 16 : event.deltaY;
      const factor = WHEEL_ZOOM_PER_100PX ** (-px / 100);
      // at the closest or farthest view the wheel scrolls the page again, so the view never traps it
      const towards = factor > 1 ? ZOOM_RANGE.max : ZOOM_RANGE.min;
      if (factor === 1 || zoomNow.current === towards) return;
      event.preventDefault();
      dispatch({ type: "zoom", factor, smooth: false });
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [dispatch, active]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    try {
      // the drag goes on when the pointer leaves the view
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {
      // a pointer the browser no longer knows (lifted already): the drag ends with it
    }
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const last = pointers.current.get(event.pointerId);
    if (!last) return;
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId);
    const now = { x: event.clientX, y: event.clientY };
    const width = event.currentTarget.clientWidth || 1;
    if (others.length === 0) {
      const turn = ((now.x - last.x) / width) * TURN_PER_WIDTH;
      const tilt = ((now.y - last.y) / width) * TURN_PER_WIDTH;
      if (turn !== 0) dispatch({ type: "rotate", by: -turn, smooth: false });
      if (tilt !== 0) dispatch({ type: "tilt", by: tilt, smooth: false });
    } else {
      // a pinch: the fingers' spread, before and after this move
      const other = others[0]![1];
      const before = Math.hypot(last.x - other.x, last.y - other.y);
      const after = Math.hypot(now.x - other.x, now.y - other.y);
      if (before > 0 && after > 0) dispatch({ type: "zoom", factor: after / before, smooth: false });
    }
    pointers.current.set(event.pointerId, now);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };
  return {
    ref: surface,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}

/**
 * The scene drawn in 3D, with buttons to turn and zoom it; `fallback` (the plan drawing) is what shows, under a
 * sentence saying why, where the browser cannot draw it.
 */
export function SceneViewer({ scene, fallback }: { scene: Scene; fallback: ReactNode }) {
  const [status, setStatus] = useState<Status>(() => (webglAvailable() ? "loading" : "unsupported"));
  // a new attempt loads the drawing's code anew (a failed dynamic import is not retried by React.lazy)
  const [attempt, setAttempt] = useState(0);
  const Drawing = useMemo<ComponentType<SceneCanvasProps>>(
    () => lazy(async () => ({ default: (await (attempt === 0 ? sceneCanvas.load() : import("./scene-canvas"))).SceneCanvas })),
    [attempt],
  );
  // the first view is taken once: the camera does not jump round as the homeowner changes the plan
  const [{ view, smooth }, dispatch] = useReducer(viewReducer, scene, (s) => ({ view: initialView(s), smooth: false }));
  const gestures = useGestures(dispatch, status === "loading" || status === "ready", view.zoom);

  // a drawing whose code arrived but which never started (a browser that hangs creating its context) gives up
  useEffect(() => {
    if (status !== "loading") return;
    const timer = window.setTimeout(() => setStatus((s) => (s === "loading" ? "failed" : s)), START_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  if (status === "unsupported" || status === "failed") {
    return (
      <StillFallback
        status={status}
        onRetry={() => {
          setAttempt((n) => n + 1);
          setStatus("loading");
        }}
      >
        {fallback}
      </StillFallback>
    );
  }

  const press = (action: OrbitAction) => () => dispatch({ ...action, smooth: true });
  return (
    <div className="@container grid gap-2" data-scene-view={status}>
      <div className="relative">
        <div
          ref={gestures.ref}
          role="img"
          aria-label={scene.summary}
          className="aspect-[4/3] w-full cursor-grab touch-pan-y overflow-hidden rounded-lg bg-[#e7edf0] select-none active:cursor-grabbing sm:aspect-[16/10]"
          {...gestures.handlers}
        >
          <DrawingBoundary key={attempt} onFail={() => setStatus("failed")}>
            <Suspense fallback={null}>
              <Drawing
                scene={scene}
                view={view}
                smooth={smooth}
                onReady={() => setStatus("ready")}
                onLost={() => setStatus("failed")}
              />
            </Suspense>
          </DrawingBoundary>
        </div>
        {status === "loading" ? (
          <div className="pointer-events-none absolute inset-0 grid place-items-center">
            <Spinner size="lg" label={SCENE_VIEW_TEXTS.loading} showLabel className="flex-col" />
          </div>
        ) : null}
      </div>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{SCENE_VIEW_TEXTS.controls}</legend>
        <ViewButton label="Rotate left" icon={<RotateCcw className="size-4" aria-hidden="true" />} onClick={press({ type: "rotate", by: -ROTATE_STEP })} />
        <ViewButton label="Rotate right" icon={<RotateCw className="size-4" aria-hidden="true" />} onClick={press({ type: "rotate", by: ROTATE_STEP })} />
        <ViewButton label="Zoom in" icon={<ZoomIn className="size-4" aria-hidden="true" />} onClick={press({ type: "zoom", factor: ZOOM_STEP })} />
        <ViewButton label="Zoom out" icon={<ZoomOut className="size-4" aria-hidden="true" />} onClick={press({ type: "zoom", factor: 1 / ZOOM_STEP })} />
        <ViewButton label="Reset view" icon={<Maximize2 className="size-4" aria-hidden="true" />} onClick={press({ type: "reset", to: initialView(scene) })} />
      </fieldset>
      <p className="text-xs text-stone-600">{SCENE_VIEW_TEXTS.hint}</p>
    </div>
  );
}

/** The 3D view of a plan, rebuilt as the plan changes (the values being typed included). */
export function SceneView({ data, fallback }: { data: PlannerData; fallback: ReactNode }) {
  const scene = useMemo(() => sceneOf(data), [data]);
  return <SceneViewer scene={scene} fallback={fallback} />;
}
