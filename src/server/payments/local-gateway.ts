import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client";
import { testCheckoutSessions } from "../db/schema";
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutSessionState,
  checkoutMetadata,
  type PaymentGateway,
} from "./gateway";

/** How long a test checkout stays open, as a Stripe Checkout session does. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const TEST_CHECKOUT_PATH = "/checkout/test";

type SessionRow = typeof testCheckoutSessions.$inferSelect;

function toState(row: SessionRow): CheckoutSessionState {
  return {
    id: row.id,
    paymentStatus: row.paymentStatus,
    status: row.status,
    amountTotal: row.amountTotal,
    currency: row.currency,
    clientReferenceId: row.clientReferenceId,
    metadata: row.metadata,
    paymentIntentId: null,
  };
}

/**
 * The test checkout of a machine without a Stripe account: sessions live in the database, and the product's
 * own page at /checkout/test completes or cancels them. No card is asked for and no money moves. Its address
 * is a path, not a URL: the browser stays on the address it is on (127.0.0.1, a LAN address) with its cookie.
 */
export function createLocalGateway(options: { db: () => Db }): PaymentGateway {
  return {
    kind: "local",
    async createCheckoutSession(request) {
      const id = `cs_local_${randomBytes(18).toString("hex")}`;
      const now = Date.now();
      await options
        .db()
        .insert(testCheckoutSessions)
        .values({
          id,
          amountTotal: request.lineItems.reduce((sum, item) => sum + item.amountCents, 0),
          currency: request.currency,
          clientReferenceId: String(request.orderId),
          metadata: checkoutMetadata(request),
          lineItems: request.lineItems.map(({ name, amountCents }) => ({ name, amountCents })),
          successUrl: request.successUrl,
          cancelUrl: request.cancelUrl,
          createdAt: new Date(now),
          expiresAt: new Date(now + SESSION_LIFETIME_MS),
        });
      return { id, url: `${TEST_CHECKOUT_PATH}?session_id=${id}` };
    },
    async retrieveCheckoutSession(id) {
      const [row] = await options.db().select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
      return row ? toState(row) : null;
    },
  };
}

export async function findTestSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
  return row;
}

/** The customer "paid": an open, unexpired session becomes complete and paid. False when it was not open. */
export async function payTestSession(db: Db, id: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(testCheckoutSessions)
    .set({ status: "complete", paymentStatus: "paid" })
    .where(
      and(
        eq(testCheckoutSessions.id, id),
        eq(testCheckoutSessions.status, "open"),
        gt(testCheckoutSessions.expiresAt, now),
      ),
    )
    .returning({ id: testCheckoutSessions.id });
  return rows.length > 0;
}

/** The customer left the checkout: the session expires unpaid. */
export async function cancelTestSession(db: Db, id: string): Promise<void> {
  await db
    .update(testCheckoutSessions)
    .set({ status: "expired" })
    .where(and(eq(testCheckoutSessions.id, id), eq(testCheckoutSessions.status, "open")));
}

/** Where the browser goes after the test checkout, with the session id filled in as Stripe would. */
export function returnUrl(template: string, sessionId: string): string {
  return template.replace(CHECKOUT_SESSION_ID_PLACEHOLDER, sessionId);
}
