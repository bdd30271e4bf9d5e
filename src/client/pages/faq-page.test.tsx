import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import { DEFAULT_PRICING, type Pricing, RUSH_FEE_USD, SERVICE_TIERS, TURNAROUND_DAYS, tierDetails } from "../../domain/commerce/tiers";
import { formatUsd } from "../../domain/common/format";
import { json, renderAt, setUpAccountPageTests, signedOut, stubApi } from "../test/harness";
import { WAIT } from "../test/wait";
import { FAQ_DESCRIPTION, FAQ_LEGAL_NOTICE, FaqPage } from "./faq-page";

setUpAccountPageTests();

const QUESTIONS = [
  "What is a Statement of Work (SOW)?",
  "Why does a Statement of Work protect me as a homeowner?",
  "How do I use the SOW to compare three contractor bids?",
  "What do the Bronze, Silver and Gold service tiers include?",
  "Do I need permits and inspections for an outdoor kitchen?",
] as const;

/** Prices an administrator changed: the answer must follow them, not the defaults. */
const CHANGED: Pricing = {
  bronze: { price: 59, originalPrice: null },
  silver: { price: 179.5, originalPrice: 299 },
  gold: { price: 400, originalPrice: 1070 },
};

function renderFaq(pricing: () => Response = () => json(CHANGED)) {
  stubApi({ "GET /api/auth/user": signedOut, "GET /api/pricing": pricing });
  return renderAt("/faq", <FaqPage />);
}

const question = (name: string) => screen.getByRole("button", { name });
const expanded = () =>
  QUESTIONS.filter((name) => question(name).getAttribute("aria-expanded") === "true");

async function axeViolations(): Promise<string[]> {
  // contrast needs real layout: it is checked in the browser tests
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe("the FAQ page", () => {
  it("asks five questions, each a button inside a heading, with the page's title and description", () => {
    renderFaq();
    expect(screen.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeTruthy();
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 5)).toEqual([...QUESTIONS]);
    for (const name of QUESTIONS) expect(question(name).closest("h2")).not.toBeNull();
    expect(expanded()).toEqual([]);
    expect(document.title).toBe("Frequently Asked Questions · Outdoor Kitchen Planner");
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(FAQ_DESCRIPTION);
  });

  it("keeps at most one answer open: opening one closes the other, and an open one closes again", () => {
    renderFaq();
    fireEvent.click(question(QUESTIONS[0]));
    expect(expanded()).toEqual([QUESTIONS[0]]);
    expect(screen.getByRole("region", { name: QUESTIONS[0] }).textContent).toContain("to-scale plan drawing");

    fireEvent.click(question(QUESTIONS[2]));
    expect(expanded()).toEqual([QUESTIONS[2]]);
    expect(screen.queryByRole("region", { name: QUESTIONS[0] })).toBeNull();
    expect(screen.getByRole("region", { name: QUESTIONS[2] }).textContent).toContain("bid form");

    fireEvent.click(question(QUESTIONS[2]));
    expect(expanded()).toEqual([]);
    for (const name of QUESTIONS) expect(screen.queryByRole("region", { name })).toBeNull();
  });

  it("moves between the questions with the arrow keys, Home and End", () => {
    renderFaq();
    question(QUESTIONS[0]).focus();
    fireEvent.keyDown(question(QUESTIONS[0]), { key: "ArrowDown" });
    expect(document.activeElement).toBe(question(QUESTIONS[1]));
    fireEvent.keyDown(question(QUESTIONS[1]), { key: "End" });
    expect(document.activeElement).toBe(question(QUESTIONS[4]));
    fireEvent.keyDown(question(QUESTIONS[4]), { key: "ArrowDown" });
    expect(document.activeElement).toBe(question(QUESTIONS[0]));
    fireEvent.keyDown(question(QUESTIONS[0]), { key: "ArrowUp" });
    expect(document.activeElement).toBe(question(QUESTIONS[4]));
    fireEvent.keyDown(question(QUESTIONS[4]), { key: "Home" });
    expect(document.activeElement).toBe(question(QUESTIONS[0]));
  });

  it("answers the tier question from the domain's tier details, with the server's current prices", async () => {
    renderFaq();
    fireEvent.click(question(QUESTIONS[3]));
    const answer = within(screen.getByRole("region", { name: QUESTIONS[3] }));
    await waitFor(() => expect(answer.getByText(formatUsd(CHANGED.bronze.price))).toBeTruthy(), WAIT);
    for (const tier of SERVICE_TIERS) {
      const details = tierDetails(tier, CHANGED);
      const card = within(answer.getByRole("region", { name: new RegExp(`^${details.title}`) }));
      expect(card.getByText(details.tagline)).toBeTruthy();
      expect(card.getAllByRole("listitem").map((li) => li.textContent)).toEqual(details.features);
    }
    expect(answer.getByText(formatUsd(CHANGED.silver.price))).toBeTruthy();
    expect(answer.getByText(`${formatUsd(CHANGED.gold.price)} deposit`)).toBeTruthy();
    const text = screen.getByRole("region", { name: QUESTIONS[3] }).textContent ?? "";
    expect(text).toContain(`delivered within ${TURNAROUND_DAYS} days`);
    expect(text).toContain(`Rush delivery adds ${formatUsd(RUSH_FEE_USD)} to any tier`);
  });

  it("falls back to the default prices when the server's cannot be read", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": signedOut });
    renderAt("/faq", <FaqPage />);
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/pricing")).toBe(true), WAIT);
    fireEvent.click(question(QUESTIONS[3]));
    const answer = within(screen.getByRole("region", { name: QUESTIONS[3] }));
    expect(answer.getByText(formatUsd(DEFAULT_PRICING.bronze.price))).toBeTruthy();
    for (const feature of tierDetails("gold", DEFAULT_PRICING).features) expect(answer.getByText(feature)).toBeTruthy();
  });

  it("shows the legal notice and links to Home, Planner and Contact", () => {
    renderFaq();
    const notice = screen.getByRole("note", { name: "Legal notice" });
    expect(notice.textContent).toContain(FAQ_LEGAL_NOTICE);
    expect(FAQ_LEGAL_NOTICE).toMatch(/not legal advice/);
    expect(FAQ_LEGAL_NOTICE).toMatch(/installation manual/);
    expect(FAQ_LEGAL_NOTICE).toMatch(/licensed contractor/);
    const links = within(screen.getByRole("navigation", { name: "Still have a question?" })).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Planner", "/planner"],
      ["Contact", "/contact"],
    ]);
  });

  it("has no axe violations, closed and with an answer open", async () => {
    renderFaq();
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(question(QUESTIONS[3]));
    await screen.findByText(formatUsd(CHANGED.bronze.price), {}, WAIT);
    expect(await axeViolations()).toEqual([]);
  });
});
