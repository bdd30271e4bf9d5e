import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeroCarousel } from "./hero-carousel";
import { HERO_IMAGES, HERO_SIZES } from "./hero-images";
import { HERO_FADE_MS, HERO_INTERVAL_MS } from "./hero-timing";

function renderCarousel() {
  return render(
    <>
      <HeroCarousel images={HERO_IMAGES} sizes={HERO_SIZES} label="Outdoor kitchens to plan">
        <h1>Plan your island</h1>
        <a href="/planner">Start Planning</a>
      </HeroCarousel>
      <button type="button">Outside</button>
    </>,
  );
}

/** Every slide, the hidden ones included. */
const slides = () =>
  screen.getAllByRole("group", { hidden: true }).filter((el) => el.getAttribute("aria-roledescription") === "slide");
const current = () => slides().filter((el) => el.getAttribute("aria-hidden") !== "true");
const currentLabel = () => current().map((el) => el.getAttribute("aria-label"));
const hero = () => screen.getByRole("region", { name: "Outdoor kitchens to plan" }).parentElement!;
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("prefers-reduced-motion: reduce"),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the hero carousel", () => {
  it("is a named carousel of five slides, each a group named n of 5", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "Outdoor kitchens to plan" });
    expect(region.getAttribute("aria-roledescription")).toBe("carousel");
    expect(slides().map((s) => s.getAttribute("aria-label"))).toEqual(["1 of 5", "2 of 5", "3 of 5", "4 of 5", "5 of 5"]);
    expect(currentLabel()).toEqual(["1 of 5"]);
    // rotating on its own, the slides are not announced
    expect(region.querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("off");
  });

  it("loads the first picture at once and with priority, as AVIF and WebP, and the next one only after it", () => {
    renderCarousel();
    const first = HERO_IMAGES[0]!;
    const img = screen.getByRole("img", { name: first.alt }) as HTMLImageElement;
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("width")).toBe(String(first.width));
    expect(img.getAttribute("height")).toBe(String(first.height));
    const sources = [...img.parentElement!.querySelectorAll("source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(first.avifSrcSet);
    expect(sources[1]!.getAttribute("srcset")).toBe(first.webpSrcSet);
    expect(sources.every((s) => s.getAttribute("sizes") === HERO_SIZES)).toBe(true);
    expect(document.querySelectorAll("img")).toHaveLength(1);

    fireEvent.load(img);
    const second = document.querySelector<HTMLImageElement>(`img[alt="${HERO_IMAGES[1]!.alt}"]`);
    expect(second?.getAttribute("loading")).toBe("lazy");
    expect(second?.getAttribute("fetchpriority")).toBeNull();
  });

  it("names its arrows and dots and marks the current dot", () => {
    renderCarousel();
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeTruthy();
    for (let n = 1; n <= 5; n++) expect(screen.getByRole("button", { name: `Show slide ${n}` })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show slide 1" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Show slide 2" }).getAttribute("aria-current")).toBeNull();
  });

  it("moves with the arrows, wrapping at both ends, and jumps with the dots", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentLabel()).toEqual(["2 of 5"]);
    expect(screen.getByRole("button", { name: "Show slide 2" }).getAttribute("aria-current")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous slide" }));
    expect(currentLabel()).toEqual(["5 of 5"]);
    fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
    expect(currentLabel()).toEqual(["1 of 5"]);
    fireEvent.click(screen.getByRole("button", { name: "Show slide 3" }));
    expect(currentLabel()).toEqual(["3 of 5"]);
    expect(screen.getByRole("button", { name: "Show slide 3" }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("button", { name: "Show slide 1" }).getAttribute("aria-current")).toBeNull();
    // the picture of a slide reached directly is loaded for it
    expect(document.querySelector(`img[alt="${HERO_IMAGES[2]!.alt}"]`)).not.toBeNull();
  });

  it("advances every five seconds, fading the new slide in over the old one for a second", () => {
    renderCarousel();
    tick(HERO_INTERVAL_MS - 1);
    expect(currentLabel()).toEqual(["1 of 5"]);
    tick(1);
    expect(currentLabel()).toEqual(["2 of 5"]);
    const [first, second] = slides() as [HTMLElement, HTMLElement];
    expect(second.className).toContain("transition-opacity");
    expect(second.style.transitionDuration).toBe(`${HERO_FADE_MS}ms`);
    expect(second.className).toContain("opacity-100");
    // the outgoing slide stays underneath until the fade is over
    expect(first.className).toContain("opacity-100");
    tick(HERO_FADE_MS);
    expect(first.className).toContain("opacity-0");
    tick(HERO_INTERVAL_MS - HERO_FADE_MS);
    expect(currentLabel()).toEqual(["3 of 5"]);
  });

  it("waits while the pointer is over the hero", () => {
    renderCarousel();
    fireEvent.pointerEnter(hero(), { pointerType: "mouse" });
    tick(HERO_INTERVAL_MS * 3);
    expect(currentLabel()).toEqual(["1 of 5"]);
    fireEvent.pointerLeave(hero(), { pointerType: "mouse" });
    tick(HERO_INTERVAL_MS);
    expect(currentLabel()).toEqual(["2 of 5"]);
  });

  it("waits while a control inside it has keyboard focus", () => {
    renderCarousel();
    act(() => screen.getByRole("button", { name: "Next slide" }).focus());
    tick(HERO_INTERVAL_MS * 3);
    expect(currentLabel()).toEqual(["1 of 5"]);
    // moving between its own controls keeps it paused
    act(() => screen.getByRole("link", { name: "Start Planning" }).focus());
    tick(HERO_INTERVAL_MS * 2);
    expect(currentLabel()).toEqual(["1 of 5"]);
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    tick(HERO_INTERVAL_MS);
    expect(currentLabel()).toEqual(["2 of 5"]);
  });

  it("stops and starts again with the pause button, announcing the slides while stopped", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Pause slide show" }));
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    tick(HERO_INTERVAL_MS * 3);
    expect(currentLabel()).toEqual(["1 of 5"]);
    expect(document.querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    fireEvent.click(screen.getByRole("button", { name: "Play slide show" }));
    act(() => screen.getByRole("button", { name: "Outside" }).focus());
    tick(HERO_INTERVAL_MS);
    expect(currentLabel()).toEqual(["2 of 5"]);
  });

  it("changes slide on a horizontal swipe", () => {
    renderCarousel();
    const area = document.querySelector("[aria-live]")!;
    fireEvent.pointerDown(area, { pointerType: "touch", clientX: 300, clientY: 100 });
    fireEvent.pointerUp(area, { pointerType: "touch", clientX: 200, clientY: 110 });
    expect(currentLabel()).toEqual(["2 of 5"]);
    fireEvent.pointerDown(area, { pointerType: "touch", clientX: 100, clientY: 100 });
    fireEvent.pointerUp(area, { pointerType: "touch", clientX: 200, clientY: 105 });
    expect(currentLabel()).toEqual(["1 of 5"]);
  });

  describe("with reduced motion", () => {
    it("neither rotates on its own nor fades, and offers to play", () => {
      stubReducedMotion(true);
      renderCarousel();
      tick(HERO_INTERVAL_MS * 3);
      expect(currentLabel()).toEqual(["1 of 5"]);
      expect(screen.getByRole("button", { name: "Play slide show" })).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "Next slide" }));
      expect(currentLabel()).toEqual(["2 of 5"]);
      for (const slide of slides()) {
        expect(slide.className).not.toContain("transition");
        expect(slide.style.transitionDuration).toBe("");
      }
      // the slide that was left disappears at once
      tick(0);
      expect(slides()[0]!.className).toContain("opacity-0");
    });

    it("rotates without motion effects only when asked to", () => {
      stubReducedMotion(true);
      renderCarousel();
      fireEvent.click(screen.getByRole("button", { name: "Play slide show" }));
      act(() => screen.getByRole("button", { name: "Outside" }).focus());
      tick(HERO_INTERVAL_MS);
      expect(currentLabel()).toEqual(["2 of 5"]);
      expect(slides()[1]!.className).not.toContain("transition");
    });
  });
});
