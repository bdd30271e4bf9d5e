import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { ADMIN_MESSAGES, ADMIN_REFRESH_MS, type DownloadStats, RECENT_DOWNLOADS_MAX } from "../../domain/analytics/dashboard";
import {
  adminRoutes,
  BOT,
  captureSavedFiles,
  csv,
  download,
  EMPTY_STATS,
  FUNNEL,
  PRICING,
  STATS,
  stubAdminApi,
} from "../test/admin-fixtures";
import { button, deferred, json, renderAt, setUpAccountPageTests, signedOut, toasts, USER } from "../test/harness";
import { WAIT } from "../test/wait";
import { AdminDashboardPage } from "./admin-dashboard-page";

setUpAccountPageTests();

async function axeViolations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

/** Renders the dashboard for an administrator and waits for the figures. */
async function renderDashboard(overrides: Parameters<typeof adminRoutes>[0] = {}) {
  const api = stubAdminApi(adminRoutes(overrides));
  const view = renderAt("/admin/dashboard", <AdminDashboardPage />);
  await screen.findByRole("heading", { level: 2, name: "Total Downloads" }, WAIT);
  return { ...api, view };
}

/** The card (or block) a heading starts. */
function cardOf(name: string, level = 2): HTMLElement {
  const heading = screen.getByRole("heading", { level, name });
  return heading.closest("section, article") as HTMLElement;
}

const dateField = (label: "From" | "To") => screen.getByLabelText(label) as HTMLInputElement;

describe("the admin dashboard: who may see it", () => {
  it("says Loading... while the account is not known yet, and asks for no figures", () => {
    const { fetchMock } = stubAdminApi({ "GET /api/auth/user": () => new Promise<Response>(() => {}) });
    renderAt("/admin/dashboard", <AdminDashboardPage />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/auth/user"]);
    expect(document.title).toMatch(/^Download Analytics Dashboard/);
  });

  it("sends a visitor to the home page", async () => {
    const { fetchMock } = stubAdminApi({ "GET /api/auth/user": () => signedOut(undefined) });
    const view = renderAt("/admin/dashboard", <AdminDashboardPage />);
    await waitFor(() => expect(view.history).toEqual(["/"]), WAIT);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/admin"))).toBe(false);
  });

  it("sends a signed-in user who is not an administrator to the home page, asking for no figures", async () => {
    const { fetchMock } = stubAdminApi({ "GET /api/auth/user": () => json(USER) });
    const view = renderAt("/admin/dashboard", <AdminDashboardPage />);
    await waitFor(() => expect(view.history).toEqual(["/"]), WAIT);
    expect(screen.queryByRole("heading", { name: "Bot Detection Statistics" })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith("/api/admin"))).toBe(false);
  });
});

describe("the admin dashboard's figures", () => {
  it("shows the title, the bot figures, the totals and each project", async () => {
    const { view } = await renderDashboard();
    expect(view.history).toEqual(["/admin/dashboard"]);
    expect(screen.getByRole("heading", { level: 1, name: "Download Analytics Dashboard" })).toBeTruthy();
    expect(screen.getByText("Track SOW document downloads")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/");

    const bot = within(await waitFor(() => cardOf("Bot Detection Statistics"), WAIT));
    await bot.findByText("17", {}, WAIT);
    const figure = (term: string) => bot.getByText(term).nextElementSibling?.textContent;
    expect(figure("Active Login Attempts")).toBe(String(BOT.activeLoginAttempts));
    expect(figure("Blocked IPs")).toBe(String(BOT.blockedIPs));
    expect(figure("Suspicious Activities")).toBe(String(BOT.suspiciousActivity));
    expect(figure("Active Sessions")).toBe(String(BOT.activeSessions));

    expect(within(cardOf("Total Downloads")).getByText("5")).toBeTruthy();
    expect(within(cardOf("PDF Downloads")).getByText("3")).toBeTruthy();
    expect(within(cardOf("HTML Downloads")).getByText("2")).toBeTruthy();

    const projects = cardOf("Downloads by Project");
    const names = within(projects)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(names).toEqual(["Backyard Island", "Pool Kitchen"]);
    const island = within(cardOf("Backyard Island", 3));
    expect(island.getByText("#3")).toBeTruthy();
    expect(island.getByText("ana@example.com")).toBeTruthy();
    expect(island.getByText("L Shaped")).toBeTruthy();
    const count = (term: string) => island.getByText(term).nextElementSibling?.textContent;
    expect([count("PDF"), count("HTML"), count("Total")]).toEqual(["2", "1", "3"]);
    const pool = within(cardOf("Pool Kitchen", 3));
    expect(pool.getByText("U Shaped")).toBeTruthy();
    expect(pool.getByText("Unknown")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Excel budget Backyard Island" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download Excel budget Pool Kitchen" })).toBeTruthy();

    // when the figures were read
    expect(screen.getByText(/^Updated/).textContent).toMatch(/^Updated \d{2}:\d{2}:\d{2}$/);
  });

  it("shows mail that keeps failing: address, subject, attempts, last error and the next try", async () => {
    await renderDashboard({
      "GET /api/admin/failing-mail": () =>
        json({
          mails: [
            {
              id: 7,
              to: "ana@example.com",
              subject: "Reset your Outdoor Kitchen Planner password",
              attempts: 4,
              lastError: "connect ECONNREFUSED 10.0.0.5:587",
              nextAttemptAt: "2026-11-25T18:30:00.000Z",
              failedAt: null,
              createdAt: "2026-11-25T18:00:00.000Z",
            },
            {
              id: 6,
              to: "support@outdoorkitchenplanner.com",
              subject: "Contact form: Grill",
              attempts: 12,
              lastError: "550 mailbox unavailable",
              nextAttemptAt: null,
              failedAt: "2026-11-25T17:00:00.000Z",
              createdAt: "2026-11-25T10:00:00.000Z",
            },
          ],
        }),
    });
    const card = within(await waitFor(() => cardOf("Mail That Keeps Failing"), WAIT));
    const list = card.getByRole("list", { name: "E-mails the mail server has not accepted after two attempts or more" });
    const items = await within(list).findAllByRole("listitem", {}, WAIT);
    // each mail: its subject as the row's heading, then each value beside its label
    const read = (item: HTMLElement) => ({
      subject: within(item).getByRole("heading", { level: 3 }).textContent,
      values: Object.fromEntries(
        within(item)
          .getAllByRole("term")
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      ),
    });
    expect(items.map(read)).toEqual([
      {
        subject: "Reset your Outdoor Kitchen Planner password",
        values: {
          Address: "ana@example.com",
          Attempts: "4",
          "Next try": expect.stringMatching(/Nov 25, 2026/),
          "Last error": "connect ECONNREFUSED 10.0.0.5:587",
        },
      },
      {
        subject: "Contact form: Grill",
        values: { Address: "support@outdoorkitchenplanner.com", Attempts: "12", "Next try": "Given up", "Last error": "550 mailbox unavailable" },
      },
    ]);
  });

  it("says so when no mail keeps failing", async () => {
    await renderDashboard();
    const card = within(await waitFor(() => cardOf("Mail That Keeps Failing"), WAIT));
    expect(await card.findByText("Every e-mail was delivered or is on its first tries.", {}, WAIT)).toBeTruthy();
  });

  it("lists the recent downloads in a labelled, focusable scrolling region, with Unknown for a missing IP", async () => {
    await renderDashboard();
    const region = screen.getByRole("region", { name: "Recent Downloads" });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole("table");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Time", "User", "Project", "Type", "IP Address"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement).getAllByRole("cell").map((c) => c.textContent);
    expect(first.slice(1)).toEqual(["ana@example.com", "#3 Backyard Island", "HTML", "Unknown"]);
    const second = within(rows[1] as HTMLElement).getAllByRole("cell").map((c) => c.textContent);
    expect(second.slice(1)).toEqual(["ben@example.com", "#2 Pool Kitchen", "PDF", "203.0.113.9"]);
    const time = (rows[0] as HTMLElement).querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe(STATS.recentDownloads[0]?.createdAt);
    expect(time?.textContent).toMatch(/^Nov 24, 2026, \d{1,2}:\d{2}:\d{2}\s?[AP]M$/);
  });

  it("shows at most 20 recent downloads", async () => {
    const many: DownloadStats = {
      ...STATS,
      recentDownloads: Array.from({ length: 25 }, (_, i) => download(100 - i)),
    };
    await renderDashboard({ "GET /api/admin/download-stats": () => json(many) });
    const table = within(screen.getByRole("region", { name: "Recent Downloads" })).getByRole("table");
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(RECENT_DOWNLOADS_MAX);
  });

  it("shows the funnel with each stage's count and its share of the first stage", async () => {
    await renderDashboard();
    const funnel = cardOf("Conversion funnel");
    const items = await within(funnel).findAllByRole("listitem", {}, WAIT);
    expect(items.map((item) => item.textContent)).toEqual([
      "Step 1: Appliances200 (100% of the first stage)",
      "Step 9: Budget50 (25% of the first stage)",
      "Signed up20 (10% of the first stage)",
      "Paid5 (2.5% of the first stage)",
      "Downloaded a SOW3 (1.5% of the first stage)",
    ]);
    const bars = items.map((item) => (item.querySelector("[aria-hidden] > div") as HTMLElement).style.width);
    expect(bars).toEqual(["100%", "25%", "10%", "2.5%", "1.5%"]);
    expect(within(funnel).getByRole("list", { name: "Conversion funnel" })).toBeTruthy();
    expect(FUNNEL.stages).toHaveLength(5);
  });

  it("gives the downloads of each day as a table beside the chart", async () => {
    await renderDashboard();
    const card = cardOf("Downloads per day");
    const table = within(card).getByRole("table", { name: "Downloads per day" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => Array.from(row.children, (c) => c.textContent));
    expect(rows).toEqual([
      ["Day", "PDF", "HTML", "Total"],
      ["Nov 20, 2026", "1", "0", "1"],
      ["Nov 24, 2026", "2", "2", "4"],
    ]);
    expect(within(card).getByText("Show the figures").tagName).toBe("SUMMARY");
  });

  it("says when there are no downloads, and keeps Export to CSV disabled", async () => {
    await renderDashboard({ "GET /api/admin/download-stats": () => json(EMPTY_STATS) });
    expect(button("Export to CSV").disabled).toBe(true);
    expect(within(cardOf("Downloads by Project")).getByText("No downloads in this period.")).toBeTruthy();
    expect(within(cardOf("Recent Downloads")).getByText("No downloads in this period.")).toBeTruthy();
    expect(within(cardOf("Downloads per day")).getByText("No downloads in this period.")).toBeTruthy();
  });

  it("keeps Export to CSV disabled until the figures are there", async () => {
    const stats = deferred();
    stubAdminApi(adminRoutes({ "GET /api/admin/download-stats": () => stats.route(undefined) }));
    renderAt("/admin/dashboard", <AdminDashboardPage />);
    expect(await screen.findByText("Loading statistics...", {}, WAIT)).toBeTruthy();
    expect(button("Export to CSV").disabled).toBe(true);
    await act(async () => stats.release(json(STATS)));
    await waitFor(() => expect(button("Export to CSV").disabled).toBe(false), WAIT);
  });

  it("says so when the statistics cannot be loaded, and loads them again on Retry", async () => {
    let fail = true;
    stubAdminApi(
      adminRoutes({
        "GET /api/admin/download-stats": () => (fail ? json({ error: "Database unavailable" }, 500) : json(STATS)),
      }),
    );
    renderAt("/admin/dashboard", <AdminDashboardPage />);
    const alert = await screen.findByText(ADMIN_MESSAGES.statsError, {}, WAIT);
    expect(alert.getAttribute("role")).toBe("alert");
    expect(alert.textContent).toBe("Error loading statistics. Please try again.");
    fail = false;
    fireEvent.click(button("Retry"));
    expect(await screen.findByRole("heading", { level: 2, name: "Total Downloads" }, WAIT)).toBeTruthy();
    expect(screen.queryByText(ADMIN_MESSAGES.statsError)).toBeNull();
  });

  it("has no axe violations", async () => {
    await renderDashboard();
    await within(cardOf("Service Tier Pricing")).findByRole("heading", { level: 3, name: "Bronze" }, WAIT);
    await within(cardOf("Conversion funnel")).findAllByRole("listitem", {}, WAIT);
    expect(await axeViolations()).toEqual([]);
    fireEvent.click(button("Edit Bronze"));
    expect(await axeViolations()).toEqual([]);
  });
});

describe("refreshing", () => {
  it("reads the download and bot figures again every 30 seconds, and the funnel only once", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await renderDashboard();
    await waitFor(() => expect(requests("GET", "/api/admin/bot-stats")).toHaveLength(1), WAIT);
    await waitFor(() => expect(requests("GET", "/api/admin/funnel")).toHaveLength(1), WAIT);
    expect(requests("GET", "/api/admin/download-stats")).toHaveLength(1);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(ADMIN_REFRESH_MS);
    });
    await waitFor(() => expect(requests("GET", "/api/admin/download-stats")).toHaveLength(2), WAIT);
    await waitFor(() => expect(requests("GET", "/api/admin/bot-stats")).toHaveLength(2), WAIT);
    expect(requests("GET", "/api/admin/funnel")).toHaveLength(1);
    expect(ADMIN_REFRESH_MS).toBe(30_000);
  });

  it("reads the download and bot figures again on Refresh", async () => {
    let total = 5;
    const { requests } = await renderDashboard({
      "GET /api/admin/download-stats": () => json({ ...STATS, totalDownloads: total }),
    });
    await waitFor(() => expect(requests("GET", "/api/admin/bot-stats")).toHaveLength(1), WAIT);
    total = 6;
    fireEvent.click(button("Refresh"));
    await waitFor(() => expect(within(cardOf("Total Downloads")).getByText("6")).toBeTruthy(), WAIT);
    expect(requests("GET", "/api/admin/download-stats")).toHaveLength(2);
    await waitFor(() => expect(requests("GET", "/api/admin/bot-stats")).toHaveLength(2), WAIT);
  });
});

describe("the date range", () => {
  it("sends From and To with the statistics, the funnel and the export, and Clear removes them", async () => {
    const files = captureSavedFiles();
    try {
      const { requests } = await renderDashboard({
        "GET /api/admin/export-downloads": () => csv("downloads-2026-11-25.csv"),
      });
      expect(requests("GET", "/api/admin/download-stats")[0]?.search.toString()).toBe("");
      expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();

      fireEvent.change(dateField("From"), { target: { value: "2026-11-01" } });
      await waitFor(
        () => expect(requests("GET", "/api/admin/download-stats").at(-1)?.search.toString()).toBe("from=2026-11-01"),
        WAIT,
      );
      expect(dateField("To").min).toBe("2026-11-01");
      expect(screen.getByRole("button", { name: "Clear" })).toBeTruthy();

      fireEvent.change(dateField("To"), { target: { value: "2026-11-30" } });
      await waitFor(
        () =>
          expect(requests("GET", "/api/admin/download-stats").at(-1)?.search.toString()).toBe(
            "from=2026-11-01&to=2026-11-30",
          ),
        WAIT,
      );
      await waitFor(
        () =>
          expect(requests("GET", "/api/admin/funnel").at(-1)?.search.toString()).toBe("from=2026-11-01&to=2026-11-30"),
        WAIT,
      );
      expect(dateField("From").max).toBe("2026-11-30");

      await waitFor(() => expect(button("Export to CSV").disabled).toBe(false), WAIT);
      fireEvent.click(button("Export to CSV"));
      await waitFor(() => expect(files.saved).toEqual(["downloads-2026-11-25.csv"]), WAIT);
      expect(requests("GET", "/api/admin/export-downloads")[0]?.search.toString()).toBe("from=2026-11-01&to=2026-11-30");

      fireEvent.click(button("Clear"));
      expect(dateField("From").value).toBe("");
      expect(dateField("To").value).toBe("");
      expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
      // the open range was read first, so it comes from the cache or a new read without parameters
      await waitFor(() => expect(within(cardOf("Total Downloads")).getByText("5")).toBeTruthy(), WAIT);
      await waitFor(() => expect(document.activeElement).toBe(dateField("From")), WAIT);
    } finally {
      files.restore();
    }
  });

  it("refuses a To before From with a message by the field, without asking the server", async () => {
    const { requests } = await renderDashboard();
    fireEvent.change(dateField("From"), { target: { value: "2026-11-10" } });
    await waitFor(
      () => expect(requests("GET", "/api/admin/download-stats").at(-1)?.search.get("from")).toBe("2026-11-10"),
      WAIT,
    );
    const before = requests("GET", "/api/admin/download-stats").length;

    fireEvent.change(dateField("To"), { target: { value: "2026-11-05" } });
    const message = await screen.findByRole("alert", {}, WAIT);
    expect(message.textContent).toBe("The end date cannot be before the start date");
    expect(dateField("To").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(dateField("To").getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The end date cannot be before the start date",
    );
    expect(button("Export to CSV").disabled).toBe(true);
    await act(async () => {});
    const all = [...requests("GET", "/api/admin/download-stats"), ...requests("GET", "/api/admin/funnel")];
    expect(all.some((r) => r.search.get("to") === "2026-11-05")).toBe(false);
    expect(requests("GET", "/api/admin/download-stats")).toHaveLength(before);

    fireEvent.change(dateField("To"), { target: { value: "2026-11-12" } });
    expect(screen.queryByText("The end date cannot be before the start date")).toBeNull();
    await waitFor(
      () => expect(requests("GET", "/api/admin/download-stats").at(-1)?.search.get("to")).toBe("2026-11-12"),
      WAIT,
    );
  });
});

describe("exports", () => {
  it("only logs a failed CSV export", async () => {
    const files = captureSavedFiles();
    try {
      await renderDashboard({
        "GET /api/admin/export-downloads": () => json({ error: "Database unavailable" }, 500),
      });
      const warn = vi.mocked(console.warn);
      warn.mockClear();
      fireEvent.click(button("Export to CSV"));
      await waitFor(
        () => expect(warn.mock.calls.some(([message]) => String(message).includes("CSV export failed"))).toBe(true),
        WAIT,
      );
      expect(files.saved).toEqual([]);
      expect(toasts().queryByText("Error")).toBeNull();
      await waitFor(() => expect(button("Export to CSV").disabled).toBe(false), WAIT);
    } finally {
      files.restore();
    }
  });

  it("downloads a project's budget as a spreadsheet and says so", async () => {
    const files = captureSavedFiles();
    const excel = deferred();
    try {
      const { requests } = await renderDashboard({ "POST /api/projects/3/download-excel": () => excel.route(undefined) });
      fireEvent.click(button("Download Excel budget Backyard Island"));
      const busy = await screen.findByRole("button", { name: "Downloading... Backyard Island" }, WAIT);
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      await act(async () => excel.release(csv("project-3-budget.csv")));
      expect(await toasts().findByText("Excel budget for Project #3 downloaded", {}, WAIT)).toBeTruthy();
      expect(files.saved).toEqual(["project-3-budget.csv"]);
      expect(requests("POST", "/api/projects/3/download-excel")).toHaveLength(1);
    } finally {
      files.restore();
    }
  });

  it("says Failed to download Excel budget when the spreadsheet cannot be made", async () => {
    const files = captureSavedFiles();
    try {
      await renderDashboard({
        "POST /api/projects/2/download-excel": () => json({ error: "Project not found", code: "not_found" }, 404),
      });
      fireEvent.click(button("Download Excel budget Pool Kitchen"));
      expect(await toasts().findByText("Failed to download Excel budget", {}, WAIT)).toBeTruthy();
      expect(toasts().getByText("Error")).toBeTruthy();
      expect(files.saved).toEqual([]);
      await waitFor(() => expect(button("Download Excel budget Pool Kitchen").disabled).toBe(false), WAIT);
    } finally {
      files.restore();
    }
  });
});

describe("the pricing editor", () => {
  async function renderPricing(overrides: Parameters<typeof adminRoutes>[0] = {}) {
    const api = await renderDashboard(overrides);
    await within(cardOf("Service Tier Pricing")).findByRole("heading", { level: 3, name: "Gold" }, WAIT);
    return api;
  }

  it("shows each tier's price and its original price struck through, with the note", async () => {
    await renderPricing();
    const card = within(cardOf("Service Tier Pricing"));
    expect(card.getByText(ADMIN_MESSAGES.pricingNote)).toBeTruthy();
    expect(card.getByText(/Changes take effect immediately for all users/)).toBeTruthy();
    const bronze = within(cardOf("Bronze", 3));
    expect(bronze.getByText("$49")).toBeTruthy();
    expect(bronze.getByText("$99").tagName).toBe("S");
    const silver = within(cardOf("Silver", 3));
    expect(silver.getByText("$149")).toBeTruthy();
    expect(silver.queryByText("$99")).toBeNull();
    expect(within(cardOf("Gold", 3)).getByText("$1,070").tagName).toBe("S");
  });

  it("edits one tier at a time, with the product's fields", async () => {
    await renderPricing();
    fireEvent.click(button("Edit Silver"));
    const price = screen.getByLabelText("Current Price ($)") as HTMLInputElement;
    const original = screen.getByLabelText("Original Price ($)") as HTMLInputElement;
    expect(document.activeElement).toBe(price);
    expect([price.type, price.step, price.value]).toEqual(["number", "0.01", "149"]);
    expect([original.type, original.step, original.value]).toEqual(["number", "0.01", ""]);
    expect(original.placeholder).toBe("Leave empty for no strikethrough");
    expect(button("Edit Bronze").disabled).toBe(true);
    expect(button("Edit Gold").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Edit Silver" })).toBeNull();
  });

  it("checks the prices with the shared rule before sending anything", async () => {
    const { requests } = await renderPricing();
    fireEvent.click(button("Edit Bronze"));
    const price = screen.getByLabelText("Current Price ($)");
    const original = screen.getByLabelText("Original Price ($)");

    fireEvent.change(price, { target: { value: "0" } });
    fireEvent.click(button("Save"));
    expect(screen.getByText("Must be more than $0")).toBeTruthy();
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(price);

    fireEvent.change(price, { target: { value: "49.999" } });
    fireEvent.click(button("Save"));
    expect(screen.getByText("Use at most two decimals")).toBeTruthy();

    fireEvent.change(price, { target: { value: "120" } });
    fireEvent.change(original, { target: { value: "100" } });
    fireEvent.click(button("Save"));
    expect(screen.getByText("The original price must be higher than the price, or empty")).toBeTruthy();
    expect(original.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(original);

    expect(requests("PUT", "/api/admin/pricing/bronze")).toEqual([]);
  });

  it("saves a price with an empty original price as null, then shows the new pricing", async () => {
    const updated = { ...PRICING, bronze: { price: 59.5, originalPrice: null } };
    const put = deferred();
    const { requests } = await renderPricing({
      "PUT /api/admin/pricing/bronze": () => put.route(undefined),
    });
    fireEvent.click(button("Edit Bronze"));
    fireEvent.change(screen.getByLabelText("Current Price ($)"), { target: { value: "59.50" } });
    fireEvent.change(screen.getByLabelText("Original Price ($)"), { target: { value: "" } });
    fireEvent.click(button("Save"));

    const saving = await screen.findByRole("button", { name: "Saving..." }, WAIT);
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(button("Cancel").disabled).toBe(true);
    expect(requests("PUT", "/api/admin/pricing/bronze").map((r) => r.body)).toEqual([
      { price: 59.5, originalPrice: null },
    ]);

    await act(async () => put.release(json(updated)));
    expect(await toasts().findByText("Pricing updated successfully", {}, WAIT)).toBeTruthy();
    const bronze = within(cardOf("Bronze", 3));
    expect(bronze.getByText("$59.50")).toBeTruthy();
    expect(bronze.queryByText("$99")).toBeNull();
    expect(screen.queryByLabelText("Current Price ($)")).toBeNull();
    expect(document.activeElement).toBe(button("Edit Bronze"));
    expect(button("Edit Gold").disabled).toBe(false);
    // the browser's copy of the public prices is refreshed too
    await waitFor(() => expect(requests("GET", "/api/pricing").length).toBeGreaterThanOrEqual(2), WAIT);
  });

  it("shows Failed to update pricing and the server's words by the field when it refuses", async () => {
    await renderPricing({
      "PUT /api/admin/pricing/gold": () =>
        json(
          {
            error: "Invalid request: originalPrice: Must be at most $100,000",
            code: "validation_error",
            issues: [{ path: "originalPrice", message: "Must be at most $100,000" }],
          },
          400,
        ),
    });
    fireEvent.click(button("Edit Gold"));
    fireEvent.change(screen.getByLabelText("Original Price ($)"), { target: { value: "2000" } });
    fireEvent.click(button("Save"));
    expect(await toasts().findByText("Failed to update pricing", {}, WAIT)).toBeTruthy();
    expect(toasts().getByText("Error")).toBeTruthy();
    expect(screen.getByText("Must be at most $100,000")).toBeTruthy();
    const original = screen.getByLabelText("Original Price ($)") as HTMLInputElement;
    expect(original.value).toBe("2000");
    expect(original.getAttribute("aria-invalid")).toBe("true");
    expect(button("Save").disabled).toBe(false);
  });

  it("goes back to the prices on Cancel without sending anything", async () => {
    const { fetchMock } = await renderPricing();
    fireEvent.click(button("Edit Gold"));
    fireEvent.change(screen.getByLabelText("Current Price ($)"), { target: { value: "1" } });
    fireEvent.click(button("Cancel"));
    expect(screen.queryByLabelText("Current Price ($)")).toBeNull();
    expect(within(cardOf("Gold", 3)).getByText("$350")).toBeTruthy();
    expect(document.activeElement).toBe(button("Edit Gold"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("cancels with Escape", async () => {
    await renderPricing();
    fireEvent.click(button("Edit Silver"));
    fireEvent.keyDown(screen.getByLabelText("Current Price ($)"), { key: "Escape" });
    expect(screen.queryByLabelText("Current Price ($)")).toBeNull();
    expect(document.activeElement).toBe(button("Edit Silver"));
  });
});
