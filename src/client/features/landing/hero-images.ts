// Written by scripts/render-hero-images.ts with the images in src/client/public/hero; run it again rather
// than editing this file.

export interface HeroImage {
  id: string;
  /** Describes the scene, like a caption. */
  alt: string;
  /** Intrinsic size of the largest file; every file has this aspect. */
  width: number;
  height: number;
  avifSrcSet: string;
  webpSrcSet: string;
  /** A JPEG for browsers without AVIF or WebP. */
  src: string;
}

/** The hero spans the viewport at every breakpoint. */
export const HERO_SIZES = "100vw";

export const HERO_IMAGES: readonly HeroImage[] = [
  {
    "id": "l-shaped-pizza-oven",
    "alt": "An L-shaped stacked-stone island with a pizza oven, a built-in grill and a sink on a travertine patio at golden hour",
    "width": 1920,
    "height": 1280,
    "avifSrcSet": "/hero/l-shaped-pizza-oven-640.avif 640w, /hero/l-shaped-pizza-oven-960.avif 960w, /hero/l-shaped-pizza-oven-1280.avif 1280w, /hero/l-shaped-pizza-oven-1920.avif 1920w",
    "webpSrcSet": "/hero/l-shaped-pizza-oven-640.webp 640w, /hero/l-shaped-pizza-oven-960.webp 960w, /hero/l-shaped-pizza-oven-1280.webp 1280w, /hero/l-shaped-pizza-oven-1920.webp 1920w",
    "src": "/hero/l-shaped-pizza-oven-1280.jpg"
  },
  {
    "id": "u-shaped-gazebo",
    "alt": "A U-shaped stucco island with a grill, a sink and an outdoor fridge under a shingled gazebo with a ceiling fan",
    "width": 1920,
    "height": 1280,
    "avifSrcSet": "/hero/u-shaped-gazebo-640.avif 640w, /hero/u-shaped-gazebo-960.avif 960w, /hero/u-shaped-gazebo-1280.avif 1280w, /hero/u-shaped-gazebo-1920.avif 1920w",
    "webpSrcSet": "/hero/u-shaped-gazebo-640.webp 640w, /hero/u-shaped-gazebo-960.webp 960w, /hero/u-shaped-gazebo-1280.webp 1280w, /hero/u-shaped-gazebo-1920.webp 1920w",
    "src": "/hero/u-shaped-gazebo-1280.jpg"
  },
  {
    "id": "rectangular-pergola-dusk",
    "alt": "A rectangular tiled island with a grill, a side burner and a fridge under a cedar pergola at dusk, lit by string lights and LED strips",
    "width": 1920,
    "height": 1280,
    "avifSrcSet": "/hero/rectangular-pergola-dusk-640.avif 640w, /hero/rectangular-pergola-dusk-960.avif 960w, /hero/rectangular-pergola-dusk-1280.avif 1280w, /hero/rectangular-pergola-dusk-1920.avif 1920w",
    "webpSrcSet": "/hero/rectangular-pergola-dusk-640.webp 640w, /hero/rectangular-pergola-dusk-960.webp 960w, /hero/rectangular-pergola-dusk-1280.webp 1280w, /hero/rectangular-pergola-dusk-1920.webp 1920w",
    "src": "/hero/rectangular-pergola-dusk-1280.jpg"
  },
  {
    "id": "l-shaped-bar-seating",
    "alt": "An L-shaped brick island with a raised bar, three stools and a built-in grill on a sunny afternoon",
    "width": 1920,
    "height": 1280,
    "avifSrcSet": "/hero/l-shaped-bar-seating-640.avif 640w, /hero/l-shaped-bar-seating-960.avif 960w, /hero/l-shaped-bar-seating-1280.avif 1280w, /hero/l-shaped-bar-seating-1920.avif 1920w",
    "webpSrcSet": "/hero/l-shaped-bar-seating-640.webp 640w, /hero/l-shaped-bar-seating-960.webp 960w, /hero/l-shaped-bar-seating-1280.webp 1280w, /hero/l-shaped-bar-seating-1920.webp 1920w",
    "src": "/hero/l-shaped-bar-seating-1280.jpg"
  },
  {
    "id": "compact-grill-island",
    "alt": "A compact grill island clad in grey stacked stone with a concrete countertop on a bluestone patio on a sunny day",
    "width": 1920,
    "height": 1280,
    "avifSrcSet": "/hero/compact-grill-island-640.avif 640w, /hero/compact-grill-island-960.avif 960w, /hero/compact-grill-island-1280.avif 1280w, /hero/compact-grill-island-1920.avif 1920w",
    "webpSrcSet": "/hero/compact-grill-island-640.webp 640w, /hero/compact-grill-island-960.webp 960w, /hero/compact-grill-island-1280.webp 1280w, /hero/compact-grill-island-1920.webp 1920w",
    "src": "/hero/compact-grill-island-1280.jpg"
  }
];

/** What the server preloads for the landing page: the first image's AVIF candidates. */
export const HERO_PRELOAD = {
  "imagesrcset": "/hero/l-shaped-pizza-oven-640.avif 640w, /hero/l-shaped-pizza-oven-960.avif 960w, /hero/l-shaped-pizza-oven-1280.avif 1280w, /hero/l-shaped-pizza-oven-1920.avif 1920w",
  "imagesizes": "100vw",
  "type": "image/avif"
} as const;
