import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import {
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { useHydrated } from "../../app/use-hydrated";
import { cn } from "../../components/ui/cn";
import type { HeroImage } from "./hero-images";
import { HERO_FADE_MS, HERO_INTERVAL_MS, HERO_SWIPE_PX } from "./hero-timing";
import { usePrefersReducedMotion } from "./use-reduced-motion";

interface SlideState {
  current: number;
  /** The slide fading out under the current one, until the fade is over. */
  previous: number | null;
  /** Slides whose image is in the page; once loaded, an image stays. */
  loaded: ReadonlySet<number>;
}

type SlideAction =
  | { type: "show"; slide: number; count: number }
  | { type: "settle"; current: number }
  | { type: "preload"; slide: number };

function slides(state: SlideState, action: SlideAction): SlideState {
  switch (action.type) {
    case "show": {
      const slide = ((action.slide % action.count) + action.count) % action.count;
      if (slide === state.current) return state;
      const loaded = state.loaded.has(slide) ? state.loaded : new Set(state.loaded).add(slide);
      return { current: slide, previous: state.current, loaded };
    }
    case "settle":
      return state.current === action.current && state.previous !== null ? { ...state, previous: null } : state;
    case "preload":
      return state.loaded.has(action.slide) ? state : { ...state, loaded: new Set(state.loaded).add(action.slide) };
  }
}

const controlButton =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 motion-reduce:transition-none";

/**
 * The landing page's gallery: slides that cross-fade every HERO_INTERVAL_MS, with previous and next arrows,
 * one dot per slide and a pause button. Rotation waits while the pointer is over the hero, while anything in
 * it has keyboard focus and while the tab is hidden; with reduced motion the slides neither rotate on their
 * own nor fade. Only the first image loads with the page; the next one follows once it has arrived.
 *
 * `children` is laid over the slides (the heading and the calls to action); below the md breakpoint it sits
 * under the picture instead, where a phone has room for it.
 */
export function HeroCarousel({
  images,
  sizes,
  label,
  children,
}: {
  images: readonly HeroImage[];
  /** The `sizes` of every <source>: how wide the hero is drawn. */
  sizes: string;
  /** Names the carousel region. */
  label: string;
  children: ReactNode;
}) {
  const count = images.length;
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(slides, { current: 0, previous: null, loaded: new Set([0]) });
  const [firstArrived, setFirstArrived] = useState(false);
  const [hovered, setHovered] = useState(false);
  const hoverArea = useRef<HTMLDivElement>(null);
  // a pointer that came over the picture, or focus that came into it, before the page's code ran (a page drawn
  // at build time) holds it too
  useEffect(() => {
    if (hoverArea.current?.matches(":hover")) setHovered(true);
    if (hoverArea.current?.matches(":focus-within")) setFocused(true);
  }, []);
  const [focused, setFocused] = useState(false);
  const [tabHidden, setTabHidden] = useState(false);
  /** The visitor's own choice from the play/pause button; until then, rotation follows the motion setting. */
  const [choice, setChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = choice ?? !reducedMotion;
  const running = rotating && !hovered && !focused && !tabHidden && count > 1;
  const { current, previous } = state;
  const swipe = useRef<{ x: number; y: number } | null>(null);

  const show = (slide: number) => dispatch({ type: "show", slide, count });

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => dispatch({ type: "show", slide: current + 1, count }), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, current, count]);

  // the slide underneath stays visible until the new one has fully faded in
  useEffect(() => {
    if (previous === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "settle", current }), reducedMotion ? 0 : HERO_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [previous, current, reducedMotion]);

  // fetch the next image only once the first has arrived, so it never competes with the first paint
  useEffect(() => {
    if (firstArrived && count > 1) dispatch({ type: "preload", slide: (current + 1) % count });
  }, [firstArrived, current, count]);

  useEffect(() => {
    const update = () => setTabHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipe.current = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= HERO_SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) show(current + (dx < 0 ? 1 : -1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering or focusing the hero only pauses the rotation; every action has its own button
    <div
      className="relative flex flex-col bg-stone-950 md:block md:h-[clamp(34rem,58vw,46rem)]"
      ref={hoverArea}
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="relative z-20 order-2 md:pointer-events-none md:absolute md:inset-0 md:flex md:items-center">
        <div className="mx-auto w-full max-w-6xl px-4 pt-1 pb-10 sm:px-6 md:pt-0 md:pb-12 [&>*]:pointer-events-auto">
          {children}
        </div>
      </div>

      <section
        aria-roledescription="carousel"
        aria-label={label}
        className="on-dark relative order-1 aspect-[3/2] w-full overflow-hidden md:absolute md:inset-0 md:aspect-auto"
      >
        <div
          aria-live={rotating ? "off" : "polite"}
          className="absolute inset-0 touch-pan-y"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipe.current = null;
          }}
        >
          {images.map((image, i) => {
            const isCurrent = i === current;
            const visible = isCurrent || i === previous;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group named "n of 5" (the ARIA carousel pattern), not a set of form fields
              <div
                key={image.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                aria-hidden={isCurrent ? undefined : true}
                data-current={isCurrent ? "" : undefined}
                className={cn(
                  "absolute inset-0",
                  visible ? "opacity-100" : "opacity-0",
                  isCurrent ? "z-[2]" : i === previous ? "z-[1]" : "z-0",
                  isCurrent && !reducedMotion && "transition-opacity ease-in-out motion-reduce:transition-none",
                )}
                style={isCurrent && !reducedMotion ? { transitionDuration: `${HERO_FADE_MS}ms` } : undefined}
              >
                {state.loaded.has(i) ? (
                  <picture>
                    <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
                    <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
                    <img
                      src={image.src}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      loading={i === 0 ? "eager" : "lazy"}
                      fetchPriority={i === 0 ? "high" : undefined}
                      decoding={i === 0 ? undefined : "async"}
                      draggable={false}
                      onLoad={i === 0 ? () => setFirstArrived(true) : undefined}
                      onError={i === 0 ? () => setFirstArrived(true) : undefined}
                      className="size-full object-cover object-[50%_62%] select-none"
                    />
                  </picture>
                ) : null}
              </div>
            );
          })}
        </div>

        {/* Scrims keep the words and the controls legible over any picture. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 bottom-0 z-[3] h-1/3 bg-linear-to-t from-stone-950 via-stone-950/40 to-transparent md:h-1/4 md:from-stone-950/70 md:via-stone-950/20"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 z-[3] hidden w-[80%] bg-linear-to-r from-stone-950/90 via-stone-950/65 via-45% to-transparent md:block lg:w-[68%]"
        />

        {/* drawn at build time, the controls wait for the page's code before they take a click (none is lost) */}
        <div
          inert={!hydrated}
          className="absolute bottom-2 left-1/2 z-10 flex -translate-x-1/2 items-center gap-0.5 rounded-full bg-stone-950/60 p-1 ring-1 ring-white/15 backdrop-blur-sm md:right-6 md:bottom-6 md:left-auto md:translate-x-0"
        >
          <button type="button" className={controlButton} aria-label="Previous slide" onClick={() => show(current - 1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <div className="flex items-center">
            {images.map((image, i) => (
              <button
                key={image.id}
                type="button"
                className="group inline-flex size-7 items-center justify-center rounded-full"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === current ? "true" : undefined}
                onClick={() => show(i)}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block h-2 rounded-full transition-all motion-reduce:transition-none",
                    i === current ? "w-5 bg-white" : "w-2 bg-white/55 group-hover:bg-white/85",
                  )}
                />
              </button>
            ))}
          </div>
          <button type="button" className={controlButton} aria-label="Next slide" onClick={() => show(current + 1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
          <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-white/25" />
          <button
            type="button"
            className={controlButton}
            aria-label={rotating ? "Pause slide show" : "Play slide show"}
            onClick={() => setChoice(!rotating)}
          >
            {rotating ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
          </button>
        </div>
      </section>
    </div>
  );
}
