import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { ANALYTICS_RETENTION_MONTHS } from "../../../domain/analytics/event-names";
import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

export type FirstPartyEvent = {
  name: string;
  userId?: number | null;
  /** Dollars, for events that carry a value (a purchase). */
  value?: number | null;
  params?: Record<string, string | number | boolean>;
};

/** Records conversion events for the administrator's funnel (docs/product/accounts-and-commerce.md section 10.8). */
export async function recordEvents(db: Db, events: readonly FirstPartyEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(analyticsEvents).values(
    events.map((event) => ({
      name: event.name,
      userId: event.userId ?? null,
      value: event.value ?? null,
      params: event.params ?? {},
    })),
  );
}

/** Records one conversion event (a server-side one: a purchase, a download). */
export function recordEvent(db: Db, event: FirstPartyEvent): Promise<void> {
  return recordEvents(db, [event]);
}

/** Deletes the events older than the retention period the privacy policy states; answers how many went. */
export async function deleteExpiredEvents(db: Db): Promise<number> {
  const gone = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.createdAt, sql`now() - make_interval(months => ${ANALYTICS_RETENTION_MONTHS})`))
    .returning({ id: analyticsEvents.id });
  return gone.length;
}

export const ANALYTICS_RETENTION_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention when the server starts and then once a day in each instance. Several instances
 * deleting the same old rows is harmless: a row goes once, the others find nothing. A failure is logged and
 * tried again the next day.
 */
export function scheduleAnalyticsRetention(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return running;
    running = deleteExpiredEvents(app.database.db)
      .then((n) => {
        if (n > 0) app.log.info({ deleted: n }, "analytics events past their retention deleted");
      })
      .catch((error: unknown) => app.log.warn({ err: error }, "deleting old analytics events failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  // the first run is part of the start (bounded by the database timeout, and a failure does not stop it)
  app.addHook("onReady", async () => {
    await run();
    timer = setInterval(() => void run(), ANALYTICS_RETENTION_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running;
  });
}
