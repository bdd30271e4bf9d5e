// The 3D view's drawing: three.js through @react-three/fiber. This module and what it imports are the lazily
// loaded part of the view (./scene-view.tsx loads it when the view is shown), so three.js never reaches a screen
// that does not show it (docs/decisions/0040-live-3d-view.md).
import { Canvas, type RootState, useFrame, useThree } from "@react-three/fiber";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { type DirectionalLight, type Fog, type Mesh, NeutralToneMapping, type PerspectiveCamera, PlaneGeometry } from "three";
import type { Scene, SceneBox } from "../../../../domain/scene/scene";
import { blendViews, cameraPlacement, FIELD_OF_VIEW, focusBox, type OrbitView } from "./orbit";
import { sceneObject } from "./scene-objects";
import { paverTexture } from "./textures";

/** How long a button's turn or zoom takes to glide there; none when the visitor asked for less motion. */
const TRANSITION_MS = 320;
/** The pixel density while the view turns, and how long after the last turn the full density comes back. */
const MOVING_DPR = 1;
const SETTLE_MS = 250;
/** The sky behind the island and the haze the patio fades into far away. */
const SKY = "#e7edf0";

export interface SceneCanvasProps {
  scene: Scene;
  view: OrbitView;
  /** Glide to the new view (a button press) rather than jump to it (a drag follows the hand). */
  smooth: boolean;
  /** The drawing has started: the browser gave a WebGL context and the first frame is on its way. */
  onReady(): void;
  /** The drawing stopped: the browser took the WebGL context back. */
  onLost(): void;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const sameView = (a: OrbitView, b: OrbitView) => a.azimuth === b.azimuth && a.elevation === b.elevation && a.zoom === b.zoom;

/**
 * The view asked for, handed to the camera without rendering the React tree again: a turn redraws the picture,
 * not the scene's components (on a slow phone that render cost more than the frame).
 */
interface ViewChannel {
  current: { view: OrbitView; smooth: boolean };
  listeners: Set<() => void>;
}

/** Places the camera for the view, gliding there from the last one when asked and allowed to. */
function CameraRig({ scene, channel }: { scene: Scene; channel: ViewChannel }) {
  const frame = useMemo(() => focusBox(scene), [scene]);
  const bounds = scene.bounds;
  const camera = useThree((s) => s.camera) as PerspectiveCamera;
  const fog = useThree((s) => s.scene.fog) as Fog | null;
  const size = useThree((s) => s.size);
  const invalidate = useThree((s) => s.invalidate);
  const getState = useThree((s) => s.get);
  const shown = useRef(channel.current.view);
  const target = useRef(channel.current.view);
  const motion = useRef<{ from: OrbitView; start: number } | null>(null);
  const aspect = size.width / Math.max(size.height, 1);

  // while the view turns, fewer pixels: a frame on a phone's screen at its full density costs several times
  // one at a density of 1, and the eye cannot tell in motion; the full density comes back once it stops
  const settle = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(settle.current), []);
  const moving = () => {
    const { viewport, setDpr } = getState();
    if (viewport.initialDpr <= MOVING_DPR) return;
    // the same density again would still resize (and clear) the drawing buffer
    if (viewport.dpr !== MOVING_DPR) setDpr(MOVING_DPR);
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => getState().setDpr(getState().viewport.initialDpr), TRANSITION_MS + SETTLE_MS);
  };

  const place = (v: OrbitView) => {
    const p = cameraPlacement(v, frame, aspect);
    camera.position.set(...p.position);
    camera.near = p.near;
    camera.far = p.far;
    camera.lookAt(...p.target);
    camera.updateProjectionMatrix();
    if (fog) {
      const radius = Math.hypot(bounds.size.x, bounds.size.z) / 2;
      const distance = Math.hypot(p.position[0] - p.target[0], p.position[1] - p.target[1], p.position[2] - p.target[2]);
      fog.near = distance + radius * 1.5;
      fog.far = distance + radius * 6;
    }
  };

  /** Goes to the channel's view: glides there after a button, jumps there after a drag. */
  const follow = () => {
    const { view, smooth } = channel.current;
    if (!sameView(target.current, view)) moving();
    target.current = view;
    if (smooth && !sameView(shown.current, view) && !prefersReducedMotion()) {
      motion.current = { from: shown.current, start: performance.now() };
    } else {
      motion.current = null;
      shown.current = view;
      place(view);
    }
    invalidate();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: placed again when the scene or the frame's shape changes, and on every view asked for
  useLayoutEffect(() => {
    motion.current = null;
    shown.current = target.current;
    place(shown.current);
    invalidate();
    channel.listeners.add(follow);
    return () => {
      channel.listeners.delete(follow);
    };
  }, [channel, frame, aspect]);

  useFrame(() => {
    const m = motion.current;
    if (!m) return;
    const t = Math.min(1, (performance.now() - m.start) / TRANSITION_MS);
    shown.current = blendViews(m.from, target.current, 1 - (1 - t) ** 3);
    place(shown.current);
    if (t < 1) invalidate();
    else motion.current = null;
  });
  return null;
}

/** The patio round the island: pavers out to well past the frame, fading into the haze. */
function Patio({ bounds }: { bounds: SceneBox }) {
  const span = Math.max(bounds.size.x, bounds.size.z) * 6 + 480;
  const patio = useMemo(() => {
    const geometry = new PlaneGeometry(span, span);
    const uv = geometry.getAttribute("uv");
    for (let i = 0; i < uv.count; i++) uv.setXY(i, uv.getX(i) * span, uv.getY(i) * span);
    geometry.rotateX(-Math.PI / 2);
    return { geometry, texture: paverTexture(48) };
  }, [span]);
  useEffect(
    () => () => {
      patio.geometry.dispose();
      patio.texture?.dispose();
    },
    [patio],
  );
  const ref = useRef<Mesh>(null);
  return (
    <mesh
      ref={ref}
      geometry={patio.geometry}
      position={[bounds.min.x + bounds.size.x / 2, 0, bounds.min.z + bounds.size.z / 2]}
      receiveShadow
    >
      <meshLambertMaterial color={patio.texture ? "#ffffff" : "#cfc7b9"} map={patio.texture} />
    </mesh>
  );
}

/** The island itself, rebuilt when the plan changes; the shadows are drawn again only then. */
function Island({ scene }: { scene: Scene }) {
  const object = useMemo(() => sceneObject(scene, { textures: true, badges: true }), [scene]);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useEffect(() => {
    gl.shadowMap.needsUpdate = true;
    invalidate();
    return () => object.dispose();
  }, [object, gl, invalidate]);
  return <primitive object={object.group} />;
}

/** Soft daylight: the sky all round, and the sun high over the front left casting the shadows. */
function Daylight({ bounds }: { bounds: SceneBox }) {
  const cx = bounds.min.x + bounds.size.x / 2;
  const cz = bounds.min.z + bounds.size.z / 2;
  const reach = Math.hypot(bounds.size.x, bounds.size.y, bounds.size.z) / 2 + 24;
  const sun: [number, number, number] = [cx - reach * 1.1, reach * 2.6, cz + reach * 1.6];
  const light = useRef<DirectionalLight>(null);
  useLayoutEffect(() => {
    // the light's target is not in the scene graph: its place is set and its matrix updated here
    light.current?.target.position.set(cx, 0, cz);
    light.current?.target.updateMatrixWorld();
  }, [cx, cz]);
  return (
    <>
      <hemisphereLight args={["#f6f8fb", "#b8ab96", 1.9]} />
      <directionalLight
        ref={light}
        position={sun}
        intensity={2.3}
        castShadow
        shadow-mapSize={[1024, 1024]}
        shadow-bias={-0.0004}
        shadow-normalBias={0.6}
        shadow-camera-left={-reach * 1.4}
        shadow-camera-right={reach * 1.4}
        shadow-camera-top={reach * 1.4}
        shadow-camera-bottom={-reach * 1.4}
        shadow-camera-near={1}
        shadow-camera-far={reach * 8}
      />
    </>
  );
}

export function SceneCanvas({ scene, view, smooth, onReady, onLost }: SceneCanvasProps) {
  const [channel] = useState<ViewChannel>(() => ({ current: { view, smooth }, listeners: new Set() }));
  useLayoutEffect(() => {
    channel.current = { view, smooth };
    for (const listener of channel.listeners) listener();
  }, [channel, view, smooth]);
  // the latest callbacks, for a canvas made once
  const handlers = useRef({ onReady, onLost });
  handlers.current = { onReady, onLost };

  // made again only when the scene changes: a new view reaches the camera through the channel
  return useMemo(() => {
    const created = (state: RootState) => {
      state.gl.toneMapping = NeutralToneMapping;
      // the sun does not move: its shadows are drawn when the island changes, not on every frame of a turn
      state.gl.shadowMap.autoUpdate = false;
      state.gl.shadowMap.needsUpdate = true;
      state.gl.domElement.addEventListener("webglcontextlost", (event) => {
        event.preventDefault();
        handlers.current.onLost();
      });
      handlers.current.onReady();
    };
    return (
      <Canvas
        frameloop="demand"
        dpr={[1, 2]}
        shadows="percentage"
        camera={{ fov: FIELD_OF_VIEW, near: 1, far: 20_000 }}
        // smoothing the edges costs every pixel four times over; a screen of twice the density or more hardly needs it
        gl={{ antialias: window.devicePixelRatio < 2, powerPreference: "default" }}
        onCreated={created}
        aria-hidden="true"
      >
        <color attach="background" args={[SKY]} />
        <fog attach="fog" args={[SKY, 1000, 5000]} />
        <Daylight bounds={scene.bounds} />
        <Patio bounds={scene.bounds} />
        <Island scene={scene} />
        <CameraRig scene={scene} channel={channel} />
      </Canvas>
    );
  }, [scene, channel]);
}
