import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "./providers";
import { createQueryClient } from "./query-client";
import { AppRoutes, routes } from "./router";
import { paths } from "./site";

// Pages load on demand; on a busy machine the first import of a large page can take over a second.
const LAZY_PAGE = { timeout: 10_000 };
// A page retitles the document in an effect, which may run just after its content shows: titles are awaited.

function renderAt(path: string, { static: isStatic = true } = {}) {
  const location = memoryLocation({ path, static: isStatic });
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook}>
        <AppRoutes />
      </Router>
    </AppProviders>,
  );
}

describe("router", () => {
  it("renders the 404 page for an unknown path", async () => {
    renderAt("/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    await waitFor(() => expect(document.title).toBe("404 Page Not Found · Outdoor Kitchen Planner"));
  });

  it("renders the planner page at /planner", async () => {
    renderAt("/planner");
    expect(await screen.findByRole("heading", { level: 1, name: "Planner" }, LAZY_PAGE)).toBeTruthy();
    expect(screen.queryByText("404 Page Not Found")).toBeNull();
    await waitFor(() => expect(document.title).toBe("Planner · Outdoor Kitchen Planner"));
  });

  it("renders the landing page at / inside the shared layout", async () => {
    renderAt("/");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Plan your BBQ island with a real budget and a contractor-ready SOW",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Skip to content" }).getAttribute("href")).toBe("#main-content");
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/login");
    await waitFor(() => expect(document.title).toBe("Outdoor Kitchen Planner"));
  });

  // renders every page of the product, each loading its own chunk: longer than one page's test
  it("has a route for every path of the route table and none of them is the 404 page", { timeout: 20_000 }, async () => {
    expect(routes.map((r) => r.path).sort()).toEqual(Object.values(paths).sort());
    for (const path of Object.values(paths)) {
      const { unmount } = renderAt(path);
      expect(await screen.findByRole("heading", { level: 1 }, LAZY_PAGE)).toBeTruthy();
      expect(screen.queryByText("404 Page Not Found")).toBeNull();
      unmount();
    }
  });

  it("moves focus to <main> and retitles the document on navigation", async () => {
    renderAt("/", { static: false });
    await screen.findByRole("heading", { level: 1 }, LAZY_PAGE);
    // jsdom does not implement scrolling; the shell's scrollTo is not what this test is about.
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const [faqLink] = screen.getAllByRole("link", { name: "FAQ" });
    await act(async () => {
      fireEvent.click(faqLink as HTMLElement);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Frequently Asked Questions" }, LAZY_PAGE)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    await waitFor(() => expect(document.title).toBe("Frequently Asked Questions · Outdoor Kitchen Planner"));
    expect(screen.getAllByRole("link", { name: "FAQ" })[0]?.getAttribute("aria-current")).toBe("page");
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it("has no axe violations on the landing and 404 pages", async () => {
    for (const path of ["/", "/nope"]) {
      const { container, unmount } = renderAt(path);
      await screen.findByRole("heading", { level: 1 }, LAZY_PAGE);
      // color-contrast needs real layout, which jsdom lacks; contrast is checked in the browser.
      const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${path} ${v.id}: ${v.help}`)).toEqual([]);
      unmount();
    }
  });
});
