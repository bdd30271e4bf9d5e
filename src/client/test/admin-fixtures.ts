import { type Mock, vi } from "vitest";
import type { AuthUser } from "../../domain/accounts/accounts";
import type { BotStats, DownloadRecord, DownloadStats, Funnel } from "../../domain/analytics/dashboard";
import type { Pricing } from "../../domain/commerce/tiers";
import { json, USER } from "./harness";

export const ADMIN: AuthUser = { ...USER, id: 1, email: "admin@example.com", firstName: "Avery", isAdmin: true };

export function download(id: number, overrides: Partial<DownloadRecord> = {}): DownloadRecord {
  return {
    id,
    createdAt: `2026-11-24T15:${String(id % 60).padStart(2, "0")}:00.000Z`,
    userId: 7,
    userEmail: "ana@example.com",
    projectId: 3,
    documentType: "pdf",
    ipAddress: "203.0.113.9",
    ...overrides,
  };
}

export const STATS: DownloadStats = {
  totalDownloads: 5,
  pdfDownloads: 3,
  htmlDownloads: 2,
  byProject: {
    "2": {
      pdf: 1,
      html: 1,
      total: 2,
      projectName: "Pool Kitchen",
      shape: "u-shaped",
      ownerEmail: null,
      ownerName: "",
    },
    "3": {
      pdf: 2,
      html: 1,
      total: 3,
      projectName: "Backyard Island",
      shape: "l-shaped",
      ownerEmail: "ana@example.com",
      ownerName: "Ana Reyes",
    },
  },
  recentDownloads: [
    download(12, { documentType: "html", ipAddress: null }),
    download(11, { projectId: 2, userEmail: "ben@example.com", userId: 8 }),
  ],
  byDay: [
    { day: "2026-11-20", pdf: 1, html: 0 },
    { day: "2026-11-24", pdf: 2, html: 2 },
  ],
};

export const EMPTY_STATS: DownloadStats = {
  totalDownloads: 0,
  pdfDownloads: 0,
  htmlDownloads: 0,
  byProject: {},
  recentDownloads: [],
  byDay: [],
};

export const BOT: BotStats = { activeLoginAttempts: 4, blockedIPs: 2, suspiciousActivity: 9, activeSessions: 17 };

export const FUNNEL: Funnel = {
  stages: [
    { id: "step-1", label: "Step 1: Appliances", count: 200 },
    { id: "step-9", label: "Step 9: Budget", count: 50 },
    { id: "signed-up", label: "Signed up", count: 20 },
    { id: "paid", label: "Paid", count: 5 },
    { id: "downloaded", label: "Downloaded a SOW", count: 3 },
  ],
};

export const PRICING: Pricing = {
  bronze: { price: 49, originalPrice: 99 },
  silver: { price: 149, originalPrice: null },
  gold: { price: 350, originalPrice: 1070 },
};

export type SentRequest = { method: string; path: string; search: URLSearchParams; body: unknown };
export type AdminRoute = (request: SentRequest) => Response | Promise<Response>;

/**
 * fetch answered from a table of "METHOD /path" (the query string apart, so a test can look at the date
 * range each call carried). Anything not in the table answers 404.
 */
export function stubAdminApi(routes: Record<string, AdminRoute>): {
  fetchMock: Mock<typeof fetch>;
  requests(method: string, path: string): SentRequest[];
} {
  const log: SentRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const raw = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, "http://localhost");
    const request: SentRequest = {
      method: init?.method ?? "GET",
      path: url.pathname,
      search: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    log.push(request);
    const route = routes[`${request.method} ${request.path}`];
    return route ? route(request) : json({ error: `no route for ${request.method} ${request.path}`, code: "not_found" }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    fetchMock,
    requests: (method, path) => log.filter((r) => r.method === method && r.path === path),
  };
}

/** The dashboard's reads for a signed-in administrator, each replaceable. */
export function adminRoutes(overrides: Record<string, AdminRoute> = {}): Record<string, AdminRoute> {
  return {
    "GET /api/auth/user": () => json(ADMIN),
    "GET /api/admin/download-stats": () => json(STATS),
    "GET /api/admin/bot-stats": () => json(BOT),
    "GET /api/admin/funnel": () => json(FUNNEL),
    "GET /api/admin/failing-mail": () => json({ mails: [] }),
    "GET /api/admin/contact-messages": () => json({ messages: [], page: 1, pageSize: 20, total: 0 }),
    "GET /api/admin/mail-outbox": () => json({ mails: [], page: 1, pageSize: 20, total: 0 }),
    "GET /api/pricing": () => json(PRICING),
    ...overrides,
  };
}

/** A CSV answer as the server sends it. */
export function csv(fileName: string, body = "a,b\n1,2\n"): Response {
  return new Response(body, {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${fileName}"` },
  });
}

/**
 * Records the files the page hands to the browser (saveBlob clicks a temporary link), instead of
 * navigating jsdom to a blob URL. Call the returned function to restore.
 */
export function captureSavedFiles(): { saved: string[]; restore(): void } {
  const saved: string[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const create = URL.createObjectURL;
  const revoke = URL.revokeObjectURL;
  URL.createObjectURL = () => "blob:http://localhost/file";
  URL.revokeObjectURL = () => {};
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  return {
    saved,
    restore() {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = create;
      URL.revokeObjectURL = revoke;
    },
  };
}
