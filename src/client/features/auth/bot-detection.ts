import { useEffect, useRef } from "react";
import { INTERACTION_TRACKING, type InteractionType } from "../../../domain/accounts/accounts";
import { authContract } from "../../../domain/accounts/auth.contract";
import { apiRequest } from "../../app/query-client";
import { TRACK_FORM_LOAD_URL, TRACK_INTERACTION_URL } from "./api";

/**
 * The product's limits, shared with the server, which applies them again on its side (it never trusts these
 * counts); sending more would only cost requests.
 */
export const INTERACTION_THROTTLE_MS = INTERACTION_TRACKING.throttleMs;
export const INTERACTION_CAP_PER_TYPE = INTERACTION_TRACKING.capPerType;

export type { InteractionType };
export type InteractionCounts = Record<InteractionType, number>;

/** What the form sends with its submission as `_bot_detection`. */
export type BotDetectionPayload = {
  sessionId?: string;
  timeSinceLoad: number;
  interactions: InteractionCounts;
};

type Send = (url: string, body: unknown) => Promise<unknown>;

const defaultSend: Send = (url, body) => apiRequest("POST", url, body);

/**
 * The reporting rules in one place, apart from React and the DOM so they can be tested with fake timers:
 * each type is reported at most once per throttle window and at most INTERACTION_CAP_PER_TYPE times.
 * Reports are fire-and-forget; a failure is logged, never shown, and never blocks the form.
 */
export class InteractionTracker {
  private sessionId: string | undefined;
  private readonly loadedAt: number;
  private readonly counts: InteractionCounts = { mouse: 0, keyboard: 0, focus: 0 };
  private readonly lastReportAt: Partial<Record<InteractionType, number>> = {};

  constructor(
    private readonly send: Send = defaultSend,
    private readonly now: () => number = Date.now,
  ) {
    this.loadedAt = now();
  }

  private starting: Promise<void> | undefined;

  /**
   * Asks the server for the form's id. A login works without one (the server records that); a sign-up
   * does not, so a form whose request failed asks again when it is submitted without one.
   */
  start(): Promise<void> {
    this.starting ??= this.requestFormLoad().finally(() => {
      this.starting = undefined;
    });
    return this.starting;
  }

  private async requestFormLoad(): Promise<void> {
    try {
      const res = await this.send(TRACK_FORM_LOAD_URL, undefined);
      const body = res instanceof Response && res.ok ? authContract.trackFormLoad.response[200].safeParse(await res.json()) : undefined;
      if (body?.success) this.sessionId = body.data.sessionId;
      else console.warn("[bot-detection] the form load was not recorded");
    } catch (error) {
      console.warn("[bot-detection] the form load was not recorded", error);
    }
  }

  /** Counts and reports one interaction, unless it falls inside the throttle window or past the cap. */
  record(type: InteractionType): void {
    const now = this.now();
    const last = this.lastReportAt[type];
    if (last !== undefined && now - last < INTERACTION_THROTTLE_MS) return;
    if (this.counts[type] >= INTERACTION_CAP_PER_TYPE) return;
    this.lastReportAt[type] = now;
    this.counts[type] += 1;
    // Before the id arrives there is nothing to report against; the local count still goes with the submission.
    if (!this.sessionId) return;
    this.send(TRACK_INTERACTION_URL, { sessionId: this.sessionId, type }).catch((error: unknown) => {
      console.warn(`[bot-detection] a ${type} interaction was not recorded`, error);
    });
  }

  /**
   * The `_bot_detection` part of a submission. A sign-up spends its form load whatever the answer (a taken
   * e-mail too), so `spends` asks for a new one at once for the person's next try.
   */
  payload(spends = false): BotDetectionPayload {
    const sessionId = this.sessionId;
    if (spends) this.sessionId = undefined;
    // the next submission (a person retrying after the refusal) then has an id
    if (!this.sessionId) void this.start();
    return {
      ...(sessionId ? { sessionId } : {}),
      timeSinceLoad: Math.max(0, this.now() - this.loadedAt),
      interactions: { ...this.counts },
    };
  }
}

const EVENT_TYPES: ReadonlyArray<[keyof DocumentEventMap, InteractionType]> = [
  ["mousemove", "mouse"],
  ["mousedown", "mouse"],
  ["touchstart", "mouse"],
  ["keydown", "keyboard"],
  ["focusin", "focus"],
];

/**
 * Bot detection of the login form: on opening, the form load is recorded; mouse, keyboard and focus
 * interactions on the page are then reported. Returns a function giving the `_bot_detection` payload.
 */
export function useBotDetection(send?: Send): (spends?: boolean) => BotDetectionPayload {
  const trackerRef = useRef<InteractionTracker | null>(null);
  if (trackerRef.current === null) trackerRef.current = new InteractionTracker(send);
  const tracker = trackerRef.current;

  // One form load per mounted form, even when StrictMode runs effects twice.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void tracker.start();
  }, [tracker]);

  useEffect(() => {
    const handlers = EVENT_TYPES.map(([event, type]) => {
      const handler = () => tracker.record(type);
      document.addEventListener(event, handler, { passive: true, capture: true });
      return () => document.removeEventListener(event, handler, { capture: true });
    });
    return () => {
      for (const remove of handlers) remove();
    };
  }, [tracker]);

  return (spends?: boolean) => tracker.payload(spends);
}
