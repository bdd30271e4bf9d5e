import { afterEach, describe, expect, it, vi } from "vitest";
import { startGoogleAnalytics } from "./google";
import { trackEvent } from "./track-event";

const gaScripts = () => [...document.head.querySelectorAll("script")].filter((s) => s.src.includes("googletagmanager"));

afterEach(() => {
  for (const script of gaScripts()) script.remove();
  delete window.gtag;
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

describe("Google Analytics", () => {
  it("loads nothing from Google without a measurement id", () => {
    expect(startGoogleAnalytics(undefined)).toBe(false);
    expect(gaScripts()).toEqual([]);
    expect(window.gtag).toBeUndefined();
  });

  it("with a measurement id loads gtag.js once and sends the app's own page views and conversions", () => {
    expect(startGoogleAnalytics("G-TEST12345")).toBe(true);
    expect(startGoogleAnalytics("G-TEST12345")).toBe(false);
    expect(gaScripts().map((s) => s.src)).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]);
    const layer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => [...args]);
    expect(layer).toContainEqual(["config", "G-TEST12345", { send_page_view: false }]);
    const spy = vi.spyOn(window, "gtag");
    trackEvent("payment_completed", { value: 169, currency: "USD" });
    expect(spy).toHaveBeenCalledWith("event", "payment_completed", { value: 169, currency: "USD" });
  });
});
