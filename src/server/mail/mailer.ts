import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import PgBoss from "pg-boss";
import type { Database, Db } from "../db/client";
import { mailOutbox } from "../db/schema";

/** What a mail reports; the reset budget per address counts the "password_reset" ones. */
export type MailKind = "password_reset" | "contact" | "order_confirmation" | "bid_invitation" | "bid_submitted" | "other";

export type MailMessage = {
  kind?: MailKind;
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

export type SendOptions = {
  /**
   * Where the mail is written: the transaction of what it reports (the order paid, the reset link, the
   * contact message), so the mail exists exactly when that does. The mailer's own database otherwise.
   */
  db?: Db;
  log?: MailLog;
};

/**
 * Sends e-mail. Every mail is a row of the outbox table. Without SMTP_URL that row is the local outbox a
 * developer reads; with it a pg-boss job (schema "pgboss", same database, same transaction) goes with the
 * row: a worker on each instance takes due jobs (one instance per job), delivers the row over SMTP, and
 * pg-boss retries a failure with exponential back-off. Jobs live in the database, so they survive restarts.
 */
export interface Mailer {
  /**
   * Writes the mail and answers its outbox row's id; never talks to the mail server, so neither a slow nor a
   * failing one changes the answer.
   */
  send(message: MailMessage, options?: SendOptions): Promise<{ id: number }>;
  /** Asks the worker to look for due mail now (after the transaction that wrote a mail committed). */
  wake(): void;
  /** Delivers every mail that is due now, one at a time; resolves with how many were delivered. */
  deliverDue(): Promise<number>;
  /** Installs the queue's schema if needed and starts the worker's polling (only with SMTP). */
  start(): Promise<void>;
  /** Stops the worker and waits for the delivery in progress. */
  stop(): Promise<void>;
  /** Resolves when the worker's current pass has finished (shutdown, tests). */
  idle(): Promise<void>;
}

export type MailerOptions = {
  database: Database;
  smtpUrl: string | undefined;
  from: string;
  /** Used when send() is not given the request's logger, and by the worker. */
  log?: MailLog;
  /** How often the worker looks for due mail. */
  pollMs?: number;
  /**
   * The first retry waits about this long (pg-boss's retryDelay, whole seconds; 1 to 2 times it with jitter);
   * each further one about twice as long as the one before (retryBackoff). 0: every retry at once.
   */
  retryBaseMs?: number;
  /** After this many failed attempts the mail is given up (failedAt) and stays on the dashboard. */
  maxAttempts?: number;
  /** How long a claimed mail belongs to the worker that claimed it (a worker that died leaves it due again). */
  leaseMs?: number;
  /** The SMTP connection and answer timeouts. */
  smtpTimeoutMs?: number;
};

export const MAIL_DEFAULTS = {
  pollMs: 2_000,
  retryBaseMs: 10_000,
  maxAttempts: 12,
  leaseMs: 2 * 60 * 1000,
  smtpTimeoutMs: 30_000,
} as const;

/** How long stop() waits for the delivery in progress. */
const STOP_WAIT_MS = 5_000;

const REDACTED = "[redacted]";

function redact(body: string, secrets: readonly string[]): string {
  return secrets.reduce((text, secret) => (secret ? text.replaceAll(secret, REDACTED) : text), body);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const silentLog: MailLog = { info() {}, error() {} };

const msInterval = (ms: number) => sql`${`${Math.max(0, Math.round(ms))} milliseconds`}::interval`;

/** The pg-boss queue whose jobs deliver outbox rows: one job per mail, its data the row's id. */
export const MAIL_QUEUE = "mail-delivery";
type DeliveryJob = { mailId: number };

type SqlClient = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss's database adapter over the product's own connection: the PostgreSQL pool, or the one embedded
 * PGlite. pg-boss installs its schema and runs its maintenance as several statements in one text without
 * parameters; PGlite runs those only through exec().
 */
function queueDatabase(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: SqlClient }).$client;
  return {
    async executeSql(text, values) {
      if (database.kind === "embedded" && !values?.length) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

/**
 * pg-boss's database adapter over a Drizzle transaction (or database), so a job is written, completed or
 * failed in the same transaction as the rows it goes with. pg-boss's `$1..$n` placeholders become Drizzle
 * parameters, which works on both drivers.
 */
export function queueInTransaction(db: Db): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [sql.raw(parts[0] ?? "")];
      for (let i = 1; i < parts.length; i += 2) {
        chunks.push(sql`${sql.param(values[Number(parts[i]) - 1])}`, sql.raw(parts[i + 1] ?? ""));
      }
      const result = (await db.execute(sql.join(chunks, sql.raw("")))) as unknown as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const { database, smtpUrl, from } = options;
  const workerLog = options.log ?? silentLog;
  const pollMs = options.pollMs ?? MAIL_DEFAULTS.pollMs;
  const retryBaseMs = options.retryBaseMs ?? MAIL_DEFAULTS.retryBaseMs;
  const maxAttempts = options.maxAttempts ?? MAIL_DEFAULTS.maxAttempts;
  const leaseMs = options.leaseMs ?? MAIL_DEFAULTS.leaseMs;
  const smtpTimeoutMs = options.smtpTimeoutMs ?? MAIL_DEFAULTS.smtpTimeoutMs;
  // One transport for the process: nodemailer opens a connection per message unless pooled, which is
  // plenty for the few mails this product sends.
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: smtpTimeoutMs,
        greetingTimeout: smtpTimeoutMs,
        socketTimeout: smtpTimeoutMs,
      })
    : undefined;

  // The queue (pg-boss, schema "pgboss" in the product's database) exists only with SMTP: without it the
  // outbox row is all there is. Cron is not used; the supervisor expires jobs whose worker died (the lease).
  const boss = transport ? new PgBoss({ db: queueDatabase(database), schedule: false, supervise: true }) : undefined;
  boss?.on("error", (err) => workerLog.error({ err }, "the mail queue reported an error"));
  // pg-boss's retries: the first after retryBaseMs (whole seconds), each further one about twice as long
  // (with jitter); a job runs at most maxAttempts times and, once claimed, belongs to its worker for the lease
  const jobOptions: PgBoss.SendOptions = {
    retryLimit: Math.max(0, maxAttempts - 1),
    retryDelay: Math.ceil(retryBaseMs / 1000),
    // pg-boss makes a backed-off delay at least a second; a base of 0 (tests) means every retry at once
    retryBackoff: retryBaseMs > 0,
    expireInSeconds: Math.max(1, Math.ceil(leaseMs / 1000)),
  };

  let booting: Promise<void> | undefined;
  /** Installs or upgrades the queue's schema and creates the queue (once per process; safe on many instances). */
  function boot(): Promise<void> {
    if (!boss) return Promise.resolve();
    booting ??= (async () => {
      await boss.start();
      await boss.createQueue(MAIL_QUEUE);
      await adoptUnqueuedMail(boss);
    })().catch((err: unknown) => {
      booting = undefined;
      throw err;
    });
    return booting;
  }

  /**
   * Gives a job to every mail still to deliver that has none: mail queued before the queue existed (an
   * upgrade) would otherwise wait for ever. One instance at a time (a transaction-scoped advisory lock), so two
   * starting together do not both queue the same mail.
   */
  async function adoptUnqueuedMail(queue: PgBoss) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`okp:${MAIL_QUEUE}:adopt`}))`);
      const unqueued = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.transport, "smtp"),
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            sql`not exists (select 1 from pgboss.job j where j.name = ${MAIL_QUEUE}
              and j.data->>'mailId' = ${mailOutbox.id}::text and j.state < 'completed')`,
          ),
        );
      for (const { id } of unqueued) {
        await queue.send(MAIL_QUEUE, { mailId: id }, { ...jobOptions, db: queueInTransaction(tx) });
      }
      if (unqueued.length) workerLog.info({ mails: unqueued.length }, "mail without a delivery job queued for delivery");
    });
  }

  let running = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<number> | undefined;
  let again = false;

  /** Takes the job's outbox row for this attempt; none when it was sent or given up meanwhile. */
  async function claim(mailId: number) {
    const [row] = await database.db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${msInterval(leaseMs)}` })
      .where(and(eq(mailOutbox.id, mailId), isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)))
      .returning();
    return row;
  }

  /**
   * Takes one due job (pg-boss hands it to one worker of all instances) and tries its mail: "sent",
   * "failed" (retried later or given up), "skipped" (nothing left to send), or undefined when none is due.
   */
  async function deliverOne(): Promise<"sent" | "failed" | "skipped" | undefined> {
    if (!transport || !boss) return undefined;
    const [job] = await boss.fetch<DeliveryJob>(MAIL_QUEUE, { batchSize: 1 });
    if (!job) return undefined;
    const row = await claim(job.data.mailId);
    if (!row) {
      await boss.complete(MAIL_QUEUE, job.id, {});
      return "skipped";
    }
    try {
      await transport.sendMail({
        from,
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      let giveUp = row.attempts >= maxAttempts;
      await database.db.transaction(async (tx) => {
        const queue = queueInTransaction(tx);
        await boss.fail(MAIL_QUEUE, job.id, { error: message.slice(0, 500) }, { db: queue });
        const retry = await boss.getJobById<DeliveryJob>(MAIL_QUEUE, job.id, { db: queue, includeArchive: false });
        if (retry?.state !== "retry") giveUp = true;
        // the outbox row's count of attempts decides: a job pg-boss would still retry ends here
        else if (giveUp) await boss.cancel(MAIL_QUEUE, job.id, { db: queue });
        await tx
          .update(mailOutbox)
          .set({
            lastError: message.slice(0, 500),
            ...(giveUp || !retry ? { failedAt: sql`now()` } : { nextAttemptAt: sql`${retry.startAfter}::timestamptz` }),
          })
          .where(eq(mailOutbox.id, row.id));
      });
      workerLog.error(
        { err, mailId: row.id, to: row.toAddress, subject: row.subject, attempts: row.attempts, givenUp: giveUp },
        giveUp ? "e-mail delivery over SMTP failed for the last time: given up" : "e-mail delivery over SMTP failed: retried later",
      );
      return "failed";
    }
    const secrets = row.secrets ?? [];
    await database.db.transaction(async (tx) => {
      await tx
        .update(mailOutbox)
        .set({
          sentAt: sql`now()`,
          lastError: null,
          secrets: null,
          // the mail server has it now: the stored copy no longer hands out working links
          textBody: redact(row.textBody, secrets),
          htmlBody: row.htmlBody === null ? null : redact(row.htmlBody, secrets),
        })
        .where(eq(mailOutbox.id, row.id));
      await boss.complete(MAIL_QUEUE, job.id, {}, { db: queueInTransaction(tx) });
    });
    workerLog.info({ mailId: row.id, to: row.toAddress, subject: row.subject, attempts: row.attempts }, "e-mail sent over SMTP");
    return "sent";
  }

  async function runPass(): Promise<number> {
    let delivered = 0;
    try {
      await boot();
      while (!stopped) {
        const outcome = await deliverOne();
        if (!outcome) break;
        if (outcome === "sent") delivered += 1;
        // a retry without delay is due from the database clock's next tick: the embedded one counts
        // whole milliseconds, and pg-boss takes jobs whose start is before now()
        if (outcome === "failed") await sleep(2);
      }
    } catch (err) {
      // the database is away or stalled: the mail stays queued (a job claimed and not finished runs again
      // when its lease runs out) and the next pass tries again
      workerLog.error({ err }, "the mail worker could not reach the outbox; it tries again");
    }
    return delivered;
  }

  function deliverDue(): Promise<number> {
    if (pass) {
      again = true;
      return pass;
    }
    pass = runPass().finally(() => {
      pass = undefined;
      if (again && running) {
        again = false;
        void deliverDue();
      }
    });
    return pass;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      void deliverDue().finally(schedule);
    }, pollMs);
    timer.unref();
  }

  return {
    async send(message, sendOptions = {}) {
      const log = sendOptions.log ?? options.log ?? silentLog;
      // the queue is ready before a transaction needs it (the embedded database has one connection)
      await boot();
      const write = async (db: Db) => {
        const [row] = await db
          .insert(mailOutbox)
          .values({
            kind: message.kind ?? "other",
            toAddress: message.to,
            subject: message.subject,
            textBody: message.text,
            htmlBody: message.html ?? null,
            replyTo: message.replyTo ?? null,
            transport: transport ? "smtp" : "outbox",
            secrets: transport && message.secrets?.length ? message.secrets : null,
          })
          .returning({ id: mailOutbox.id });
        if (!row) throw new Error("the outbox insert returned no row");
        // the delivery job goes with the row: both are committed or neither is
        if (boss) await boss.send(MAIL_QUEUE, { mailId: row.id }, { ...jobOptions, db: queueInTransaction(db) });
        return row;
      };
      const row = sendOptions.db ? await write(sendOptions.db) : boss ? await database.db.transaction(write) : await write(database.db);

      if (!transport) {
        log.info(
          { mailId: row.id, to: message.to, subject: message.subject, ...(message.link ? { link: message.link } : {}) },
          "e-mail kept in the local outbox (SMTP_URL is not set)",
        );
        return { id: row.id };
      }
      log.info({ mailId: row.id, to: message.to, subject: message.subject }, "e-mail queued for delivery over SMTP");
      return { id: row.id };
    },
    wake() {
      if (running) setImmediate(() => void deliverDue());
    },
    deliverDue,
    async start() {
      if (!transport || running || stopped) return;
      await boot();
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      stopped = true;
      if (timer) clearTimeout(timer);
      // a delivery in progress may finish; one stuck on a silent mail server does not hold the shutdown up
      // (its lease runs out and the next start, or another instance, sends it)
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([pass, new Promise((resolve) => (waited = setTimeout(resolve, STOP_WAIT_MS)))]);
      clearTimeout(waited);
      await booting?.catch(() => {});
      await boss?.stop({ graceful: false, wait: true, close: false });
      transport?.close();
    },
    async idle() {
      while (pass) await pass;
    },
  };
}

/** Mail that keeps failing: not delivered after two attempts or more, or given up. For the dashboard. */
export async function listFailingMail(db: Db, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      failedAt: mailOutbox.failedAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.transport, "smtp"),
        isNull(mailOutbox.sentAt),
        isNotNull(mailOutbox.lastError),
        or(isNotNull(mailOutbox.failedAt), sql`${mailOutbox.attempts} >= 2`),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/**
 * A page of the outbox for the dashboard, newest first: who, what, its kind and where its delivery stands.
 * The bodies are not read, so no reset link ever leaves the table this way.
 */
export async function listOutbox(db: Db, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(mailOutbox);
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      transport: mailOutbox.transport,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      failedAt: mailOutbox.failedAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}
