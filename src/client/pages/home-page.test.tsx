import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_PRICING } from "../../domain/commerce/tier-prices";
import { createQueryClient } from "../app/query-client";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SITE } from "../../domain/site/site-settings";
import { HERO_IMAGES } from "../features/landing/hero-images";
import { HomePage } from "./home-page";

function renderHome() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/" }).hook}>
        <HomePage />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = "";
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe("the landing page", () => {
  it("takes the bare product name as its title and describes itself for search results", () => {
    renderHome();
    expect(document.title).toBe(SITE.name);
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? "";
    expect(description).toMatch(/budget/i);
    expect(description).toMatch(/Statement of Work/);
    expect(description).toMatch(/30-minute/);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("lays the heading and both calls to action over the gallery of five sample kitchens", () => {
    renderHome();
    const hero = screen.getByRole("region", { name: /Plan your BBQ island/ });
    expect(within(hero).getByRole("heading", { level: 1 })).toBeTruthy();
    const carousel = within(hero).getByRole("region", { name: "Outdoor kitchens to plan" });
    expect(carousel.getAttribute("aria-roledescription")).toBe("carousel");
    expect(HERO_IMAGES).toHaveLength(5);

    expect(within(hero).getByRole("link", { name: /Start Planning/ }).getAttribute("href")).toBe("/planner");
    const consultation = within(hero).getByRole("link", { name: /free 30-minute consultation/ });
    expect(consultation.getAttribute("href")).toBe(SITE.consultationUrl);
    expect(consultation.getAttribute("target")).toBe("_blank");
    expect(consultation.getAttribute("rel")).toContain("noopener");
    expect(consultation.textContent).toContain("opens in a new tab");
  });

  it("keeps the concerns, the benefits, the steps and the closing invitation", () => {
    renderHome();
    for (const name of ["Sound familiar?", "Everything decided before you call a contractor", "How it works", "Not sure where to start?"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText("What will it actually cost?")).toBeTruthy();
    expect(screen.getByText("Generate a contractor-ready SOW")).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /Start Planning/ })).toHaveLength(2);
    expect(screen.getAllByRole("link", { name: /free 30-minute consultation/ })).toHaveLength(2);
  });

  it("says what the service tiers cost, at the current prices once they arrive", async () => {
    vi.stubGlobal("fetch", (input: RequestInfo | URL) =>
      Promise.resolve(
        String(input) === "/api/pricing"
          ? new Response(
              JSON.stringify({ ...DEFAULT_PRICING, silver: { price: 129, originalPrice: 299 } }),
              { headers: { "Content-Type": "application/json" } },
            )
          : new Response("{}", { status: 404 }),
      ),
    );
    renderHome();
    const tiers = screen.getByRole("list", { name: "Service tiers and their prices" });
    // the defaults at once, the server's prices once they arrive
    expect(within(tiers).getByText("Bronze")).toBeTruthy();
    expect(screen.getByTestId("landing-price-bronze").textContent).toBe("$49");
    await waitFor(() => expect(screen.getByTestId("landing-price-silver").textContent).toBe("$129"));
    expect(screen.getByTestId("landing-price-gold").textContent).toBe("$350");
  });
});
