import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { calculateBudget } from "../../../../../domain/budget/budget";
import { DEFAULT_PRICING } from "../../../../../domain/commerce/tiers";
import { alreadyPurchasedMessage } from "../../../../../domain/commerce/after-purchase";
import { createApplianceItem } from "../../../../../domain/planner/model";
import type { PlannerData } from "../../../../../domain/planner/schema";
import type { Project } from "../../../../../domain/projects/projects";
import { resetToasts } from "../../../../components/ui/use-toast";
import { WAIT } from "../../../../test/wait";
import { pageNavigation } from "../../../../lib/session";
import { json, type Route, sentBodies, signedInAs, signedOut, stubApi, stubResizeObserver, USER } from "../../../../test/harness";
import { readSavedProject, rememberSavedProject, SAVED_PROJECT_KEY } from "../../project-save";
import { completePlan } from "../../../../../domain/testing/plans";
import { renderWithPlanner, serverBudgetAnswer } from "../../../../test/planner";
import { BudgetStep } from "./budget-step";

function projectAnswer(data: PlannerData, id: number, paidTier: Project["paidTier"] = null): Project {
  const budget = calculateBudget(data);
  return {
    id,
    name: "Rectangular Kitchen",
    shape: data.shape,
    total: budget.total,
    createdAt: "2026-11-24T10:00:00.000Z",
    updatedAt: "2026-11-24T10:00:00.000Z",
    paidTier,
    plan: { ...data, projectId: id, budget },
    budget,
  };
}

const pricing: Route = () => json(DEFAULT_PRICING);

/** Five appliances on a 60 in run: they do not fit. */
function unbuildable(): PlannerData {
  return completePlan((plan) => {
    plan.dimensions = { ...plan.dimensions, length: 60 };
    plan.appliances = (["grill", "side-burner", "sink", "fridge", "pizza-oven"] as const).map(createApplianceItem);
  });
}
const covered = { versions: [{ version: 1, issuedOn: "2026-11-24", serviceTier: "silver", current: true }], current: "covered" };

function routes(data: PlannerData, extra: Record<string, Route> = {}): Record<string, Route> {
  return {
    "GET /api/auth/user": signedInAs(USER),
    "POST /api/calculate-budget": () => json(serverBudgetAnswer(data)),
    "GET /api/pricing": pricing,
    ...extra,
  };
}

function renderStep(data: PlannerData) {
  return renderWithPlanner(<BudgetStep />, { data, step: 9, withQueryClient: true, withToaster: true });
}

const toastRegion = () => screen.findByRole("region", { name: /notifications/i }, WAIT);

beforeAll(stubResizeObserver);
beforeEach(() => {
  localStorage.clear();
  resetToasts();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("budget step for a signed-in user: the project", () => {
  it("saves a new calculation as a project, says so with its id, and keeps the id in the plan", async () => {
    const data = completePlan();
    const fetchMock = stubApi(routes(data, { "POST /api/projects": () => json(projectAnswer(data, 12), 201) }));
    const view = renderStep(data);

    expect(await screen.findByText(/Project saved/, { selector: "span" }, WAIT)).toBeTruthy();
    expect(screen.getByText(/as Rectangular Kitchen \(#12\)/)).toBeTruthy();
    const region = await toastRegion();
    await waitFor(() => expect(within(region).getByText("Project saved successfully")).toBeTruthy(), WAIT);

    const [sent] = sentBodies(fetchMock, "POST", "/api/projects") as Array<Record<string, unknown>>;
    expect(sent).not.toHaveProperty("budget");
    expect(sent).not.toHaveProperty("projectId");
    expect(sent?.shape).toBe("rectangular");
    await waitFor(() => expect(view.planner().data.projectId).toBe(12), WAIT);
    expect(readSavedProject()?.projectId).toBe(12);
    expect(sentBodies(fetchMock, "POST", "/api/projects")).toHaveLength(1);
  });

  it("updates the project a restored plan came from instead of creating another", async () => {
    const data = { ...completePlan(), projectId: 5 };
    const fetchMock = stubApi(routes(data, { "PUT /api/projects/5": () => json(projectAnswer(data, 5)) }));
    renderStep(data);
    await screen.findByText(/as Rectangular Kitchen \(#5\)/, {}, WAIT);
    expect(sentBodies(fetchMock, "PUT", "/api/projects/5")).toHaveLength(1);
    expect(sentBodies(fetchMock, "POST", "/api/projects")).toHaveLength(0);
  });

  it("does not save again a plan that is already saved as its project (a reload of step 9)", async () => {
    const data = { ...completePlan(), projectId: 5 };
    rememberSavedProject(USER, { id: 5, name: "Patio", paidTier: "silver" }, data);
    const fetchMock = stubApi(routes(data, { "GET /api/projects/5/sow-versions": () => json(covered) }));
    renderStep(data);
    await screen.findByText(/as Patio \(#5\)/, {}, WAIT);
    expect(screen.getByText(/You have bought the/).textContent).toContain("Silver");
    // only the paid project's version status is read; nothing is saved
    const projectCalls = fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/projects"));
    expect(projectCalls.map(([url, init]) => `${init?.method ?? "GET"} ${String(url)}`)).toEqual(["GET /api/projects/5/sow-versions"]);
  });

  it("offers a revision at each tier's price when the paid project's design has changed beyond what it included", async () => {
    const data = { ...completePlan(), projectId: 5 };
    rememberSavedProject(USER, { id: 5, name: "Patio", paidTier: "bronze" }, data);
    const fetchMock = stubApi(
      routes(data, {
        "GET /api/projects/5/sow-versions": () => json({ ...covered, current: "revision_required" }),
        "POST /api/create-checkout-session": () => json({ url: "/checkout/test?session_id=cs_test_1", sessionId: "cs_test_1" }),
      }),
    );
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderStep(data);
    const buy = await screen.findByRole("button", { name: "Buy a Silver revision" }, WAIT);
    expect(screen.getByRole("button", { name: "Buy a Bronze revision" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Buy a Gold revision" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Buy Silver" })).toBeNull();
    const note = screen.getByText(/Your plan has changed since you bought the/);
    expect(note.textContent).toContain("Bronze package, which included no revisions. Buy a revision");
    // a revision is a new order of the tier chosen, at its price
    expect(screen.getByText("$149")).toBeTruthy();
    fireEvent.click(buy);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/checkout/test?session_id=cs_test_1"), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([{ projectId: 5, serviceTier: "silver", rushFee: false }]);
  });

  it("marks the tier bought as purchased while its design is covered, and offers only higher tiers as upgrades", async () => {
    const data = { ...completePlan(), projectId: 5 };
    rememberSavedProject(USER, { id: 5, name: "Patio", paidTier: "silver" }, data);
    const fetchMock = stubApi(
      routes(data, {
        "GET /api/projects/5/sow-versions": () => json(covered),
        "POST /api/create-checkout-session": () => json({ url: "/checkout/test?session_id=cs_test_2", sessionId: "cs_test_2" }),
      }),
    );
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderStep(data);
    const upgrade = await screen.findByRole("button", { name: "Upgrade to Gold" }, WAIT);
    const silver = screen.getByRole("group", { name: "Silver" });
    expect(within(silver).getByText("Purchased")).toBeTruthy();
    expect(within(silver).getByText("Silver purchased for this project")).toBeTruthy();
    expect(within(silver).queryByRole("button")).toBeNull();
    expect(within(screen.getByRole("group", { name: "Bronze" })).getByText("Included in your package")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Buy (Bronze|Silver|Gold)/ })).toBeNull();
    expect(screen.queryByText(/Your plan has changed since/)).toBeNull();
    // an upgrade is the higher tier at its price (decision 0033)
    expect(within(screen.getByRole("group", { name: "Gold" })).getByText("$350")).toBeTruthy();
    fireEvent.click(upgrade);
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/checkout/test?session_id=cs_test_2"), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([{ projectId: 5, serviceTier: "gold", rushFee: false }]);
  });

  it("says what is already covered when the tier was bought meanwhile in another tab, not a generic failure", async () => {
    const data = { ...completePlan(), projectId: 5 };
    rememberSavedProject(USER, { id: 5, name: "Patio", paidTier: null }, data);
    const sentence = alreadyPurchasedMessage("silver", "silver");
    stubApi(
      routes(data, {
        "POST /api/create-checkout-session": () => json({ error: sentence, code: "conflict" }, 409),
      }),
    );
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderStep(data);
    fireEvent.click(await screen.findByRole("button", { name: "Buy Silver" }, WAIT));
    await screen.findByText(sentence, {}, WAIT);
    expect(screen.getByText("Already purchased")).toBeTruthy();
    expect(screen.queryByText("Failed to process order. Please try again.")).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("offers nothing more to buy once gold is bought", async () => {
    const data = { ...completePlan(), projectId: 5 };
    rememberSavedProject(USER, { id: 5, name: "Patio", paidTier: "gold" }, data);
    stubApi(routes(data, { "GET /api/projects/5/sow-versions": () => json(covered) }));
    renderStep(data);
    const gold = await screen.findByRole("group", { name: "Gold" }, WAIT);
    await waitFor(() => expect(within(gold).getByText("Purchased")).toBeTruthy(), WAIT);
    expect(screen.queryByRole("button", { name: /^(Buy|Upgrade)/ })).toBeNull();
  });

  it("saves as a new project when the one it came from is gone", async () => {
    const data = { ...completePlan(), projectId: 5 };
    const fetchMock = stubApi(
      routes(data, {
        "PUT /api/projects/5": () => json({ error: "No such project", code: "not_found" }, 404),
        "POST /api/projects": () => json(projectAnswer(data, 31), 201),
      }),
    );
    const view = renderStep(data);
    await screen.findByText(/as Rectangular Kitchen \(#31\)/, {}, WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/projects")).toHaveLength(1);
    await waitFor(() => expect(view.planner().data.projectId).toBe(31), WAIT);
  });

  it("asks to log in again when the save answers 401, with Log In and Sign Up", async () => {
    const data = completePlan();
    stubApi(routes(data, { "POST /api/projects": () => json({ error: "Please log in to continue.", code: "unauthorized" }, 401) }));
    renderStep(data);
    const region = await toastRegion();
    await waitFor(() => expect(within(region).getByText("Login Required")).toBeTruthy(), WAIT);
    expect(
      within(region).getByText("Please log in or create an account to save your project. Your design will be preserved."),
    ).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Log In" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Sign Up" })).toBeTruthy();
    expect(screen.getByText(/Your project is not saved yet/)).toBeTruthy();
  });

  it("says 'Failed to save project: …' for any other failure, and Try again saves", async () => {
    const data = completePlan();
    let fail = true;
    stubApi(
      routes(data, {
        "POST /api/projects": () => (fail ? json({ error: "boom", code: "internal" }, 500) : json(projectAnswer(data, 8), 201)),
      }),
    );
    renderStep(data);
    const region = await toastRegion();
    await waitFor(
      () => expect(within(region).getByText('Failed to save project: API error: 500 - {"error":"boom","code":"internal"}')).toBeTruthy(),
      WAIT,
    );
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText(/as Rectangular Kitchen \(#8\)/, {}, WAIT);
  });
});

describe("budget step for a signed-in user: the service packages", () => {
  async function renderSaved() {
    const data = { ...completePlan(), projectId: 12 };
    rememberSavedProject(USER, { id: 12, name: "Rectangular Kitchen", paidTier: null }, data);
    return data;
  }

  const card = (tier: string) => screen.getByRole("group", { name: tier });

  it("shows bronze, silver and gold with the server's prices, the original price struck through and the product's terms", async () => {
    const data = await renderSaved();
    stubApi(routes(data));
    renderStep(data);
    await screen.findByRole("group", { name: "Silver" }, WAIT);
    expect(within(card("Bronze")).getByText("$49")).toBeTruthy();
    expect(within(card("Bronze")).getByText("$99").closest("s")).toBeTruthy();
    expect(within(card("Bronze")).getByText("MSI quotes at $40 each")).toBeTruthy();
    expect(within(card("Silver")).getByText("1 revision of your design")).toBeTruthy();
    expect(within(card("Silver")).getByText("2 free quotes")).toBeTruthy();
    expect(within(card("Gold")).getByText("Up to 4 onsite visits")).toBeTruthy();
    expect(within(card("Gold")).getByText("A $350 deposit against a full price of $6,600+")).toBeTruthy();
    expect(within(card("Gold")).getByText("Deposit refundable within 4 days")).toBeTruthy();
    expect(screen.getByText(/valid for 24 hours: save up to \$720/)).toBeTruthy();
    expect(screen.getByText("Turnaround: 2 days")).toBeTruthy();
    // the packages come after the breakdown and the account line
    const order = [screen.getByRole("list", { name: "Budget breakdown" }), screen.getByText(/Logged in as/), card("Bronze")];
    expect(order[0]?.compareDocumentPosition(order[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(order[1]?.compareDocumentPosition(order[2] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("adds the $20 rush fee to the shown price and buys with it: Processing..., then off to the checkout", async () => {
    const data = await renderSaved();
    let respond: (res: Response) => void = () => {};
    const fetchMock = stubApi(
      routes(data, { "POST /api/create-checkout-session": () => new Promise<Response>((resolve) => (respond = resolve)) }),
    );
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderStep(data);
    await screen.findByRole("group", { name: "Silver" }, WAIT);
    fireEvent.click(within(card("Silver")).getByRole("checkbox", { name: /Rush delivery \(\+\$20\)/ }));
    expect(within(card("Silver")).getByText("$169")).toBeTruthy();
    expect(within(card("Silver")).getByText("$319").closest("s")).toBeTruthy();

    fireEvent.click(within(card("Silver")).getByRole("button", { name: "Buy Silver" }));
    await waitFor(() => expect(within(card("Silver")).getByRole("button", { name: /Processing\.\.\./ })).toBeTruthy(), WAIT);
    expect((within(card("Gold")).getByRole("button", { name: "Buy Gold" }) as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([
      { projectId: 12, serviceTier: "silver", rushFee: true },
    ]);
    await act(async () => respond(json({ url: "https://checkout.stripe.test/c/pay/cs_test_1" })));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://checkout.stripe.test/c/pay/cs_test_1"), WAIT);
  });

  for (const [what, answer, title, text] of [
    [
      "the setup-required flag",
      () => json({ error: "Payment system is being configured.", code: "payment_setup_required", setupRequired: true }, 503),
      "Payment Processing Setup Required",
      "Payment system is being configured. Please try again in a few moments.",
    ],
    ["an answer without a URL", () => json({}), "Checkout Error", "Unable to create checkout session. Please try again."],
    ["a failed request", () => json({ error: "boom", code: "internal" }, 500), "Error", "Failed to process order. Please try again."],
  ] as const) {
    it(`tells the user about ${what} and lets them try again`, async () => {
      const data = await renderSaved();
      stubApi(routes(data, { "POST /api/create-checkout-session": answer }));
      const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
      renderStep(data);
      await screen.findByRole("group", { name: "Gold" }, WAIT);
      fireEvent.click(within(card("Gold")).getByRole("button", { name: "Buy Gold" }));
      const region = await toastRegion();
      await waitFor(() => expect(within(region).getByText(title)).toBeTruthy(), WAIT);
      expect(within(region).getByText(text)).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      await waitFor(() => expect((within(card("Gold")).getByRole("button", { name: "Buy Gold" }) as HTMLButtonElement).disabled).toBe(false), WAIT);
    });
  }

  it("asks before buying a plan whose appliances do not fit the run, naming the finding; Fix it first opens step 7", async () => {
    const data = { ...unbuildable(), projectId: 12 };
    rememberSavedProject(USER, { id: 12, name: "Rectangular Kitchen", paidTier: null }, data);
    const fetchMock = stubApi(routes(data));
    const view = renderStep(data);
    await screen.findByRole("group", { name: "Bronze" }, WAIT);
    const buy = within(card("Bronze")).getByRole("button", { name: "Buy Bronze" });
    buy.focus();
    fireEvent.click(buy);
    const dialog = await screen.findByRole("alertdialog", { name: "Your plan cannot be built as drawn yet" }, WAIT);
    expect(dialog.textContent).toContain("Run length for the appliances: Counter run 60 in; the 5 appliances need");
    expect(dialog.textContent).toContain("(Step 7, Dimensions)");
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Fix it first" }));
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Fix it first" }));
    await waitFor(() => expect(view.planner().step).toBe(7), WAIT);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([]);
  });

  it("buys anyway when the homeowner confirms, and a dismissed question buys nothing", async () => {
    const data = { ...unbuildable(), projectId: 12 };
    rememberSavedProject(USER, { id: 12, name: "Rectangular Kitchen", paidTier: null }, data);
    const fetchMock = stubApi(
      routes(data, { "POST /api/create-checkout-session": () => json({ url: "/checkout/test?session_id=cs_test_3" }) }),
    );
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderStep(data);
    await screen.findByRole("group", { name: "Bronze" }, WAIT);
    const buy = within(card("Bronze")).getByRole("button", { name: "Buy Bronze" });
    buy.focus();
    fireEvent.click(buy);
    let dialog = await screen.findByRole("alertdialog", {}, WAIT);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull(), WAIT);
    expect(document.activeElement).toBe(buy);
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([]);

    fireEvent.click(buy);
    dialog = await screen.findByRole("alertdialog", {}, WAIT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy anyway" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/checkout/test?session_id=cs_test_3"), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/create-checkout-session")).toEqual([{ projectId: 12, serviceTier: "bronze", rushFee: false }]);
  });

  it("buys a plan that can be built without asking", async () => {
    const data = await renderSaved();
    stubApi(routes(data, { "POST /api/create-checkout-session": () => json({ url: "/checkout/test?session_id=cs_test_4" }) }));
    const assign = vi.spyOn(pageNavigation, "assign").mockImplementation(() => {});
    renderStep(data);
    await screen.findByRole("group", { name: "Bronze" }, WAIT);
    fireEvent.click(within(card("Bronze")).getByRole("button", { name: "Buy Bronze" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/checkout/test?session_id=cs_test_4"), WAIT);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows a visitor no packages and saves nothing", async () => {
    const data = completePlan();
    const fetchMock = stubApi({
      "GET /api/auth/user": signedOut,
      "POST /api/calculate-budget": () => json(serverBudgetAnswer(data, false)),
      "GET /api/pricing": pricing,
    });
    renderStep(data);
    await screen.findByText("Log in to see the itemised breakdown", {}, WAIT);
    expect(screen.queryByRole("group", { name: "Silver" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/projects"))).toBe(false);
    expect(localStorage.getItem(SAVED_PROJECT_KEY)).toBeNull();
  });
});

describe("budget step for an administrator: the debug card", () => {
  const ADMIN = { ...USER, isAdmin: true };
  const file = (type: string) =>
    new Response(type === "pdf" ? "%PDF-1.7" : "<html></html>", {
      headers: { "Content-Disposition": `attachment; filename="sow-project-12.${type}"` },
    });

  async function renderAdmin(extra: Record<string, Route>) {
    URL.createObjectURL = vi.fn(() => "blob:http://localhost/sow");
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const data = { ...completePlan(), projectId: 12 };
    rememberSavedProject(ADMIN, { id: 12, name: "Rectangular Kitchen", paidTier: null }, data);
    const fetchMock = stubApi({ ...routes(data), "GET /api/auth/user": signedInAs(ADMIN), ...extra });
    renderStep(data);
    await screen.findByRole("heading", { name: "DEBUG MODE, Internal Use Only" }, WAIT);
    return fetchMock;
  }

  const debugCard = () => screen.getByRole("heading", { name: "DEBUG MODE, Internal Use Only" }).parentElement as HTMLElement;

  it("downloads both documents without payment, says so, and records no customer download", async () => {
    const fetchMock = await renderAdmin({
      "POST /api/projects/12/generate-sow": () => file("pdf"),
      "POST /api/projects/12/generate-sow-word": () => file("html"),
    });
    fireEvent.click(within(debugCard()).getByRole("button", { name: "Download SOW (PDF)" }));
    const region = await toastRegion();
    await waitFor(() => expect(within(region).getByText("Debug SOW PDF Downloaded")).toBeTruthy(), WAIT);
    await waitFor(() => expect((within(debugCard()).getByRole("button", { name: "Download SOW (HTML)" }) as HTMLButtonElement).disabled).toBe(false), WAIT);
    fireEvent.click(within(debugCard()).getByRole("button", { name: "Download SOW (HTML)" }));
    await waitFor(() => expect(within(region).getByText("Debug SOW HTML Downloaded")).toBeTruthy(), WAIT);
    expect(sentBodies(fetchMock, "POST", "/api/projects/12/track-download")).toEqual([]);
  });

  it("words the failures as the product's rules do", async () => {
    await renderAdmin({
      "POST /api/projects/12/generate-sow": () => json({ error: "Something went wrong", code: "internal" }, 500),
      "POST /api/projects/12/generate-sow-word": () => json({ error: "No such project", code: "not_found" }, 404),
    });
    fireEvent.click(within(debugCard()).getByRole("button", { name: "Download SOW (PDF)" }));
    const region = await toastRegion();
    await waitFor(() => expect(within(region).getByText("Failed to generate SOW PDF")).toBeTruthy(), WAIT);
    await waitFor(() => expect((within(debugCard()).getByRole("button", { name: "Download SOW (HTML)" }) as HTMLButtonElement).disabled).toBe(false), WAIT);
    fireEvent.click(within(debugCard()).getByRole("button", { name: "Download SOW (HTML)" }));
    await waitFor(() => expect(within(region).getByText("Failed to download SOW HTML document")).toBeTruthy(), WAIT);
  });

  it("is not shown to other users", async () => {
    const data = { ...completePlan(), projectId: 12 };
    rememberSavedProject(USER, { id: 12, name: "Rectangular Kitchen", paidTier: null }, data);
    stubApi(routes(data));
    renderStep(data);
    await screen.findByRole("group", { name: "Silver" }, WAIT);
    expect(screen.queryByRole("heading", { name: "DEBUG MODE, Internal Use Only" })).toBeNull();
  });
});
