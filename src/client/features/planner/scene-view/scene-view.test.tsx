import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { takeConsoleErrors } from "../../../test/console-guard";
import { initialView, type OrbitView, ROTATE_STEP, ZOOM_RANGE, ZOOM_STEP } from "./orbit";
import type { SceneCanvasProps } from "./scene-canvas";
import { SCENE_VIEW_TEXTS, SceneViewer } from "./scene-view";
import { testScene } from "./test-scene";
import type { webglAvailable } from "./webgl";

// jsdom has no WebGL: the drawing (three.js) is replaced by a stand-in that shows what it was asked to draw, and
// the probe says what each test needs. What is tested is everything round the drawing: the loading indicator,
// the buttons, the gestures, the accessible name and the still explanation.
const drawing = vi.hoisted(() => ({
  webgl: true,
  imported: 0,
  mode: "ready" as "ready" | "never-starts" | "throws" | "loses-context",
  lastProps: undefined as SceneCanvasProps | undefined,
}));

vi.mock("./webgl", () => ({ webglAvailable: () => drawing.webgl }));

vi.mock("./scene-canvas", () => {
  drawing.imported += 1;
  return {
    SceneCanvas(props: SceneCanvasProps) {
      drawing.lastProps = props;
      if (drawing.mode === "throws") throw new Error("Error creating WebGL context.");
      // biome-ignore lint/correctness/useExhaustiveDependencies: starts once, as the real drawing does
      useEffect(() => {
        if (drawing.mode === "ready") props.onReady();
        if (drawing.mode === "loses-context") {
          props.onReady();
          props.onLost();
        }
      }, []);
      return <canvas data-testid="drawing" />;
    },
  };
});

const PLAN = <p>The plan drawing</p>;

/** The view the drawing was last asked to show. */
const shownView = (): OrbitView => drawing.lastProps!.view;

beforeEach(() => {
  drawing.webgl = true;
  drawing.mode = "ready";
  drawing.lastProps = undefined;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the 3D view", () => {
  it("explains in a sentence and keeps the plan where the browser has no WebGL, without fetching three.js", () => {
    drawing.webgl = false;
    const before = drawing.imported;
    render(<SceneViewer scene={testScene()} fallback={PLAN} />);
    expect(screen.getByText(SCENE_VIEW_TEXTS.unsupported)).toBeTruthy();
    expect(screen.getByText("The plan drawing")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Rotate left" })).toBeNull();
    expect(drawing.imported).toBe(before);
  });

  it("shows a loading indicator until the drawing starts, then the drawing named by the scene's summary", async () => {
    drawing.mode = "never-starts";
    const scene = testScene();
    const { rerender } = render(<SceneViewer scene={scene} fallback={PLAN} />);
    expect(screen.getByRole("status").textContent).toContain(SCENE_VIEW_TEXTS.loading);
    await screen.findByTestId("drawing");
    expect(screen.getByRole("status")).toBeTruthy();
    const image = screen.getByRole("img", { name: scene.summary });
    expect(within(image).getByTestId("drawing")).toBeTruthy();
    // the drawing starts: the indicator goes
    act(() => drawing.lastProps!.onReady());
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByText("The plan drawing")).toBeNull();
    // a changed plan is drawn anew and named anew
    const longer = testScene((s) => {
      s.summary = 'Rectangular island 120" x 32" at 36"';
    });
    rerender(<SceneViewer scene={longer} fallback={PLAN} />);
    expect(screen.getByRole("img", { name: longer.summary })).toBeTruthy();
    expect(drawing.lastProps!.scene).toBe(longer);
  });

  it("turns and zooms the view by its buttons, gliding, and resets it to the first view", async () => {
    const scene = testScene();
    render(<SceneViewer scene={scene} fallback={PLAN} />);
    await screen.findByTestId("drawing");
    const first = initialView(scene);
    expect(shownView()).toEqual(first);

    fireEvent.click(screen.getByRole("button", { name: "Rotate left" }));
    expect(shownView().azimuth).toBeCloseTo(first.azimuth - ROTATE_STEP);
    expect(drawing.lastProps!.smooth).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Rotate right" }));
    fireEvent.click(screen.getByRole("button", { name: "Rotate right" }));
    expect(shownView().azimuth).toBeCloseTo(first.azimuth + ROTATE_STEP);

    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(shownView().zoom).toBeCloseTo(ZOOM_STEP);
    fireEvent.click(screen.getByRole("button", { name: "Zoom out" }));
    fireEvent.click(screen.getByRole("button", { name: "Zoom out" }));
    expect(shownView().zoom).toBeCloseTo(1 / ZOOM_STEP);

    fireEvent.click(screen.getByRole("button", { name: "Reset view" }));
    expect(shownView()).toEqual(first);
    // every control is a real button in one labelled group, in the order of the page
    const group = screen.getByRole("group", { name: SCENE_VIEW_TEXTS.controls });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual([
      "Rotate left",
      "Rotate right",
      "Zoom in",
      "Zoom out",
      "Reset view",
    ]);
  });

  it("turns with a drag, tilts with a downward one, zooms with the wheel and a pinch, following the hand", async () => {
    const scene = testScene();
    render(<SceneViewer scene={scene} fallback={PLAN} />);
    await screen.findByTestId("drawing");
    const image = screen.getByRole("img", { name: scene.summary });
    Object.defineProperty(image, "clientWidth", { value: 400 });
    const first = initialView(scene);

    fireEvent.pointerDown(image, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(image, { pointerId: 1, clientX: 200, clientY: 100 });
    expect(shownView().azimuth).toBeLessThan(first.azimuth);
    expect(drawing.lastProps!.smooth).toBe(false);
    fireEvent.pointerMove(image, { pointerId: 1, clientX: 200, clientY: 140 });
    expect(shownView().elevation).toBeGreaterThan(first.elevation);
    fireEvent.pointerUp(image, { pointerId: 1 });
    const afterDrag = shownView();
    fireEvent.pointerMove(image, { pointerId: 1, clientX: 300, clientY: 300 });
    expect(shownView()).toEqual(afterDrag);

    expect(fireEvent.wheel(image, { deltaY: -200 })).toBe(false);
    expect(shownView().zoom).toBeGreaterThan(1.2);
    const zoomed = shownView().zoom;
    fireEvent.pointerDown(image, { pointerId: 2, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(image, { pointerId: 3, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(image, { pointerId: 3, clientX: 150, clientY: 100 });
    expect(shownView().zoom).toBeCloseTo(zoomed / 2);
    fireEvent.pointerUp(image, { pointerId: 2 });
    fireEvent.pointerUp(image, { pointerId: 3 });

    // zoomed out as far as it goes, the wheel scrolls the page again (its default is not prevented)
    for (let i = 0; i < 20; i++) fireEvent.wheel(image, { deltaY: 300 });
    expect(shownView().zoom).toBe(ZOOM_RANGE.min);
    expect(fireEvent.wheel(image, { deltaY: 300 })).toBe(true);
    expect(fireEvent.wheel(image, { deltaY: -100 })).toBe(false);
  });

  it("explains and keeps the plan when the drawing fails, and tries again on request", async () => {
    drawing.mode = "throws";
    render(<SceneViewer scene={testScene()} fallback={PLAN} />);
    await screen.findByText(SCENE_VIEW_TEXTS.failed);
    expect(screen.getByText("The plan drawing")).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    // React reports the error it caught
    expect(takeConsoleErrors().length).toBeGreaterThan(0);

    drawing.mode = "ready";
    fireEvent.click(screen.getByRole("button", { name: SCENE_VIEW_TEXTS.retry }));
    await screen.findByTestId("drawing");
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
  });

  it("explains when the browser takes the drawing's WebGL context back", async () => {
    drawing.mode = "loses-context";
    render(<SceneViewer scene={testScene()} fallback={PLAN} />);
    await screen.findByText(SCENE_VIEW_TEXTS.failed);
    expect(screen.getByText("The plan drawing")).toBeTruthy();
  });

  it("gives up and explains when the drawing never starts", async () => {
    vi.useFakeTimers();
    drawing.mode = "never-starts";
    render(<SceneViewer scene={testScene()} fallback={PLAN} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.getByRole("status")).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByText(SCENE_VIEW_TEXTS.failed)).toBeTruthy();
  });
});

describe("the WebGL probe", () => {
  it("says no where a canvas gives no WebGL context, and yes where it gives one", async () => {
    const { webglAvailable: probe } = await vi.importActual<{ webglAvailable: typeof webglAvailable }>("./webgl");
    vi.stubGlobal("ResizeObserver", class {});
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, "getContext");
    try {
      getContext.mockReturnValue(null);
      expect(probe()).toBe(false);
      const loseContext = vi.fn();
      getContext.mockImplementation(((kind: string) =>
        kind === "webgl" ? { getExtension: () => ({ loseContext }) } : null) as never);
      expect(probe()).toBe(true);
      // the probe's context is handed back, so it does not count against the browser's limit
      expect(loseContext).toHaveBeenCalledTimes(1);
      getContext.mockImplementation(() => {
        throw new Error("blocked");
      });
      expect(probe()).toBe(false);
    } finally {
      getContext.mockRestore();
      vi.unstubAllGlobals();
    }
  });
});
