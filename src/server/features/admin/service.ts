import { and, count, desc, eq, gte, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { ADMIN_DAY_RANGE, budgetCsvName, type DateRangeQuery, type DownloadRecord, type DownloadStats, type Funnel, RECENT_DOWNLOADS_MAX } from "../../../domain/analytics/dashboard";
import { type ContactMessagesPage, MAIL_KINDS, mailStatus, type OutboxMailKind, type OutboxPage } from "../../../domain/analytics/admin-mail";
import { funnelStageLabels } from "../../../domain/analytics/events";
import { presentLineKeys } from "../../../domain/budget/breakdown-keys";
import { BREAKDOWN_LABELS } from "../../../domain/budget/budget";
import { TOTAL_STEPS } from "../../../domain/planner/wizard";
import type { Db } from "../../db/client";
import { agreements, analyticsEvents, bidInvitations, bidRevisions, contactMessages, orders, projects, sowDownloads, users } from "../../db/schema";
import { AppError } from "../../errors";
import { listOutbox } from "../../mail/mailer";
import { csvFile } from "./csv";

/** The time zone whole days are counted in: the server's own (docs/product/accounts-and-commerce.md: "ISO days"; see the README). */
export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export type Range = { from: Date | undefined; until: Date | undefined };

/** Local midnight of an ISO day in the server's time zone. */
function localMidnight(isoDay: string): Date {
  const [y, m, d] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

/**
 * `from` at the start of its day, `to` through the end of its day (the next midnight, excluded). The last day
 * a range may name has no next day a timestamp is written with (year 10000), and nothing can come after it:
 * its range has no end.
 */
export function dayRange(query: DateRangeQuery): Range {
  const until = query.to && query.to < ADMIN_DAY_RANGE.last ? localMidnight(query.to) : undefined;
  until?.setDate(until.getDate() + 1);
  return { from: query.from ? localMidnight(query.from) : undefined, until };
}

function within(column: Parameters<typeof gte>[0], range: Range): SQL | undefined {
  const parts = [range.from ? gte(column, range.from) : undefined, range.until ? lt(column, range.until) : undefined];
  const present = parts.filter((p): p is SQL => p !== undefined);
  return present.length === 0 ? undefined : and(...present);
}

const recordColumns = {
  id: sowDownloads.id,
  createdAt: sowDownloads.createdAt,
  userId: sowDownloads.userId,
  userEmail: users.email,
  projectId: sowDownloads.projectId,
  documentType: sowDownloads.documentType,
  ipAddress: sowDownloads.ipAddress,
};

type RecordRow = { [K in keyof typeof recordColumns]: unknown } & { createdAt: Date };

function toRecord(row: RecordRow): DownloadRecord {
  return {
    id: row.id as number,
    createdAt: row.createdAt.toISOString(),
    userId: (row.userId as number | null) ?? null,
    userEmail: (row.userEmail as string | null) ?? null,
    projectId: row.projectId as number,
    documentType: row.documentType as DownloadRecord["documentType"],
    ipAddress: (row.ipAddress as string | null) ?? null,
  };
}

async function downloadRecords(db: Db, range: Range, limit: number, offset = 0): Promise<DownloadRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(sowDownloads)
    .leftJoin(users, eq(users.id, sowDownloads.userId))
    .where(within(sowDownloads.createdAt, range))
    .orderBy(desc(sowDownloads.createdAt), desc(sowDownloads.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toRecord);
}

export async function downloadStats(db: Db, range: Range): Promise<DownloadStats> {
  const where = within(sowDownloads.createdAt, range);
  const perProject = await db
    .select({
      projectId: sowDownloads.projectId,
      documentType: sowDownloads.documentType,
      n: count(),
      projectName: projects.name,
      shape: projects.shape,
      ownerEmail: users.email,
      ownerFirst: users.firstName,
      ownerLast: users.lastName,
    })
    .from(sowDownloads)
    .innerJoin(projects, eq(projects.id, sowDownloads.projectId))
    .leftJoin(users, eq(users.id, projects.userId))
    .where(where)
    .groupBy(
      sowDownloads.projectId,
      sowDownloads.documentType,
      projects.name,
      projects.shape,
      users.email,
      users.firstName,
      users.lastName,
    );
  const byProject: DownloadStats["byProject"] = {};
  let pdfDownloads = 0;
  let htmlDownloads = 0;
  for (const row of perProject) {
    const key = String(row.projectId);
    byProject[key] ??= {
      pdf: 0,
      html: 0,
      total: 0,
      projectName: row.projectName,
      shape: row.shape as DownloadStats["byProject"][string]["shape"],
      ownerEmail: row.ownerEmail ?? null,
      ownerName: `${row.ownerFirst ?? ""} ${row.ownerLast ?? ""}`.trim(),
    };
    const entry = byProject[key];
    const n = Number(row.n);
    if (row.documentType === "pdf") {
      entry.pdf += n;
      pdfDownloads += n;
    } else {
      entry.html += n;
      htmlDownloads += n;
    }
    entry.total += n;
  }

  // days in the server's time zone, so a download at 23:30 counts on the day the administrator saw it
  const day = sql<string>`to_char(${sowDownloads.createdAt} at time zone ${SERVER_TIME_ZONE}, 'YYYY-MM-DD')`;
  const perDay = await db
    .select({ day, documentType: sowDownloads.documentType, n: count() })
    .from(sowDownloads)
    .where(where)
    // by position: the zone is a parameter, and two parameters are never the same expression to PostgreSQL
    .groupBy(sql`1`, sowDownloads.documentType)
    .orderBy(sql`1`);
  const days = new Map<string, { day: string; pdf: number; html: number }>();
  for (const row of perDay) {
    const entry = days.get(row.day) ?? { day: row.day, pdf: 0, html: 0 };
    entry[row.documentType === "pdf" ? "pdf" : "html"] += Number(row.n);
    days.set(row.day, entry);
  }

  return {
    totalDownloads: pdfDownloads + htmlDownloads,
    pdfDownloads,
    htmlDownloads,
    byProject,
    recentDownloads: await downloadRecords(db, range, RECENT_DOWNLOADS_MAX),
    byDay: [...days.values()],
  };
}

export async function allDownloads(db: Db, range: Range, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(sowDownloads).where(within(sowDownloads.createdAt, range));
  return {
    downloads: await downloadRecords(db, range, pageSize, (page - 1) * pageSize),
    page,
    pageSize,
    total: Number(total?.n ?? 0),
  };
}

const EXPORT_HEADER = ["Download ID", "Time", "User", "Name", "Project", "Project name", "Type", "IP address"];

/** Every download of the range as CSV, oldest first (a spreadsheet reads down in time). */
export async function downloadsCsv(db: Db, range: Range): Promise<string> {
  const rows = await db
    .select({ ...recordColumns, firstName: users.firstName, lastName: users.lastName, projectName: projects.name })
    .from(sowDownloads)
    .leftJoin(users, eq(users.id, sowDownloads.userId))
    .leftJoin(projects, eq(projects.id, sowDownloads.projectId))
    .where(within(sowDownloads.createdAt, range))
    .orderBy(sowDownloads.createdAt, sowDownloads.id);
  return csvFile([
    EXPORT_HEADER,
    ...rows.map((row) => [
      String(row.id),
      row.createdAt.toISOString(),
      row.userEmail ?? "Unknown",
      `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim(),
      String(row.projectId),
      row.projectName ?? "",
      row.documentType.toUpperCase(),
      row.ipAddress ?? "Unknown",
    ]),
  ]);
}

/** A project's budget as CSV: one line item a row with its amount and how it was worked out, then the totals. */
export async function budgetCsv(db: Db, projectId: number): Promise<{ fileName: string; csv: string }> {
  const [project] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!project) throw new AppError("not_found", "No such project");
  const { breakdown, explanations, subtotal, total, incentiveAmount } = project.budget;
  // the utility runs line follows the utilities when the owner answered the site questions (docs/budget-model.md)
  const lines = presentLineKeys(breakdown).filter((key) => key !== "contractorMarkup");
  const rows = [
    ["Project", `#${project.id}`, project.name],
    ["Line", "Amount (USD)", "How it was worked out"],
    ...lines.map((key) => [BREAKDOWN_LABELS[key], String(breakdown[key]), explanations[key] ?? ""]),
    ["Subtotal", String(subtotal), "Sum of the lines above"],
    [BREAKDOWN_LABELS.contractorMarkup, String(breakdown.contractorMarkup), explanations.contractorMarkup],
    ["Total", String(total), "Subtotal plus the contractor markup"],
    ...(incentiveAmount > 0 ? [["Completion incentive (not in the total)", String(incentiveAmount), "Optional tip for finishing on time"]] : []),
  ];
  return { fileName: budgetCsvName(project.id), csv: csvFile(rows) };
}

const visitOf = sql`${analyticsEvents.params}->>'visitId'`;

async function distinctVisits(db: Db, range: Range, condition: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${visitOf})` })
    .from(analyticsEvents)
    .where(and(condition, within(analyticsEvents.createdAt, range)));
  return Number(row?.n ?? 0);
}

/** A page of the messages sent through /contact, newest first. */
export async function contactMessagesPage(db: Db, page: number, pageSize: number): Promise<ContactMessagesPage> {
  const [total] = await db.select({ n: count() }).from(contactMessages);
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    page,
    pageSize,
    total: Number(total?.n ?? 0),
  };
}

/** A page of the outbox, newest first, each mail with its status; never a body. */
export async function outboxPage(db: Db, page: number, pageSize: number): Promise<OutboxPage> {
  const { rows, total } = await listOutbox(db, page, pageSize);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    mails: rows.map((row) => {
      const status = mailStatus(row);
      return {
        id: row.id,
        kind: (MAIL_KINDS as readonly string[]).includes(row.kind) ? (row.kind as OutboxMailKind) : "other",
        to: row.to,
        subject: row.subject,
        status,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: iso(row.sentAt),
        failedAt: iso(row.failedAt),
        nextAttemptAt: status === "queued" || status === "retrying" ? row.nextAttemptAt.toISOString() : null,
      };
    }),
    page,
    pageSize,
    total,
  };
}

/**
 * The funnel of the range: visits that opened the planner (step 1) and reached each later step (the step
 * before it completed), then new accounts, and the users who paid and who downloaded a document, then the
 * invitations to bid sent and the bids received.
 */
export async function funnel(db: Db, range: Range): Promise<Funnel> {
  // Rows stored before events were checked at the door may carry any step ("abc", 1.5, a huge number): only
  // a step of one to three digits is read as a number, so no stored row can make the query fail.
  const stepOf = sql`case when ${analyticsEvents.params}->>'step' ~ '^[0-9]{1,3}$' then (${analyticsEvents.params}->>'step')::int end`;
  const completed = (step: number) => and(eq(analyticsEvents.name, "step_completed"), sql`${stepOf} = ${step}`) as SQL;
  const counts = new Map<string, number>();
  // completing any step means the visit was in the planner, even if its page view was not recorded
  const inPlanner = or(
    and(eq(analyticsEvents.name, "page_view"), sql`${analyticsEvents.params}->>'path' = '/planner'`),
    eq(analyticsEvents.name, "step_completed"),
  ) as SQL;
  counts.set("step-1", await distinctVisits(db, range, inPlanner));
  for (let step = 2; step <= TOTAL_STEPS; step++) {
    counts.set(`step-${step}`, await distinctVisits(db, range, completed(step - 1)));
  }
  // administrators are not customers: their accounts are no sign-ups
  const [signedUp] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, false), within(users.createdAt, range)));
  const [paid] = await db
    .select({ n: sql<number>`count(distinct ${orders.userId})` })
    .from(orders)
    .where(and(eq(orders.status, "paid"), within(orders.paidAt, range)));
  const [downloaded] = await db
    .select({ n: sql<number>`count(distinct ${sowDownloads.userId})` })
    .from(sowDownloads)
    .where(within(sowDownloads.createdAt, range));
  // one agreement per project: awards and signed agreements count projects
  const [awarded] = await db.select({ n: count() }).from(agreements).where(within(agreements.createdAt, range));
  const [signed] = await db.select({ n: count() }).from(agreements).where(and(isNotNull(agreements.lockedAt), within(agreements.lockedAt, range)));
  counts.set("signed-up", Number(signedUp?.n ?? 0));
  counts.set("paid", Number(paid?.n ?? 0));
  counts.set("downloaded", Number(downloaded?.n ?? 0));
  // bids online: invitations made, and bids counted once, when first submitted (revision 1)
  const [invited] = await db.select({ n: count() }).from(bidInvitations).where(within(bidInvitations.createdAt, range));
  const [received] = await db
    .select({ n: count() })
    .from(bidRevisions)
    .where(and(eq(bidRevisions.revision, 1), within(bidRevisions.createdAt, range)));
  counts.set("invitations-sent", Number(invited?.n ?? 0));
  counts.set("bids-received", Number(received?.n ?? 0));
  counts.set("awarded", Number(awarded?.n ?? 0));
  counts.set("agreement-signed", Number(signed?.n ?? 0));
  return { stages: funnelStageLabels().map((stage) => ({ ...stage, count: counts.get(stage.id) ?? 0 })) };
}
