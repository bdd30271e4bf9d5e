import { eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where a reply goes instead of the sender (the visitor who wrote through the contact form). */
  replyTo?: { name: string; address: string };
  /**
   * The one action link the mail carries (a reset link). Without SMTP it is logged, so a developer on a
   * fresh machine can follow it without a mail server; with SMTP it is never logged.
   */
  link?: string;
  /**
   * Strings that grant access (a reset token). Once a mail server has the message, the stored copy keeps
   * them blanked out, so reading the outbox table does not hand out working links.
   */
  secrets?: string[];
};

/** The part of the Fastify/pino logger the mailer writes to. */
export type MailLog = {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Sends e-mail: always recorded in the outbox table; over SMTP too when SMTP_URL is set. */
export interface Mailer {
  /**
   * Resolves once the message is stored. SMTP delivery continues in the background, so neither a slow
   * nor a failing mail server changes what (or how fast) the caller answers; failures are logged.
   */
  send(message: MailMessage, log?: MailLog): Promise<void>;
  /** Resolves when every delivery started so far has finished (shutdown, tests). */
  idle?(): Promise<void>;
}

export type MailerOptions = {
  database: Database;
  smtpUrl: string | undefined;
  from: string;
  /** Used when send() is not given the request's logger. */
  log?: MailLog;
};

const REDACTED = "[redacted]";

function redact(body: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.replaceAll(secret, REDACTED) : text), body);
}

const silentLog: MailLog = { info() {}, error() {} };

export function createMailer(options: MailerOptions): Mailer {
  const { database, smtpUrl, from } = options;
  // One transport for the process: nodemailer opens a connection per message unless pooled, which is
  // plenty for the few mails this product sends.
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage, log: MailLog): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await database.db.update(mailOutbox).set({ sentAt: sql`now()` }).where(eq(mailOutbox.id, id));
      log.info({ mailId: id, to: message.to, subject: message.subject }, "e-mail sent over SMTP");
    } catch (err) {
      log.error({ err, mailId: id, to: message.to, subject: message.subject }, "e-mail delivery over SMTP failed");
    }
  }

  return {
    async send(message, requestLog) {
      const log = requestLog ?? options.log ?? silentLog;
      const secrets = transport ? (message.secrets ?? []) : [];
      const [row] = await database.db
        .insert(mailOutbox)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: redact(message.text, secrets),
          htmlBody: message.html === undefined ? null : redact(message.html, secrets),
          transport: transport ? "smtp" : "outbox",
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error("the outbox insert returned no row");

      if (!transport) {
        log.info(
          { mailId: row.id, to: message.to, subject: message.subject, ...(message.link ? { link: message.link } : {}) },
          "e-mail kept in the local outbox (SMTP_URL is not set)",
        );
        return;
      }
      const delivery = deliver(row.id, message, log).finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
