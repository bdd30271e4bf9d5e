// The public pages and the planner's first screen arrive drawn (docs/decisions/0038-pages-that-arrive-drawn.md):
// the build writes them into their HTML, the browser shows them before any script runs, and the page takes the
// HTML over without drawing it again.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SIGNED_IN_HINT_COOKIE } from "../src/domain/accounts/session-hint";
import { expectAccessible } from "./support/axe";
import { createAccount, uniqueEmail } from "./support/planner";
import { type ProductPage, setUpProduct } from "./support/product";

const product = setUpProduct();

const FAQ_QUESTIONS = [
  "What is a Statement of Work (SOW)?",
  "Why does a Statement of Work protect me as a homeowner?",
  "How do I use the SOW to compare three contractor bids?",
  "What do the Bronze, Silver and Gold service tiers include?",
  "Do I need permits and inspections for an outdoor kitchen?",
];

/** Each page drawn at build time: its main heading, a sentence of its text, and its title. */
const PAGES: Record<string, { heading: string; text: string; title: string }> = {
  "/": {
    heading: "Plan your BBQ island with a real budget and a contractor-ready SOW",
    text: "Choose your appliances, materials and shape step by step",
    title: "Outdoor Kitchen Planner",
  },
  "/faq": { heading: "Frequently Asked Questions", text: FAQ_QUESTIONS[2] ?? "", title: "Frequently Asked Questions · Outdoor Kitchen Planner" },
  "/planner": { heading: "Choose Your Appliances", text: "All appliances are optional add-ons", title: "Planner · Outdoor Kitchen Planner" },
  "/login": { heading: "Log in", text: "Welcome back. Log in to see your budgets and saved projects.", title: "Log in · Outdoor Kitchen Planner" },
  "/contact": { heading: "Contact Us", text: "Questions about your outdoor kitchen plan", title: "Contact · Outdoor Kitchen Planner" },
  "/terms-and-conditions": { heading: "Terms and Conditions", text: "Last updated", title: "Terms and Conditions · Outdoor Kitchen Planner" },
  "/privacy-policy": { heading: "Privacy Policy", text: "Last updated", title: "Privacy Policy · Outdoor Kitchen Planner" },
};

const textOf = (html: string) => html.replace(/<style>.*?<\/style>/gs, "").replace(/<[^>]+>/g, " ").replaceAll("&#x27;", "'").replace(/\s+/g, " ");

describe("pages that arrive drawn", () => {
  it("the built HTML of each public page carries its heading, its text and its own title and description", () => {
    const client = path.resolve("dist/client");
    const index = JSON.parse(readFileSync(path.join(client, "pages", "index.json"), "utf8")) as Record<string, Record<string, string>>;
    for (const [route, page] of Object.entries(PAGES)) {
      const variants = index[route];
      expect(Object.keys(variants ?? {}), route).toEqual(expect.arrayContaining(["visitor", "member"]));
      for (const [name, file] of Object.entries(variants ?? {})) {
        const html = readFileSync(path.join(client, file), "utf8");
        expect(html, `${route} ${name}`).toContain(`<div id="root" data-drawn-for="${name}">`);
        expect(html).toContain(`<title>${page.title}</title>`);
        const body = textOf(html);
        // the planner drawn for a kept plan opens by reading it back
        if (name.endsWith("-kept")) expect(body).toContain("Opening your plan...");
        else {
          expect(body, `${route} ${name}`).toContain(page.heading);
          expect(body, `${route} ${name}`).toContain(page.text);
        }
        expect(body).toContain(name.startsWith("member") ? "My Projects" : "Login");
      }
    }
    // every page has a description of its own in the head and the link preview
    const faq = readFileSync(path.join(client, index["/faq"]?.visitor ?? ""), "utf8");
    const description = /<meta name="description" content="([^"]+)"/.exec(faq)?.[1];
    expect(description).toMatch(/^Straight answers|SOW|Statement of Work/);
    expect(faq).toContain(`<meta property="og:description" content="${description}"`);
    for (const question of FAQ_QUESTIONS) expect(textOf(faq)).toContain(question);
  });

  it("shows the landing page, the FAQ and the planner's first step with JavaScript turned off", async () => {
    const context = await product.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${product.server.url}/`);
      expect(await page.getByRole("heading", { level: 1, name: PAGES["/"]?.heading }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Start Planning" }).first().isVisible()).toBe(true);
      expect(await page.locator("body").innerText()).not.toContain("needs JavaScript");
      // the slide show's buttons show, and wait for the page's code before they take a click
      for (const name of ["Previous slide", "Next slide", "Show slide 2"]) {
        expect(await page.getByRole("button", { name }).evaluate((button) => button.closest("[inert]") !== null), name).toBe(true);
      }

      await page.goto(`${product.server.url}/faq`);
      expect(await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).isVisible()).toBe(true);
      for (const question of FAQ_QUESTIONS) expect(await page.getByRole("button", { name: question, exact: true }).isVisible()).toBe(true);

      await page.goto(`${product.server.url}/planner`);
      expect(await page.getByRole("heading", { name: "Choose Your Appliances" }).isVisible()).toBe(true);
      // the planner cannot work without its script, and says so
      expect(await page.locator("body").innerText()).toContain("This page needs JavaScript to work.");
    } finally {
      await context.close();
    }
  });

  /** Keeps the element the HTML brought, before any script ran, to compare with what is there afterwards. */
  async function keepDrawnHeading(page: ProductPage, selector: string) {
    await page.addInitScript((sel: string) => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { drawn: Element | null }).drawn = document.querySelector(sel);
      });
    }, selector);
  }
  const drawnHeadingKept = (page: ProductPage) =>
    page.evaluate(() => {
      const drawn = (window as unknown as { drawn: Element | null }).drawn;
      return drawn?.isConnected === true;
    });

  it("takes the drawn FAQ over without drawing it again, and it works", async () => {
    const page = await product.openPage({ width: 390, height: 844 });
    await keepDrawnHeading(page, "main h1");
    await page.goto(`${product.server.url}/faq`);
    const question = page.getByRole("button", { name: FAQ_QUESTIONS[0], exact: true });
    // the answer opens once the page's code has taken the HTML over
    await expect.poll(async () => {
      await question.click();
      return question.getAttribute("aria-expanded");
    }, { timeout: 15_000 }).toBe("true");
    expect(await drawnHeadingKept(page)).toBe(true);
    await expectAccessible(page);
    expect(page.errors).toEqual([]);
  });

  it("takes the drawn planner over: a choice changes the total, and a reload opens the plan kept", async () => {
    const page = await product.openPage({ width: 1280, height: 900 });
    await keepDrawnHeading(page, "#planner-step-title");
    await page.goto(`${product.server.url}/planner`);
    const sink = page.getByRole("checkbox", { name: "Outdoor Sink" });
    await expect.poll(async () => {
      if ((await sink.getAttribute("aria-checked")) !== "true") await sink.click();
      return sink.getAttribute("aria-checked");
    }, { timeout: 15_000 }).toBe("true");
    expect(await drawnHeadingKept(page)).toBe(true);
    await page.getByText("2 appliances selected").waitFor();

    // this browser keeps a plan now: the planner comes drawn for that, and opens the plan
    const reload = await page.reload();
    expect(await reload?.text()).toContain('data-drawn-for="visitor-kept"');
    await page.getByRole("checkbox", { name: "Outdoor Sink", checked: true }).waitFor();
    expect(await page.getByText("2 appliances selected").isVisible()).toBe(true);
    expect(page.errors).toEqual([]);
  });

  it("gives a signed-in member the header with their links from the first paint, with no layout shift when it settles", async () => {
    const email = uniqueEmail("drawn");
    await createAccount(product.server.url, email, "a long enough password 1");
    const page = await product.openPage({ width: 390, height: 844 });
    // signed in through the API within the page's context, which sets the session and hint cookies
    const login = await page.request.post(`${product.server.url}/api/auth/login`, {
      data: { mode: "login", email, password: "a long enough password 1" },
      headers: { Origin: product.server.url },
    });
    expect(login.status()).toBe(200);
    expect((await page.context().cookies()).some((c) => c.name === SIGNED_IN_HINT_COOKIE)).toBe(true);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        // a shift just after the visitor's own input (opening the menu) is expected, and not counted
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/user") && r.status() === 200);
    const response = await page.goto(`${product.server.url}/faq`);
    const drawn = (await response?.text()) ?? "";
    expect(drawn).toContain('data-drawn-for="member"');
    // the drawn Menu and Logout buttons wait for the page's code before they take a tap
    expect(drawn).toMatch(/<button[^>]*\binert=""[^>]*>(?:(?!<\/button>).)*>Menu<\/span><\/button>/s);
    expect(drawn).toMatch(/<button[^>]*\binert=""[^>]*>Logout<\/button>/);
    // on a phone the member's links fold behind one button from the start
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(true);
    await answered;
    // the page has settled: the answer came and the page's code has run
    await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
    await page.waitForFunction(() => document.querySelector("[data-drawn-for]") && performance.now() > 1500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "My Projects" }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
