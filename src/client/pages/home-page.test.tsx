import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { SITE } from "../../domain/site/site-settings";
import { HERO_IMAGES } from "../features/landing/hero-images";
import { HomePage } from "./home-page";

function renderHome() {
  return render(
    <Router hook={memoryLocation({ path: "/" }).hook}>
      <HomePage />
    </Router>,
  );
}

afterEach(() => {
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
});
