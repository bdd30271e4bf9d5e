/**
 * Whether this browser can draw the 3D view: a canvas that gives a WebGL context (2 or 1). Asked before the
 * view's code is fetched, so a browser without WebGL (turned off, blocked, an old device, a test's DOM) never
 * downloads three.js and sees the still explanation instead. The probe's context is handed back at once.
 */
export function webglAvailable(): boolean {
  if (typeof document === "undefined" || typeof ResizeObserver === "undefined") return false;
  try {
    const canvas = document.createElement("canvas");
    const gl = (canvas.getContext("webgl2") ?? canvas.getContext("webgl")) as WebGLRenderingContext | null;
    if (!gl) return false;
    gl.getExtension("WEBGL_lose_context")?.loseContext();
    return true;
  } catch {
    return false;
  }
}
