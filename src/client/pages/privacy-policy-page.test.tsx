import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { MINIMUM_AGE } from "../../domain/accounts/messages";
import { postalAddress, SITE } from "../../domain/site/site-settings";
import { renderAt, setUpAccountPageTests, signedOut, stubApi } from "../test/harness";
import { PRIVACY_DESCRIPTION, PrivacyPolicyPage } from "./privacy-policy-page";

setUpAccountPageTests();

/** The product's sections, in its order. */
const SECTIONS = [
  "About This Policy",
  "Information We Collect",
  "How We Use Your Information",
  "How We Share Your Information",
  "Data Security",
  "Data Retention",
  "Cookies and Similar Technologies",
  "Your Rights",
  "Children's Privacy",
  "International Transfers",
  "Changes to This Policy",
  "Contact Us",
];

function open(query = "") {
  stubApi({ "GET /api/auth/user": signedOut });
  return renderAt(`/privacy-policy${query}`, <PrivacyPolicyPage />);
}

function section(title: string): string {
  const heading = screen.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${title}$`) });
  return heading.closest("section")?.textContent ?? "";
}

describe("the privacy policy page", () => {
  it("has the title, the product's date and description", () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeTruthy();
    const date = screen.getByText(SITE.legalUpdated);
    expect(date.getAttribute("dateTime")).toBe("2025-01-25");
    expect(date.parentElement?.textContent).toBe("Last updated January 25, 2025");
    expect(document.title).toBe("Privacy Policy · Outdoor Kitchen Planner");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(PRIVACY_DESCRIPTION);
  });

  it("has every section of the policy, numbered, with the California rights listed in the contents", () => {
    open();
    const numbered = SECTIONS.map((title, i) => `${i + 1}. ${title}`);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["On this page", ...numbered]);
    const contents = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(contents.map((a) => a.textContent)).toEqual([...numbered.slice(0, 8), "California residents", ...numbered.slice(8)]);
    for (const a of contents) expect(document.getElementById(a.getAttribute("href")?.slice(1) ?? "")).not.toBeNull();
    expect(screen.getByRole("heading", { level: 3, name: "California residents (CCPA/CPRA)" })).toBeTruthy();
  });

  it("states what the product says it must", () => {
    open();
    const collected = section("Information We Collect");
    for (const kind of [
      "Account information",
      "Property address",
      "Project details",
      "Payment information",
      "Communication",
      "Device information",
      "Usage information",
      "Approximate location",
    ]) {
      expect(collected).toContain(`${kind}:`);
    }
    expect(collected).toContain("card numbers are never stored on our servers");

    const retention = section("Data Retention");
    expect(retention).toContain("your details, projects with their plans, contact messages and sign-in sessions are deleted at once");
    expect(retention).toContain("Deleting a project deletes its plan at once");
    expect(retention).toContain("a paid order is kept for 7 years after the purchase");
    expect(retention).toContain("kept without your name, e-mail, address, phone number or plans");
    expect(retention).toContain("as long as tax and financial record-keeping rules require");
    expect(retention).toContain("indefinitely, but only in anonymized form");

    const cookies = section("Cookies and Similar Technologies");
    expect(cookies).toContain("conversion events");
    expect(cookies).toContain("random identifier");
    expect(cookies).toContain("We delete these events 13 months after they are recorded.");
    expect(cookies).toContain("only when the site is configured for it, Google Analytics");

    const rights = section("Your Rights");
    for (const right of ["Access", "Correct", "Delete", "Port", "Restrict", "Object"]) expect(rights).toContain(right);
    expect(rights).toContain(`within ${SITE.privacyReplyDays} days`);
    expect(rights).toContain("download everything we hold about you as a JSON file");
    const accountLinks = screen.getAllByRole("link", { name: "your account page" });
    expect(accountLinks.map((a) => a.getAttribute("href"))).toEqual(["/account", "/account"]);
    expect(rights).toContain("California Consumer Privacy Act");

    expect(section("Children's Privacy")).toContain(`anyone under ${MINIMUM_AGE}`);
    const contact = section("Contact Us");
    expect(contact).toContain(SITE.supportEmail);
    expect(contact).toContain(SITE.supportPhone);
    expect(contact).toContain(postalAddress());
    expect(contact).toContain("Sacramento");
  });

  it("reads Back to Login / Return to Login when opened from the login page", () => {
    open("?returnTo=login");
    expect(screen.getByRole("link", { name: "Back to Login" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Return to Login" })).toBeTruthy();
  });

  it("has no axe violations", async () => {
    open();
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
