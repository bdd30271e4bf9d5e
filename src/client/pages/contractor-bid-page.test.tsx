import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { beforeEach, describe, expect, it } from "vitest";
import { Route as PageRoute } from "wouter";
import type { Agreement, BidPage, StoredBid } from "../../domain/bids/bids.contract";
import { paths } from "../app/site";
import { readLocalCopy } from "../features/bids/bid-form-model";
import { button, deferred, json, renderAt, type Route, sentBodies, setUpAccountPageTests, stubApi, stubResizeObserver } from "../test/harness";
import { WAIT } from "../test/wait";
import { BID_LINK_INVALID, ContractorBidPage } from "./contractor-bid-page";

const TOKEN = "Zm9vYmFyYmF6cXV4cXV1eHh4eA";
const PAGE_URL = `/api/bids/${TOKEN}`;

setUpAccountPageTests(() => localStorage.clear());
beforeEach(() => stubResizeObserver());

const ROWS: BidPage["rows"] = [
  { id: "scope.countertop", title: "Countertop (scope item S4)", kind: "scope", quantity: 21.3, unit: "sq ft", estimate: 4038, basis: "Materials: 21.3 sq ft x $95 granite countertop ($4,038)", inBudget: true },
  { id: "scope.plumbing", title: "Plumbing (scope item S7)", kind: "scope", quantity: null, unit: "lump sum", estimate: 1706, basis: "Utilities: water", inBudget: true },
  { id: "allowance.gas-line", title: "Gas line from the meter (allowance A1)", kind: "allowance", quantity: 45, unit: "ft", estimate: 2925, basis: "Gas pipe", inBudget: false },
  { id: "alternate.owner-appliances", title: "Owner supplies every appliance", kind: "alternate", quantity: null, unit: null, estimate: -9100, basis: "Appliances", inBudget: true },
  { id: "unit.trench-ft", title: "Trench", kind: "unitPrice", quantity: 1, unit: "ft", estimate: 18, basis: "Trench rate", inBudget: true },
];

function pageOf(overrides: Partial<BidPage> = {}): BidPage {
  return {
    project: { name: "Backyard kitchen on Elm", ownerName: "Ana Reyes", location: "Sacramento, CA" },
    sowVersion: { number: 2, issuedOn: "2027-03-01" },
    rows: ROWS,
    bid: null,
    state: "open",
    agreementId: null,
    ...overrides,
  };
}

const COMPLETE: Omit<StoredBid, "id" | "revision" | "submittedAt" | "savedAt"> = {
  sowVersion: 2,
  rows: [
    { rowId: "scope.countertop", status: "included", amount: 4200, note: "" },
    { rowId: "scope.plumbing", status: "excluded", amount: null, note: "By others" },
    { rowId: "allowance.gas-line", status: "allowance", amount: 2800, note: "" },
    { rowId: "alternate.owner-appliances", status: "deduct", amount: 8500, note: "" },
    { rowId: "unit.trench-ft", status: "included", amount: 20, note: "" },
  ],
  company: "Stone & Flame Builders",
  contactName: "Luis Ortega",
  contactEmail: "luis@stoneflame.example",
  contactPhone: "916-555-0199",
  licenceNumber: "B-123456",
  licenceClass: "B General",
  insuranceCarrier: "Golden State Mutual",
  insuranceExpiry: "2028-01-31",
  warrantyYears: 2,
  earliestStart: "2027-04-05",
  durationWeeks: 6,
  validUntil: "2027-05-31",
  qualifications: "Permit fees at cost.",
};

const stored = (revision: number, submitted: boolean, extra: Partial<StoredBid> = {}): StoredBid => ({
  ...COMPLETE,
  id: 31,
  revision,
  submittedAt: submitted ? "2027-03-10T15:00:00.000Z" : null,
  savedAt: `2027-03-10T15:0${revision}:00.000Z`,
  ...extra,
});

function openPage(routes: Record<string, Route>) {
  const fetchMock = stubApi(routes);
  const view = renderAt(`/bids/${TOKEN}`, <PageRoute path={paths.contractorBid} component={ContractorBidPage} />);
  return { fetchMock, view };
}

const rowGroup = (title: string) => screen.getByRole("group", { name: new RegExp(`^${title.replace(/[()]/g, "\\$&")}`) });
const amountOf = (title: string) => within(rowGroup(title)).getByRole("textbox", { name: /^(Amount|Price per unit)/ }) as HTMLInputElement;
const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: "input, textarea" }) as HTMLInputElement;

/** The base total the sticky bar shows, "$1,250.50". */
const baseTotal = () =>
  screen.getByText((_, element) => element?.tagName === "P" && (element.textContent ?? "").startsWith("Base total:")).querySelector("strong")?.textContent;

/** The error shown under a control, found through its aria-describedby. */
function errorOf(element: HTMLElement): string | null {
  const ids = element.getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

// the page is a large form: its first render takes a while on a busy machine
describe("the contractor's bid page", { timeout: 15_000 }, () => {
  it("shows the project, the SOW version and its link, and one fieldset per row grouped by kind, without the product's estimates", async () => {
    openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf()) });
    expect(await screen.findByRole("heading", { level: 1, name: "Backyard kitchen on Elm" }, WAIT)).toBeTruthy();
    expect(screen.getByText("Ana Reyes")).toBeTruthy();
    expect(screen.getByText("Sacramento, CA")).toBeTruthy();
    expect(screen.getByText("Version 2, issued March 1, 2027")).toBeTruthy();
    const sow = screen.getByRole("link", { name: /Read the Statement of Work/ });
    expect(sow.getAttribute("href")).toBe(`${PAGE_URL}/sow`);
    expect(sow.getAttribute("target")).toBe("_blank");

    for (const heading of ["Scope of work", "Allowances", "Alternates", "Unit prices"]) {
      expect(screen.getByRole("heading", { level: 3, name: heading })).toBeTruthy();
    }
    const scope = screen.getByRole("region", { name: "Scope of work" });
    expect(within(scope).getAllByRole("group").map((g) => g.querySelector("legend")?.textContent)).toEqual([
      "Countertop (scope item S4)21.3 sq ft",
      "Plumbing (scope item S7)lump sum",
    ]);
    expect(within(rowGroup("Gas line from the meter")).getByText("45 ft")).toBeTruthy();
    const statuses = (title: string) => within(rowGroup(title)).getAllByRole("radio").map((r) => r.closest("label")?.textContent);
    expect(statuses("Countertop")).toEqual(["Included", "Allowance", "Excluded"]);
    expect(statuses("Owner supplies every appliance")).toEqual(["Add", "Deduct", "Not offered"]);
    expect(statuses("Trench")).toEqual(["Priced", "Not offered"]);
    // the owner's figures stay the owner's
    expect(document.body.textContent).not.toContain("4,038");
    expect(document.body.textContent).not.toContain("Materials:");
    for (const label of ["Company name", "Licence number", "Insurance expiry date", "Warranty (years from final completion)", "Bid valid until", "Qualifications"]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field("Insurance expiry date").type).toBe("date");
  });

  it("saves a draft as the contractor types, keeps a copy in the browser, and a reload restores it when the save failed", async () => {
    const save = deferred();
    const { fetchMock, view } = openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf()), [`PUT ${PAGE_URL}`]: save.route });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    fireEvent.click(within(rowGroup("Countertop")).getByRole("radio", { name: "Included" }));
    fireEvent.change(amountOf("Countertop"), { target: { value: "$1,250.50" } });
    fireEvent.change(field("Company name"), { target: { value: "Stone & Flame" } });
    // kept here at once, before any save
    expect(readLocalCopy(TOKEN)?.values.company).toBe("Stone & Flame");
    expect(readLocalCopy(TOKEN)?.unsaved).toBe(true);

    await waitFor(() => expect(sentBodies(fetchMock, "PUT", PAGE_URL)).toHaveLength(1), WAIT);
    expect(screen.getByText("Saving...")).toBeTruthy();
    const [body] = sentBodies(fetchMock, "PUT", PAGE_URL) as Array<{ rows: unknown[] }>;
    expect(body).toMatchObject({ sowVersion: 2, submit: false, company: "Stone & Flame", warrantyYears: null, validUntil: "" });
    expect(body?.rows[0]).toEqual({ rowId: "scope.countertop", status: "included", amount: 1250.5, note: "" });
    expect(body?.rows[1]).toEqual({ rowId: "scope.plumbing", status: null, amount: null, note: "" });

    // the connection drops: the page says so and keeps the copy
    save.release(json({ error: "Network error: Unable to connect to the server" }, 503));
    expect(await screen.findByText("Not saved: retrying", {}, WAIT)).toBeTruthy();
    expect(baseTotal()).toBe("$1,250.50");

    // a reload still offline: the form opens from this browser, with everything typed
    view.unmount();
    const offline = () => json({ error: "Network error: Unable to connect to the server" }, 503);
    const second = openPage({ [`GET ${PAGE_URL}`]: offline, [`PUT ${PAGE_URL}`]: offline });
    expect(await screen.findByText(/No connection: this is the bid form as this browser last saw it/, {}, WAIT)).toBeTruthy();
    expect(amountOf("Countertop").value).toBe("$1,250.50");
    expect(field("Company name").value).toBe("Stone & Flame");
    expect((within(rowGroup("Countertop")).getByRole("radio", { name: "Included" }) as HTMLElement).getAttribute("aria-checked")).toBe("true");
    expect(await screen.findByText("Not saved: retrying", {}, WAIT)).toBeTruthy();

    // back online, a reload sends what was typed at once
    second.view.unmount();
    const third = openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf()), [`PUT ${PAGE_URL}`]: () => json({ bid: stored(1, false) }) });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    expect(screen.queryByText(/No connection/)).toBeNull();
    expect(amountOf("Countertop").value).toBe("$1,250.50");
    await waitFor(() => expect(sentBodies(third.fetchMock, "PUT", PAGE_URL).length).toBeGreaterThan(0), WAIT);
    expect(sentBodies(third.fetchMock, "PUT", PAGE_URL)[0]).toMatchObject({ company: "Stone & Flame", submit: false });
    expect(await screen.findByText("Saved", {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(readLocalCopy(TOKEN)?.unsaved).toBe(false), WAIT);
  });

  it("sends what is owed at once when the contractor leaves the page, without waiting for the pause", async () => {
    const { fetchMock } = openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf()), [`PUT ${PAGE_URL}`]: () => json({ bid: stored(1, false) }) });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    fireEvent.change(field("Company name"), { target: { value: "Stone & Flame" } });
    window.dispatchEvent(new Event("pagehide"));
    const leaving = fetchMock.mock.calls.filter(([url, init]) => url === PAGE_URL && init?.method === "PUT");
    expect(leaving).toHaveLength(1);
    expect(leaving[0]?.[1]?.keepalive).toBe(true);
    expect(JSON.parse(String(leaving[0]?.[1]?.body))).toMatchObject({ company: "Stone & Flame", submit: false });
    // nothing more is owed: the pause sends nothing again
    window.dispatchEvent(new Event("pagehide"));
    expect(fetchMock.mock.calls.filter(([url, init]) => url === PAGE_URL && init?.method === "PUT")).toHaveLength(1);
  });

  it("checks a submission before sending it: the summary at the top links to each field, and takes the focus", async () => {
    const { fetchMock } = openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf()), [`PUT ${PAGE_URL}`]: () => json({ bid: stored(1, false) }) });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    fireEvent.click(within(rowGroup("Countertop")).getByRole("radio", { name: "Included" }));
    fireEvent.change(amountOf("Countertop"), { target: { value: "12x" } });
    fireEvent.click(button("Submit bid"));
    const summary = await screen.findByRole("heading", { name: /things to fix before you submit/ }, WAIT);
    const box = summary.parentElement as HTMLElement;
    await waitFor(() => expect(document.activeElement).toBe(box), WAIT);
    expect(errorOf(amountOf("Countertop"))).toBe("Enter an amount in dollars, for example 1250 or 1250.50");
    const plumbing = within(rowGroup("Plumbing")).getByRole("radiogroup");
    expect(errorOf(plumbing)).toBe("Plumbing (scope item S7): not answered yet; choose included, allowance or excluded");
    expect(errorOf(field("Company name"))).toBe("Enter the company name before you submit");
    expect(errorOf(field("Licence number"))).toBeNull();

    const link = within(box).getByRole("link", { name: "Enter the company name before you submit" });
    fireEvent.click(link);
    expect(document.activeElement).toBe(field("Company name"));
    // typing clears that field's complaint, and only that one
    fireEvent.change(field("Company name"), { target: { value: "Stone & Flame" } });
    expect(errorOf(field("Company name"))).toBeNull();
    expect(errorOf(field("Contact name"))).toBe("Enter the contact's name before you submit");
    expect(sentBodies(fetchMock, "PUT", PAGE_URL).filter((b) => (b as { submit: boolean }).submit)).toEqual([]);
  });

  it("shows the server's complaints of a refused submission beside the fields they name", async () => {
    openPage({
      [`GET ${PAGE_URL}`]: () => json(pageOf({ bid: stored(1, false) })),
      [`PUT ${PAGE_URL}`]: () =>
        json(
          {
            error: "Check the bid",
            code: "validation_error",
            issues: [
              { path: "rows.0.amount", message: "Countertop (scope item S4): enter your price, or mark the row excluded" },
              { path: "validUntil", message: "Enter the date as YYYY-MM-DD, for example 2027-03-01" },
              { path: "sowVersion", message: "This bid names SOW version 2, but the form it was checked against is version 3: reload the bid form" },
            ],
          },
          400,
        ),
    });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    fireEvent.click(button("Submit bid"));
    expect(await screen.findByRole("heading", { name: "3 things to fix before you submit" }, WAIT)).toBeTruthy();
    expect(errorOf(amountOf("Countertop"))).toBe("Countertop (scope item S4): enter your price, or mark the row excluded");
    expect(errorOf(field("Bid valid until"))).toBe("Enter the date as YYYY-MM-DD, for example 2027-03-01");
    expect(amountOf("Countertop").getAttribute("aria-invalid")).toBe("true");
    // a complaint without a field of its own is in the summary, unlinked
    expect(screen.getByText(/form it was checked against is version 3/).closest("a")).toBeNull();
  });

  it("submits a complete bid and says the owner was told and that revisions are allowed until an award", async () => {
    const { fetchMock } = openPage({
      [`GET ${PAGE_URL}`]: () => json(pageOf({ bid: stored(1, true) })),
      [`PUT ${PAGE_URL}`]: () => json({ bid: stored(2, true) }),
    });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    // included and allowance amounts of the scope and allowance rows: 4,200 + 2,800
    expect(baseTotal()).toBe("$7,000");
    fireEvent.change(amountOf("Countertop"), { target: { value: "4300" } });
    expect(baseTotal()).toBe("$7,100");
    fireEvent.click(button("Submit bid"));

    const done = await screen.findByText(/Your bid was submitted \(revision 2\)\. The owner has been told by e-mail\./, {}, WAIT);
    expect(screen.getByText(/until the owner awards a bid/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(done.closest('[role="status"]')), WAIT);
    const submitted = sentBodies(fetchMock, "PUT", PAGE_URL).filter((b) => (b as { submit: boolean }).submit);
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toMatchObject({ ...COMPLETE, rows: [{ ...COMPLETE.rows[0], amount: 4300 }, ...COMPLETE.rows.slice(1)], submit: true });
    expect(readLocalCopy(TOKEN)?.unsaved).toBe(false);
  });

  it("on an awarded bid, shows the agreement step: accept with a typed name, then the signed copy", async () => {
    const agreement: Agreement = { id: 9, projectId: 4, bidId: 31, sowVersion: 2, documentHash: "ab".repeat(32), owner: null, contractor: null, locked: false };
    const { fetchMock } = openPage({
      [`GET ${PAGE_URL}`]: () => json(pageOf({ bid: stored(2, true), state: "awarded", agreementId: 9 })),
      "POST /api/agreements/9": () => json(agreement),
      "POST /api/agreements/9/accept": () =>
        json({
          ...agreement,
          owner: { fullName: "Ana Reyes", acceptedAt: "2027-03-12T10:00:00.000Z" },
          contractor: { fullName: "Luis Ortega", acceptedAt: "2027-03-12T11:00:00.000Z" },
          locked: true,
        }),
    });
    expect(await screen.findByRole("heading", { name: "Your bid was accepted" }, WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit bid" })).toBeNull();
    expect(await screen.findByRole("button", { name: "Download the agreement (HTML)" }, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/agreements/9")).toEqual([{ token: TOKEN }]);

    fireEvent.click(button("Accept"));
    expect(errorOf(field("Your full name"))).toBe("Type your full name to accept");
    expect(sentBodies(fetchMock, "POST", "/api/agreements/9/accept")).toEqual([]);

    fireEvent.change(field("Your full name"), { target: { value: "  Luis Ortega " } });
    fireEvent.click(button("Accept"));
    expect(await screen.findByRole("button", { name: "Download the signed agreement (PDF)" }, WAIT)).toBeTruthy();
    expect(sentBodies(fetchMock, "POST", "/api/agreements/9/accept")).toEqual([{ token: TOKEN, fullName: "Luis Ortega" }]);
    expect(screen.getByText("accepted by Luis Ortega on March 12, 2027")).toBeTruthy();
    expect(screen.getByText(/the agreement is signed and locked/)).toBeTruthy();
  });

  it("on a closed invitation says so politely, with no form", async () => {
    openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf({ state: "closed" })) });
    expect(await screen.findByRole("heading", { name: "Bidding has closed" }, WAIT)).toBeTruthy();
    expect(screen.getByText(/Thank you for your interest/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Submit bid" })).toBeNull();
  });

  it("without a connection and no copy kept, says so and tries again on request", async () => {
    let online = false;
    openPage({ [`GET ${PAGE_URL}`]: () => (online ? json(pageOf()) : json({ error: "Network error: Unable to connect to the server" }, 503)) });
    expect(await screen.findByRole("heading", { name: "The bid form could not be loaded" }, WAIT)).toBeTruthy();
    expect(screen.getByText(/The connection failed/)).toBeTruthy();
    online = true;
    fireEvent.click(button("Try again"));
    expect(await screen.findByRole("group", { name: /^Countertop/ }, WAIT)).toBeTruthy();
  });

  it("says an unknown or revoked link is not valid", async () => {
    openPage({ [`GET ${PAGE_URL}`]: () => json({ error: "Not found", code: "not_found" }, 404) });
    expect(await screen.findByText(BID_LINK_INVALID, {}, WAIT)).toBeTruthy();
    expect(BID_LINK_INVALID).toBe("This bid link is not valid or was withdrawn by the owner.");
    expect(screen.queryByRole("button", { name: "Submit bid" })).toBeNull();
  });

  it("has no axe violations: the form, with its complaints, and the agreement step", async () => {
    const check = async (container: HTMLElement) => {
      const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
      expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    const { view } = openPage({ [`GET ${PAGE_URL}`]: () => json(pageOf()) });
    await screen.findByRole("group", { name: /^Countertop/ }, WAIT);
    await check(view.container);
    fireEvent.click(button("Submit bid"));
    await screen.findByRole("heading", { name: /things to fix before you submit/ }, WAIT);
    await check(view.container);
    view.unmount();

    const agreement: Agreement = { id: 9, projectId: 4, bidId: 31, sowVersion: 2, documentHash: "ab".repeat(32), owner: null, contractor: null, locked: false };
    const awarded = openPage({
      [`GET ${PAGE_URL}`]: () => json(pageOf({ bid: stored(2, true), state: "awarded", agreementId: 9 })),
      "POST /api/agreements/9": () => json(agreement),
    });
    await screen.findByRole("button", { name: "Accept" }, WAIT);
    await check(awarded.view.container);
  });
});
