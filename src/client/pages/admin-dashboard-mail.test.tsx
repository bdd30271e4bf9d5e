import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { describe, expect, it } from "vitest";
import type { ContactMessageRecord, OutboxMailRecord } from "../../domain/analytics/admin-mail";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { adminRoutes, type SentRequest, stubAdminApi } from "../test/admin-fixtures";
import { json, renderAt, setUpAccountPageTests } from "../test/harness";
import { WAIT } from "../test/wait";

setUpAccountPageTests();

const MESSAGES: ContactMessageRecord[] = Array.from({ length: 2 }, (_, i) => ({
  id: 10 - i,
  name: `Dana ${10 - i}`,
  email: `dana${10 - i}@example.com`,
  subject: `Grill and oven ${10 - i}`,
  message: `Line one\nLine two of message ${10 - i}`,
  createdAt: "2026-11-24T15:04:00.000Z",
}));

const MAILS: OutboxMailRecord[] = [
  {
    id: 4,
    kind: "password_reset",
    to: "ana@example.com",
    subject: "Reset your Outdoor Kitchen Planner password",
    status: "failed",
    attempts: 12,
    lastError: "550 mailbox unavailable",
    createdAt: "2026-11-24T15:00:00.000Z",
    sentAt: null,
    failedAt: "2026-11-24T18:00:00.000Z",
    nextAttemptAt: null,
  },
  {
    id: 3,
    kind: "contact",
    to: "support@example.com",
    subject: "Contact form: Grill (from Dana)",
    status: "retrying",
    attempts: 2,
    lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    createdAt: "2026-11-24T14:00:00.000Z",
    sentAt: null,
    failedAt: null,
    nextAttemptAt: "2026-11-24T14:10:00.000Z",
  },
  {
    id: 2,
    kind: "order_confirmation",
    to: "lee@example.com",
    subject: "Your Bronze package is confirmed (order #5)",
    status: "sent",
    attempts: 1,
    lastError: null,
    createdAt: "2026-11-24T13:00:00.000Z",
    sentAt: "2026-11-24T13:00:05.000Z",
    failedAt: null,
    nextAttemptAt: null,
  },
];

function section(name: string): HTMLElement {
  return screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;
}

async function renderWith(routes: Parameters<typeof adminRoutes>[0]) {
  const api = stubAdminApi(adminRoutes(routes));
  renderAt("/admin/dashboard", <AdminDashboardPage />);
  await screen.findByRole("heading", { level: 2, name: "Mail Outbox" }, WAIT);
  return api;
}

const pageOf = (request: SentRequest) => Number(request.search.get("page"));

describe("the dashboard's contact messages", () => {
  it("lists each message with its sender, a reply link, when it came and the whole message, and pages to older ones", async () => {
    const { requests } = await renderWith({
      "GET /api/admin/contact-messages": (request) =>
        pageOf(request) === 1
          ? json({ messages: MESSAGES, page: 1, pageSize: 2, total: 3 })
          : json({ messages: [{ ...MESSAGES[0], id: 1, subject: "The oldest question" }], page: 2, pageSize: 2, total: 3 }),
    });
    const card = within(section("Contact Messages"));
    await card.findByRole("heading", { level: 3, name: "Grill and oven 10" }, WAIT);
    expect(card.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Grill and oven 10", "Grill and oven 9"]);
    expect(card.getByRole("link", { name: "dana10@example.com" }).getAttribute("href")).toBe("mailto:dana10@example.com");
    expect(card.getByText(/Line two of message 10/).textContent).toBe("Line one\nLine two of message 10");
    expect(card.getAllByText("Nov 24, 2026", { exact: false }).length).toBeGreaterThan(0);
    expect(card.getByText("Page 1 of 2")).toBeTruthy();

    const newer = card.getByRole("button", { name: "Newer" });
    expect(newer.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(newer);
    fireEvent.click(card.getByRole("button", { name: "Older" }));
    await card.findByRole("heading", { level: 3, name: "The oldest question" }, WAIT);
    expect(card.getByText("Page 2 of 2")).toBeTruthy();
    expect(requests("GET", "/api/admin/contact-messages").map(pageOf)).toEqual([1, 2]);
  });

  it("says so when no one has written yet", async () => {
    await renderWith({});
    await within(section("Contact Messages")).findByText("No one has written through the contact page yet.", {}, WAIT);
    expect(within(section("Contact Messages")).queryByRole("navigation")).toBeNull();
  });
});

describe("the dashboard's mail outbox", () => {
  it("shows each mail's subject, recipient, kind, status, attempts, last error and times", async () => {
    await renderWith({ "GET /api/admin/mail-outbox": () => json({ mails: MAILS, page: 1, pageSize: 20, total: 3 }) });
    const card = within(section("Mail Outbox"));
    const reset = await card.findByRole("heading", { level: 3, name: "Reset your Outdoor Kitchen Planner password" }, WAIT);
    const row = within(reset.closest("li") as HTMLElement);
    expect(row.getByText("Failed")).toBeTruthy();
    expect(row.getByText("Password reset")).toBeTruthy();
    expect(row.getByText("ana@example.com")).toBeTruthy();
    const value = (term: string) => row.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
    expect(value("Attempts")).toBe("12");
    expect(value("Last error")).toBe("550 mailbox unavailable");
    expect(value("Given up")).toMatch(/Nov 24, 2026/);
    expect(row.queryByText("Next try")).toBeNull();

    const contact = within(card.getByRole("heading", { name: "Contact form: Grill (from Dana)" }).closest("li") as HTMLElement);
    expect(contact.getByText("Retrying")).toBeTruthy();
    expect(contact.getByText("Contact message")).toBeTruthy();
    expect(contact.getByText("Next try", { selector: "dt" })).toBeTruthy();

    const order = within(card.getByRole("heading", { name: /package is confirmed/ }).closest("li") as HTMLElement);
    expect(order.getByText("Sent", { selector: "p" })).toBeTruthy();
    expect(order.getByText("Order confirmation")).toBeTruthy();
    expect(order.getByText("Sent", { selector: "dt" })).toBeTruthy();
    expect(order.queryByText("Last error")).toBeNull();
    // one page only: no pager
    expect(card.queryByRole("navigation")).toBeNull();
  });

  it("says so when the outbox cannot be loaded", async () => {
    await renderWith({ "GET /api/admin/mail-outbox": () => json({ error: "boom" }, 500) });
    await waitFor(() => expect(within(section("Mail Outbox")).getByRole("alert").textContent).toBe("The mail outbox could not be loaded."), {
      timeout: 10_000,
    });
  });

  it("has no axe violations with both lists filled", async () => {
    await renderWith({
      "GET /api/admin/mail-outbox": () => json({ mails: MAILS, page: 1, pageSize: 2, total: 3 }),
      "GET /api/admin/contact-messages": () => json({ messages: MESSAGES, page: 1, pageSize: 2, total: 3 }),
    });
    await within(section("Mail Outbox")).findByText("Page 1 of 2", {}, WAIT);
    await within(section("Contact Messages")).findByText("Page 1 of 2", {}, WAIT);
    const result = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
