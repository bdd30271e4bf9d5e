import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Agreement, BidComparison, Invitation, LeveledBidAnswer } from "../../domain/bids/bids.contract";
import { calculateBudget } from "../../domain/budget/budget";
import { createDefaultPlannerData } from "../../domain/planner/model";
import type { Project } from "../../domain/projects/projects";
import { json, renderAt, type Route, sentBodies, setUpAccountPageTests, signedInAs, signedOut, stubApi, toasts, USER } from "../test/harness";
import { WAIT } from "../test/wait";
import { ProjectBidsPage } from "./project-bids-page";

setUpAccountPageTests();

function project(paid: boolean): Project {
  const plan = createDefaultPlannerData();
  return {
    id: 2,
    name: "Pool Kitchen",
    shape: plan.shape,
    total: 24100,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-22T12:00:00.000Z",
    paidTier: paid ? "silver" : null,
    plan,
    budget: calculateBudget(plan),
  };
}

const ROWS: BidComparison["rows"] = [
  { id: "scope.cabinets", title: "Island cabinets", kind: "scope", quantity: 12, unit: "ft", estimate: 6000, basis: "", inBudget: true },
  { id: "scope.counter", title: "Countertop", kind: "scope", quantity: 30, unit: "sq ft", estimate: 4000, basis: "", inBudget: true },
  { id: "allowance.gas-line", title: "Gas line", kind: "allowance", quantity: 45, unit: "ft", estimate: 1500, basis: "", inBudget: true },
  { id: "alternate.pergola", title: "Pergola", kind: "alternate", quantity: null, unit: null, estimate: 3000, basis: "", inBudget: false },
];

function cell(rowId: string, status: LeveledBidAnswer["rows"][number]["status"], amount: number | null, extra: Partial<LeveledBidAnswer["rows"][number]> = {}) {
  return { rowId, status, amount, plug: null, deviationPercent: null, note: "", ...extra };
}

function bid(id: number, company: string, fields: Partial<LeveledBidAnswer>): LeveledBidAnswer {
  return {
    id,
    invitationId: id + 100,
    company,
    contactName: "Sam",
    sowVersion: 1,
    submittedAt: "2026-11-23T10:00:00.000Z",
    revision: 1,
    baseTotal: 0,
    leveledTotal: 0,
    plugTotal: 0,
    allowanceTotal: 0,
    warrantyYears: 2,
    earliestStart: null,
    durationWeeks: 6,
    validUntil: null,
    qualifications: "",
    rows: [],
    flags: [],
    lowest: false,
    ...fields,
  };
}

const ACME = bid(11, "Acme Builders", {
  baseTotal: 7700,
  leveledTotal: 11700,
  plugTotal: 4000,
  rows: [
    cell("scope.cabinets", "included", 6200),
    cell("scope.counter", "excluded", null, { plug: 4000 }),
    cell("allowance.gas-line", "allowance", 1500),
    cell("alternate.pergola", "add", 3200),
  ],
  flags: [{ code: "excluded", rowId: "scope.counter", figure: 4000, message: "Countertop excluded: plugged at $4,000" }],
});
const BRIGHT = bid(12, "Bright Outdoor", {
  baseTotal: 14700,
  leveledTotal: 14700,
  rows: [
    cell("scope.cabinets", "included", 9500, { deviationPercent: 58.3 }),
    cell("scope.counter", "included", 3800),
    cell("allowance.gas-line", "allowance", 1400),
    cell("alternate.pergola", "notOffered", null),
  ],
  flags: [
    { code: "price-high", rowId: "scope.cabinets", figure: 58.3, message: "Island cabinets priced 58.3% above the estimate" },
    { code: "licence-missing", rowId: null, figure: null, message: "No licence number given" },
  ],
});
const CEDAR = bid(13, "Cedar & Stone", {
  baseTotal: 11000,
  leveledTotal: 11000,
  lowest: true,
  rows: [cell("scope.cabinets", "included", 5800), cell("scope.counter", "included", 3900), cell("allowance.gas-line", "allowance", 1300)],
});

const COMPARISON: BidComparison = {
  sowVersion: 1,
  rows: ROWS,
  estimate: { baseTotal: 11500, subtotal: 14500, outsideBudget: 3000, markupPercent: 10, markup: 1450, total: 15950 },
  bids: [ACME, BRIGHT, CEDAR],
  lowestLeveledTotal: 11000,
  awardedBidId: null,
  agreementId: null,
};

function invitation(id: number, name: string, fields: Partial<Invitation> = {}): Invitation {
  return {
    id,
    name,
    email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
    status: "invited",
    sowVersion: 1,
    createdAt: "2026-11-22T10:00:00.000Z",
    mailedAt: "2026-11-22T10:01:00.000Z",
    submittedAt: null,
    ...fields,
  };
}

const AGREEMENT: Agreement = {
  id: 40,
  projectId: 2,
  bidId: 13,
  sowVersion: 1,
  documentHash: "ab".repeat(32),
  owner: null,
  contractor: null,
  locked: false,
};

function renderPage(routes: Record<string, Route> = {}, options: { paid?: boolean; invitations?: Invitation[]; comparison?: BidComparison } = {}) {
  const fetchMock = stubApi({
    "GET /api/auth/user": signedInAs(USER),
    "GET /api/projects/2": () => json(project(options.paid ?? true)),
    "GET /api/projects/2/bid-invitations": () => json({ invitations: options.invitations ?? [] }),
    "GET /api/projects/2/bids": () => json(options.comparison ?? COMPARISON),
    ...routes,
  });
  const view = renderAt("/projects/2/bids", <ProjectBidsPage />);
  return { fetchMock, view };
}

const table = () => screen.getByRole("table", { name: "Bids leveled against SOW version 1" });
/** The bidders across the table, in their order. */
const bidders = () =>
  [...table().querySelectorAll("thead th")].slice(2).map((th) => th.querySelector("span")?.textContent);
/** The cells of the row headed `name`, after its header. */
const rowCells = (name: string) => {
  const header = within(table()).getByRole("rowheader", { name: new RegExp(`^${name}`) });
  return [...(header.parentElement?.querySelectorAll("td") ?? [])].map((td) => td.textContent);
};

afterEach(() => {
  Reflect.deleteProperty(window, "matchMedia");
});

describe("the Get bids page", () => {
  it("sends a signed-out visitor to the login page, coming back here afterwards", async () => {
    stubApi({ "GET /api/auth/user": signedOut });
    const view = renderAt("/projects/2/bids", <ProjectBidsPage />);
    await waitFor(() => expect(view.history).toEqual(["/login?returnTo=%2Fprojects%2F2%2Fbids"]), WAIT);
  });

  it("takes bids only on a paid Statement of Work", async () => {
    const { fetchMock } = renderPage({}, { paid: false });
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).toMatch(/paid Statement of Work/);
    expect(screen.getByRole("link", { name: "Choose a package" }).getAttribute("href")).toBe("/planner?project=2&step=9");
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/projects/2/bids")).toBe(false);
  });

  it("does not show another user's project (the server's 404)", async () => {
    renderPage({ "GET /api/projects/2": () => json({ error: "Project not found", code: "not_found" }, 404) });
    expect((await screen.findByRole("alert", {}, WAIT)).textContent).toBe("We couldn't find this project among yours.");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
  });

  describe("invitations", () => {
    it("invites a contractor, shows the private link once with a Copy link button, and lists the invitation", async () => {
      const list: Invitation[] = [];
      const writeText = vi.fn(async () => {});
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
      const url = "https://example.com/bids/AbCdEfGhIjKlMnOpQrStUv";
      const { fetchMock } = renderPage({
        "GET /api/projects/2/bid-invitations": () => json({ invitations: list }),
        "POST /api/projects/2/bid-invitations": () => {
          list.push(invitation(5, "Dana Builders", { email: "dana@example.com", mailedAt: null }));
          return json({ id: 5, url }, 201);
        },
      });
      expect((await screen.findByText(/You can invite 5 more contractors/, {}, WAIT))).toBeTruthy();
      expect(screen.getByText("No contractor is invited yet.")).toBeTruthy();

      fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
      expect(await screen.findByText("Enter the contractor's name", {}, WAIT)).toBeTruthy();
      expect(sentBodies(fetchMock, "POST", "/api/projects/2/bid-invitations")).toEqual([]);

      fireEvent.change(screen.getByLabelText(/Contractor's name/), { target: { value: "Dana Builders" } });
      fireEvent.change(screen.getByLabelText(/Contractor's e-mail/), { target: { value: "dana@example.com" } });
      fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));

      const link = (await screen.findByLabelText("Private link for Dana Builders", {}, WAIT)) as HTMLInputElement;
      expect(link.value).toBe(url);
      expect(sentBodies(fetchMock, "POST", "/api/projects/2/bid-invitations")).toEqual([{ name: "Dana Builders", email: "dana@example.com" }]);
      expect(screen.getByRole("status").textContent).toMatch(/shown only now/);
      fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(url), WAIT);

      const invited = await screen.findByRole("list", { name: "Invited contractors" }, WAIT);
      const item = within(invited).getByRole("listitem");
      expect(item.textContent).toContain("Dana Builders");
      expect(item.textContent).toContain("dana@example.com");
      expect(item.textContent).toContain("Invited");
      expect(item.textContent).toContain("Mail on its way");
      expect(screen.getByText(/You can invite 4 more contractors/)).toBeTruthy();
      Reflect.deleteProperty(navigator, "clipboard");
    });

    it("lists each invitation's status, sending and submission, and hides the form at five open ones", async () => {
      renderPage({}, {
        invitations: [
          invitation(1, "Acme Builders", { status: "submitted", submittedAt: "2026-11-23T09:00:00.000Z" }),
          invitation(2, "Bright Outdoor", { status: "draft" }),
          invitation(3, "Cedar Stone"),
          invitation(4, "Delta Decks"),
          invitation(6, "Echo Builds", { mailedAt: null }),
        ],
      });
      const list = await screen.findByRole("list", { name: "Invited contractors" }, WAIT);
      const items = within(list).getAllByRole("listitem");
      expect(items[0]?.textContent).toContain("Bid submitted · Sent November 22, 2026 · Submitted November 23, 2026");
      expect(items[1]?.textContent).toContain("Bid in progress");
      expect(items[4]?.textContent).toContain("Mail on its way");
      expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
      expect(screen.getByText(/You have 5 open invitations, the most at once/)).toBeTruthy();
    });

    it("counts a revoked invitation out of the five, and revokes an open one after confirming", async () => {
      const { fetchMock } = renderPage(
        { "DELETE /api/projects/2/bid-invitations/3": () => new Response(null, { status: 204 }) },
        {
          invitations: [
            invitation(1, "Acme Builders", { status: "revoked" }),
            invitation(2, "Bright Outdoor"),
            invitation(3, "Cedar Stone"),
            invitation(4, "Delta Decks"),
            invitation(6, "Echo Builds"),
          ],
        },
      );
      expect(await screen.findByText(/You can invite 1 more contractor \(/, {}, WAIT)).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Revoke Acme Builders" })).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "Revoke Cedar Stone" }));
      const dialog = await screen.findByRole("alertdialog", {}, WAIT);
      expect(sentBodies(fetchMock, "DELETE", "/api/projects/2/bid-invitations/3")).toEqual([]);
      fireEvent.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
      await waitFor(() => expect(sentBodies(fetchMock, "DELETE", "/api/projects/2/bid-invitations/3")).toHaveLength(1), WAIT);
      expect(await toasts().findByText("Invitation revoked", {}, WAIT)).toBeTruthy();
      // the Revoke button is gone with the invitation's place: focus goes to the list's heading
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Invitations" })), WAIT);
    });

    it("shows the server's refusal in an Error toast", async () => {
      renderPage({
        "POST /api/projects/2/bid-invitations": () => json({ error: "You have 5 open invitations already", code: "conflict" }, 409),
      });
      fireEvent.change(await screen.findByLabelText(/Contractor's name/, {}, WAIT), { target: { value: "Dana" } });
      fireEvent.change(screen.getByLabelText(/Contractor's e-mail/), { target: { value: "dana@example.com" } });
      fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
      expect(await toasts().findByText("You have 5 open invitations already", {}, WAIT)).toBeTruthy();
    });
  });

  describe("the comparison", () => {
    it("shows each bid's cells, totals, flags and the lowest mark as the answer gives them", async () => {
      renderPage();
      await screen.findByRole("table", {}, WAIT);
      expect(bidders()).toEqual(["Cedar & Stone", "Acme Builders", "Bright Outdoor"]);
      const groups = within(table()).getAllByRole("columnheader").map((th) => th.textContent);
      expect(groups).toEqual(expect.arrayContaining(["Scope", "Allowances", "Alternates"]));
      expect(rowCells("Island cabinets")[0]).toBe("$6,000");
      expect(rowCells("Island cabinets").slice(1)).toEqual(["$5,800", "$6,200", "$9,500⚠ 58.3% above the estimate"]);
      expect(rowCells("Countertop")[2]).toBe("Excluded (plug $4,000)");
      expect(rowCells("Gas line").slice(1)).toEqual(["Allowance $1,300", "Allowance $1,500", "Allowance $1,400"]);
      expect(rowCells("Pergola").slice(1)).toEqual(["Not priced", "Add $3,200", "Not offered"]);
      expect(rowCells("Base total")).toEqual(["$11,500", "$11,000", "$7,700", "$14,700"]);
      expect(rowCells("Leveled total")).toEqual(["$11,500", "$11,000Lowest leveled", "$11,700", "$14,700"]);
      const brightFlags = within(table()).getByRole("list", { name: "Flags of Bright Outdoor" });
      expect(within(brightFlags).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        "Island cabinets priced 58.3% above the estimate",
        "No licence number given",
      ]);
      expect(within(table()).getByRole("list", { name: "Flags of Acme Builders" }).textContent).toBe("Countertop excluded: plugged at $4,000");
      const acmeTerms = within(table()).getByRole("list", { name: "Terms of Acme Builders" });
      expect(within(acmeTerms).getAllByRole("listitem").map((li) => li.textContent)).toEqual([
        "Contact: Sam",
        "Warranty: 2 years",
        "Earliest start: not given",
        "Duration: 6 weeks",
        "Valid until: not given",
      ]);
      // the table scrolls in its own focusable, named region
      const region = screen.getByRole("region", { name: "Bids leveled against SOW version 1" });
      expect(region.tabIndex).toBe(0);
    });

    it("sorts bidders by base total or name, and hides and shows a bidder", async () => {
      renderPage();
      await screen.findByRole("table", {}, WAIT);
      const sort = screen.getByLabelText("Sort bidders by");
      fireEvent.change(sort, { target: { value: "base" } });
      expect(bidders()).toEqual(["Acme Builders", "Cedar & Stone", "Bright Outdoor"]);
      fireEvent.change(sort, { target: { value: "name" } });
      expect(bidders()).toEqual(["Acme Builders", "Bright Outdoor", "Cedar & Stone"]);

      fireEvent.click(screen.getByRole("button", { name: "Hide Bright Outdoor" }));
      expect(bidders()).toEqual(["Acme Builders", "Cedar & Stone"]);
      expect(rowCells("Leveled total")).toEqual(["$11,500", "$11,700", "$11,000Lowest leveled"]);
      fireEvent.click(screen.getByRole("button", { name: "Show Bright Outdoor" }));
      expect(bidders()).toEqual(["Acme Builders", "Bright Outdoor", "Cedar & Stone"]);
    });

    it("on a phone, sets one bidder at a time against the estimate, chosen with a select", async () => {
      Object.defineProperty(window, "matchMedia", {
        configurable: true,
        value: (query: string) => ({ matches: query === "(max-width: 639px)", media: query, addEventListener() {}, removeEventListener() {} }),
      });
      renderPage();
      await screen.findByRole("table", {}, WAIT);
      expect(bidders()).toEqual(["Cedar & Stone"]);
      expect(rowCells("Leveled total")).toEqual(["$11,500", "$11,000Lowest leveled"]);
      fireEvent.change(screen.getByLabelText("Bidder to compare"), { target: { value: "12" } });
      expect(bidders()).toEqual(["Bright Outdoor"]);
      expect(rowCells("Base total")).toEqual(["$11,500", "$14,700"]);
      expect(screen.queryByRole("button", { name: /^Hide / })).toBeNull();
    });

    it("downloads the CSV", async () => {
      URL.createObjectURL = () => "blob:http://localhost/csv";
      URL.revokeObjectURL = () => {};
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      renderPage({
        "GET /api/projects/2/bids.csv": () =>
          new Response("row,estimate\r\n", { headers: { "Content-Disposition": 'attachment; filename="bids-pool-kitchen.csv"' } }),
      });
      fireEvent.click(await screen.findByRole("button", { name: "Download CSV" }, WAIT));
      await waitFor(() => expect(saved).toEqual(["bids-pool-kitchen.csv"]), WAIT);
    });

    it("says so when no bid is in yet", async () => {
      renderPage({}, { comparison: { ...COMPARISON, bids: [], lowestLeveledTotal: null } });
      expect(await screen.findByText(/No bid is submitted yet/, {}, WAIT)).toBeTruthy();
      expect(screen.queryByRole("table")).toBeNull();
    });

    it("has no axe violations", async () => {
      renderPage({}, { invitations: [invitation(1, "Acme Builders", { status: "submitted", submittedAt: "2026-11-23T09:00:00.000Z" })] });
      await screen.findByRole("table", {}, WAIT);
      await screen.findByRole("list", { name: "Invited contractors" }, WAIT);
      const violations = async () =>
        (await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } })).violations.map((v) => `${v.id}: ${v.help}`);
      expect(await violations()).toEqual([]);
      fireEvent.click(screen.getByRole("button", { name: "Award to Cedar & Stone" }));
      await screen.findByRole("alertdialog", {}, WAIT);
      expect(await violations()).toEqual([]);
    });
  });

  describe("the award and the agreement", () => {
    it("awards a bid only after a confirmation naming its leveled total, then shows the agreement", async () => {
      let comparison = COMPARISON;
      const { fetchMock } = renderPage({
        "GET /api/projects/2/bids": () => json(comparison),
        "POST /api/projects/2/bids/11/award": () => {
          comparison = { ...COMPARISON, awardedBidId: 11, agreementId: 40 };
          return json({ agreementId: 40 });
        },
        "POST /api/agreements/40": () => json({ ...AGREEMENT, bidId: 11 }),
      });
      fireEvent.click(await screen.findByRole("button", { name: "Award to Acme Builders" }, WAIT));
      const dialog = await screen.findByRole("alertdialog", {}, WAIT);
      expect(dialog.textContent).toContain("$11,700");
      expect(dialog.textContent).toMatch(/other bidders will be told/);
      expect(sentBodies(fetchMock, "POST", "/api/projects/2/bids/11/award")).toEqual([]);
      fireEvent.click(within(dialog).getByRole("button", { name: "Award to Acme Builders" }));

      const agreement = await screen.findByRole("region", { name: "Agreement" }, WAIT);
      expect(sentBodies(fetchMock, "POST", "/api/projects/2/bids/11/award")).toHaveLength(1);
      expect(await within(agreement).findByText(/You awarded the work to Acme Builders/, {}, WAIT)).toBeTruthy();
      expect(within(agreement).getByRole("button", { name: "Download the agreement (HTML)" })).toBeTruthy();
      expect(within(agreement).getByRole("button", { name: "Accept the agreement" })).toBeTruthy();
      expect(sentBodies(fetchMock, "POST", "/api/agreements/40")).toEqual([{}]);
      await waitFor(() => expect(document.activeElement).toBe(within(agreement).getByRole("heading", { name: "Agreement" })), WAIT);
      await waitFor(() => expect(screen.queryByRole("button", { name: /^Award to/ })).toBeNull(), WAIT);
      expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    });

    it("accepts the agreement with a typed full name, then offers the signed PDF once both have accepted", async () => {
      URL.createObjectURL = () => "blob:http://localhost/agreement";
      URL.revokeObjectURL = () => {};
      const saved: string[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const contractor = { fullName: "Cleo Stone", acceptedAt: "2026-11-24T15:00:00.000Z" };
      const { fetchMock } = renderPage(
        {
          "POST /api/agreements/40": () => json({ ...AGREEMENT, contractor }),
          "POST /api/agreements/40/accept": () =>
            json({ ...AGREEMENT, contractor, owner: { fullName: "Ana Reyes", acceptedAt: "2026-11-25T10:00:00.000Z" }, locked: true }),
          "POST /api/agreements/40/document": () =>
            new Response("%PDF-1.7", { headers: { "Content-Disposition": 'attachment; filename="agreement-40.pdf"' } }),
        },
        { comparison: { ...COMPARISON, awardedBidId: 13, agreementId: 40 } },
      );
      const agreement = await screen.findByRole("region", { name: "Agreement" }, WAIT);
      expect((await within(agreement).findByText(/Accepted by Cleo Stone/, {}, WAIT))).toBeTruthy();
      expect(within(agreement).getByText("Not accepted yet")).toBeTruthy();

      fireEvent.click(within(agreement).getByRole("button", { name: "Accept the agreement" }));
      expect(await within(agreement).findByText("Type your full name to accept", {}, WAIT)).toBeTruthy();
      expect(sentBodies(fetchMock, "POST", "/api/agreements/40/accept")).toEqual([]);

      fireEvent.change(within(agreement).getByLabelText(/Your full name/), { target: { value: "  Ana Reyes " } });
      fireEvent.click(within(agreement).getByRole("button", { name: "Accept the agreement" }));
      expect(await within(agreement).findByText(/Accepted by Ana Reyes/, {}, WAIT)).toBeTruthy();
      expect(sentBodies(fetchMock, "POST", "/api/agreements/40/accept")).toEqual([{ fullName: "Ana Reyes" }]);
      expect(within(agreement).queryByRole("button", { name: "Accept the agreement" })).toBeNull();

      fireEvent.click(within(agreement).getByRole("button", { name: "Download the signed agreement (PDF)" }));
      await waitFor(() => expect(saved).toEqual(["agreement-40.pdf"]), WAIT);
      expect(sentBodies(fetchMock, "POST", "/api/agreements/40/document")).toEqual([{}]);
    });
  });
});
