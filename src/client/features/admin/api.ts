import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { adminContract as c } from "../../../domain/analytics/admin.contract";
import { ADMIN_REFRESH_MS, type BotStats, budgetCsvName, type DateRangeQuery, type DownloadStats, downloadsCsvName, type FailingMail, type Funnel } from "../../../domain/analytics/dashboard";
import type { ContactMessagesPage, OutboxPage } from "../../../domain/analytics/admin-mail";
import type { Pricing, ServiceTier, TierPrice } from "../../../domain/commerce/tiers";
import { toIsoDate } from "../../../domain/common/format";
import { ApiError, apiRequest, type HttpMethod } from "../../app/query-client";
import { type FieldErrors, fieldErrorsOfBody } from "../../lib/form-errors";
import { saveResponse } from "../../lib/download";
import { PROJECTS_URL } from "../projects";

export const DOWNLOAD_STATS_URL = "/api/admin/download-stats";
export const BOT_STATS_URL = "/api/admin/bot-stats";
export const FAILING_MAIL_URL = "/api/admin/failing-mail";
export const FUNNEL_URL = "/api/admin/funnel";
export const EXPORT_DOWNLOADS_URL = "/api/admin/export-downloads";
export const CONTACT_MESSAGES_URL = "/api/admin/contact-messages";
export const MAIL_OUTBOX_URL = "/api/admin/mail-outbox";

export function pricingTierUrl(tier: ServiceTier): string {
  return `/api/admin/pricing/${tier}`;
}

export function budgetExcelUrl(projectId: number): string {
  return `${PROJECTS_URL}/${projectId}/download-excel`;
}

/** The dashboard's period: both ends optional, each a whole day written YYYY-MM-DD. */
export type DateRange = DateRangeQuery;

/** The product's internal messages for a statistics answer that could not be read. */
export const ADMIN_FETCH_ERRORS = {
  stats: "Failed to fetch stats",
  botStats: "Failed to fetch bot stats",
  funnel: "Failed to fetch funnel",
  failingMail: "Failed to fetch failing mail",
  contactMessages: "Failed to fetch contact messages",
  mailOutbox: "Failed to fetch the mail outbox",
} as const;

/** `url?from=…&to=…` with only the ends that are set, so an open range is the bare URL. */
export function withRange(url: string, range: DateRange): string {
  const params = new URLSearchParams();
  if (range.from) params.set("from", range.from);
  if (range.to) params.set("to", range.to);
  const query = params.toString();
  return query ? `${url}?${query}` : url;
}

/**
 * A range as a query key part: an object with only the set ends, so {} and { from: undefined } are the
 * same query and share one cache entry.
 */
function rangeKey(range: DateRange): DateRange {
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
  };
}

export const adminQueryKeys = {
  downloadStats: (range: DateRange) => [DOWNLOAD_STATS_URL, rangeKey(range)] as const,
  botStats: [BOT_STATS_URL] as const,
  failingMail: [FAILING_MAIL_URL] as const,
  funnel: (range: DateRange) => [FUNNEL_URL, rangeKey(range)] as const,
  contactMessages: (page: number) => [CONTACT_MESSAGES_URL, { page }] as const,
  mailOutbox: (page: number) => [MAIL_OUTBOX_URL, { page }] as const,
};

/**
 * One admin read. A refusal or an unreachable server is an ApiError with its status (apiRequest answers
 * the latter with a synthetic 503); an answer of the wrong shape is an Error with the product's message.
 */
async function readAdmin<S extends z.ZodType>(url: string, schema: S, failure: string): Promise<z.infer<S>> {
  const res = await apiRequest("GET", url);
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new Error(failure, { cause: parsed.error });
  return parsed.data;
}

export function fetchDownloadStats(range: DateRange): Promise<DownloadStats> {
  return readAdmin(withRange(DOWNLOAD_STATS_URL, range), c.downloadStats.response[200], ADMIN_FETCH_ERRORS.stats);
}

export function fetchBotStats(): Promise<BotStats> {
  return readAdmin(BOT_STATS_URL, c.botStats.response[200], ADMIN_FETCH_ERRORS.botStats);
}

export function fetchFailingMail(): Promise<FailingMail> {
  return readAdmin(FAILING_MAIL_URL, c.failingMail.response[200], ADMIN_FETCH_ERRORS.failingMail);
}

export function fetchFunnel(range: DateRange): Promise<Funnel> {
  return readAdmin(withRange(FUNNEL_URL, range), c.funnel.response[200], ADMIN_FETCH_ERRORS.funnel);
}

export function fetchContactMessages(page: number): Promise<ContactMessagesPage> {
  return readAdmin(`${CONTACT_MESSAGES_URL}?page=${page}`, c.contactMessages.response[200], ADMIN_FETCH_ERRORS.contactMessages);
}

export function fetchMailOutbox(page: number): Promise<OutboxPage> {
  return readAdmin(`${MAIL_OUTBOX_URL}?page=${page}`, c.mailOutbox.response[200], ADMIN_FETCH_ERRORS.mailOutbox);
}

/**
 * The figures are read again every 30 s (docs/product/accounts-and-commerce.md) while the dashboard is open and the tab is visible, and on
 * coming back to the dashboard once that long has passed. A new range keeps the old figures on screen
 * until its own arrive, so the cards do not blink to a spinner.
 */
const livePolicy = { refetchInterval: ADMIN_REFRESH_MS, staleTime: ADMIN_REFRESH_MS } as const;

/** docs/product/accounts-and-commerce.md: "the admin queries run only for admins"; `enabled` is whether the signed-in user is one. */
export function useDownloadStats(range: DateRange, enabled: boolean) {
  return useQuery<DownloadStats>({
    queryKey: adminQueryKeys.downloadStats(range),
    queryFn: () => fetchDownloadStats(range),
    enabled,
    placeholderData: keepPreviousData,
    ...livePolicy,
  });
}

export function useBotStats(enabled: boolean) {
  return useQuery<BotStats>({
    queryKey: adminQueryKeys.botStats,
    queryFn: fetchBotStats,
    enabled,
    ...livePolicy,
  });
}

/** Mail that keeps failing: polled like the live figures, so a mail server outage shows while it lasts. */
export function useFailingMail(enabled: boolean) {
  return useQuery<FailingMail>({
    queryKey: adminQueryKeys.failingMail,
    queryFn: fetchFailingMail,
    enabled,
    ...livePolicy,
  });
}

/**
 * A page of contact messages, newest first: polled like the live figures, so a new message shows on page 1
 * while the dashboard is open. Another page keeps the one on screen until it arrives.
 */
export function useContactMessages(page: number, enabled: boolean) {
  return useQuery<ContactMessagesPage>({
    queryKey: adminQueryKeys.contactMessages(page),
    queryFn: () => fetchContactMessages(page),
    enabled,
    placeholderData: keepPreviousData,
    ...livePolicy,
  });
}

/** A page of the mail outbox, newest first, polled so a delivery's status moves on screen. */
export function useMailOutbox(page: number, enabled: boolean) {
  return useQuery<OutboxPage>({
    queryKey: adminQueryKeys.mailOutbox(page),
    queryFn: () => fetchMailOutbox(page),
    enabled,
    placeholderData: keepPreviousData,
    ...livePolicy,
  });
}

/** The funnel changes slowly: read once per range, not polled. */
export function useFunnel(range: DateRange, enabled: boolean) {
  return useQuery<Funnel>({
    queryKey: adminQueryKeys.funnel(range),
    queryFn: () => fetchFunnel(range),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: ADMIN_REFRESH_MS,
  });
}

/**
 * Asks the server for a file and saves it under the name its Content-Disposition gives (`fallbackName`
 * when it gives none). Answers the saved name; throws ApiError when the server refuses or cannot be reached.
 */
export async function downloadFile(method: HttpMethod, url: string, fallbackName: string): Promise<string> {
  const res = await apiRequest(method, url);
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ""), res.statusText);
  return saveResponse(res, fallbackName);
}

/** GET /api/admin/export-downloads: every download of the range as downloads-{date}.csv. */
export function exportDownloadsCsv(range: DateRange, today: Date = new Date()): Promise<string> {
  return downloadFile("GET", withRange(EXPORT_DOWNLOADS_URL, range), downloadsCsvName(toIsoDate(today)));
}

/** POST /api/projects/{id}/download-excel: the project's budget as project-{id}-budget.csv. */
export function downloadBudgetCsv(projectId: number): Promise<string> {
  return downloadFile("POST", budgetExcelUrl(projectId), budgetCsvName(projectId));
}

/** A refused price change, with the server's complaint per field ("price", "originalPrice") when it gave them. */
export class PriceUpdateError extends Error {
  override readonly name = "PriceUpdateError";
  constructor(
    readonly status: number | undefined,
    readonly fieldErrors: FieldErrors,
  ) {
    super(status === undefined ? "Price update failed" : `Price update failed with ${status}`);
  }
}

/** PUT /api/admin/pricing/{tier}: answers the whole new pricing. */
export async function updatePrice(tier: ServiceTier, body: TierPrice): Promise<Pricing> {
  let res: Response;
  try {
    res = await apiRequest("PUT", pricingTierUrl(tier), body);
  } catch (error) {
    if (error instanceof ApiError) throw new PriceUpdateError(error.status, fieldErrorsOfBody(error.body));
    throw error;
  }
  if (!res.ok) throw new PriceUpdateError(res.status, {});
  const parsed = c.updatePrice.response[200].safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new PriceUpdateError(res.status, {});
  return parsed.data;
}
