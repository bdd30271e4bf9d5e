import type { Db } from "../../db/client";
import { analyticsEvents } from "../../db/schema";

export type FirstPartyEvent = {
  name: string;
  userId?: number | null;
  /** Dollars, for events that carry a value (a purchase). */
  value?: number | null;
  params?: Record<string, string | number | boolean>;
};

/** Records a conversion event for the administrator's funnel (decision 16). */
export async function recordEvent(db: Db, event: FirstPartyEvent): Promise<void> {
  await db.insert(analyticsEvents).values({
    name: event.name,
    userId: event.userId ?? null,
    value: event.value ?? null,
    params: event.params ?? {},
  });
}
