// The size every landing picture is drawn at, in pixels (3:2), before it is scaled down for the srcset.

export const RENDER_WIDTH = 1920;
export const RENDER_HEIGHT = 1280;

export const W = RENDER_WIDTH;
export const H = RENDER_HEIGHT;
