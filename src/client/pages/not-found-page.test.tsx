import { screen } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { renderAt, setUpAccountPageTests, signedOut, stubApi } from "../test/harness";
import { NOT_FOUND_DESCRIPTION, NotFoundPage } from "./not-found-page";

setUpAccountPageTests();

describe("the 404 page", () => {
  it("keeps the product's words and leads back home", () => {
    stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/no-such-page", <NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Open the Planner" }).getAttribute("href")).toBe("/planner");
    // the large figure repeats the heading, so it is hidden from screen readers
    expect(screen.getByText("404").getAttribute("aria-hidden")).toBe("true");
    expect(document.title).toBe("404 Page Not Found · Outdoor Kitchen Planner");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(NOT_FOUND_DESCRIPTION);
  });

  it("has no axe violations", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/no-such-page", <NotFoundPage />);
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
