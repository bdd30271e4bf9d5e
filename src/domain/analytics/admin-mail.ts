// What the administrator's dashboard shows of contact messages and of the mail outbox: the shapes of the
// answers, their paging and a mail's status. A mail's body is never part of an answer: a reset mail holds a
// link that grants access.
import { z } from "zod";

/** Both lists page newest first: 20 rows a page unless asked otherwise, at most 100. */
export const ADMIN_LIST_PAGE_SIZE = { default: 20, max: 100 } as const;

export const adminListQuerySchema = z.object({
  page: z.coerce.number({ message: "page must be a whole number from 1" }).int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number({ message: `pageSize must be a whole number from 1 to ${ADMIN_LIST_PAGE_SIZE.max}` })
    .int()
    .min(1)
    .max(ADMIN_LIST_PAGE_SIZE.max)
    .default(ADMIN_LIST_PAGE_SIZE.default),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

const paging = { page: z.int(), pageSize: z.int(), total: z.int() };

/** A message sent through /contact, as the dashboard lists it. Times are ISO 8601. */
export const contactMessageRecordSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

export const contactMessagesPageSchema = z.object({ messages: z.array(contactMessageRecordSchema), ...paging });
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const MAIL_KINDS = ["password_reset", "contact", "order_confirmation", "bid_invitation", "bid_submitted", "other"] as const;
export type OutboxMailKind = (typeof MAIL_KINDS)[number];

/**
 * Where a mail stands: "sent" (the mail server took it), "queued" (waiting for its first try), "retrying"
 * (a try failed; another follows), "failed" (given up), "kept" (no mail server is set up: it stays in the
 * local outbox).
 */
export const MAIL_STATUSES = ["sent", "queued", "retrying", "failed", "kept"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A stored mail's status from its row. */
export function mailStatus(row: {
  transport: string;
  sentAt: unknown;
  failedAt: unknown;
  lastError: string | null;
}): MailStatus {
  if (row.sentAt) return "sent";
  if (row.failedAt) return "failed";
  if (row.transport !== "smtp") return "kept";
  return row.lastError ? "retrying" : "queued";
}

/** One outbox mail as the dashboard lists it: never its body. Times are ISO 8601. */
export const outboxMailRecordSchema = z.object({
  id: z.int(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** When the next try is due; null once sent or given up, and for mail kept in the local outbox. */
  nextAttemptAt: z.string().nullable(),
});
export type OutboxMailRecord = z.infer<typeof outboxMailRecordSchema>;

export const outboxPageSchema = z.object({ mails: z.array(outboxMailRecordSchema), ...paging });
export type OutboxPage = z.infer<typeof outboxPageSchema>;
