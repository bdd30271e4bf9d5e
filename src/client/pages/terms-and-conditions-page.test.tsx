import { screen, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { MINIMUM_AGE } from "../../domain/accounts/messages";
import { RUSH_FEE_USD, TIER_TERMS, TURNAROUND_DAYS } from "../../domain/commerce/tiers";
import { formatUsd } from "../../domain/common/format";
import { postalAddress, SITE } from "../../domain/site/site-settings";
import { renderAt, setUpAccountPageTests, signedOut, stubApi } from "../test/harness";
import { TERMS_DESCRIPTION, TermsAndConditionsPage } from "./terms-and-conditions-page";

setUpAccountPageTests();

/** The product's sections, in its order. */
const SECTIONS = [
  "About These Terms",
  "Legal Disclaimer",
  "Our Service",
  "Accounts and Eligibility",
  "Service Tiers",
  "Payment and Refunds",
  "Intellectual Property",
  "Limitation of Liability",
  "Acceptable Conduct",
  "Privacy",
  "Changes to These Terms",
  "Termination",
  "Governing Law and Disputes",
  "Contact Us",
];

function open(query = "") {
  stubApi({ "GET /api/auth/user": signedOut });
  return renderAt(`/terms-and-conditions${query}`, <TermsAndConditionsPage />);
}

/** The text of the section under the h2 with this title. */
function section(title: string): string {
  const heading = screen.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${title}$`) });
  return heading.closest("section")?.textContent ?? "";
}

describe("the terms and conditions page", () => {
  it("has the title, the product's date and description", () => {
    open();
    expect(screen.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeTruthy();
    const date = screen.getByText(SITE.legalUpdated);
    expect(date.tagName).toBe("TIME");
    expect(date.getAttribute("dateTime")).toBe("2025-01-25");
    expect(date.parentElement?.textContent).toBe("Last updated January 25, 2025");
    expect(document.title).toBe("Terms and Conditions · Outdoor Kitchen Planner");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(TERMS_DESCRIPTION);
  });

  it("has every section of the terms, numbered, each listed in the contents with an anchor link", () => {
    open();
    const numbered = SECTIONS.map((title, i) => `${i + 1}. ${title}`);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(["On this page", ...numbered]);
    const contents = within(screen.getByRole("navigation", { name: "On this page" })).getAllByRole("link");
    expect(contents.map((a) => a.textContent)).toEqual(numbered);
    for (const a of contents) {
      const id = a.getAttribute("href")?.slice(1) ?? "";
      expect(document.getElementById(id)?.tagName).toBe("H2");
    }
  });

  it("states the age rule, the tiers and the governing law from the product's own figures", () => {
    open();
    expect(section("Accounts and Eligibility")).toContain(`You must be at least ${MINIMUM_AGE} years old`);
    const tiers = section("Service Tiers");
    expect(tiers).toContain(`MSI quotes available at ${formatUsd(TIER_TERMS.bronze.msiQuoteUsd)} each`);
    expect(tiers).toContain(`${TIER_TERMS.silver.revisions} revision of your design and ${TIER_TERMS.silver.freeQuotes} free quotes`);
    expect(tiers).toContain(`up to ${TIER_TERMS.gold.onsiteVisits} onsite visits`);
    expect(tiers).toContain(`full price from ${formatUsd(TIER_TERMS.gold.fullPriceFromUsd)}`);
    expect(tiers).toContain(`refundable within ${TIER_TERMS.gold.refundableDays} days`);
    expect(tiers).toContain(`within ${TURNAROUND_DAYS} days`);
    expect(tiers).toContain(`(+${formatUsd(RUSH_FEE_USD)})`);
    expect(section("Payment and Refunds")).toContain("Card numbers are never stored on our servers");
    const law = section("Governing Law and Disputes");
    expect(law).toContain("laws of the State of California");
    expect(law).toContain("arbitration in Sacramento County, California");
    expect(law).toContain("Class-action waiver");
    const contact = section("Contact Us");
    expect(contact).toContain(SITE.supportEmail);
    expect(contact).toContain(SITE.supportPhone);
    expect(contact).toContain(postalAddress());
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
