import { and, eq, ne, sql } from "drizzle-orm";
import { fromCents, serviceTierSchema } from "../../../domain/commerce/tiers";
import type { Db } from "../../db/client";
import { orders, processedPaymentEvents, projects, users } from "../../db/schema";
import type { MailLog, Mailer } from "../../mail/mailer";
import { orderConfirmationMail } from "../../mail/templates";
import { type CheckoutSessionState, checkoutMetadata, type PaymentGateway } from "../../payments/gateway";
import { recordEvent } from "../analytics/service";
import { recordPaidVersion } from "../documents/service";

export type OrderRow = typeof orders.$inferSelect;

export type FulfilmentContext = {
  db: Db;
  gateway: PaymentGateway;
  mailer: Mailer;
  /** Read when the mail is written, so it names the address the server really answers on. */
  publicUrl: () => string;
  log: MailLog & { warn(obj: object, msg: string): void };
};

export type Fulfilment =
  | { outcome: "paid"; order: OrderRow; newlyPaid: boolean }
  | { outcome: "unpaid"; order: OrderRow; reason: string }
  | { outcome: "unknown-session" };

/** Where the customer finds the documents of a paid order (linked from the confirmation e-mail). */
export const DOCUMENTS_PATH = "/projects";

/**
 * Why a session may not pay for its order, or undefined when it may: the provider says it is paid, and it
 * is bound to this order, user and project for exactly the order's amount and currency.
 */
function mismatch(order: OrderRow, session: CheckoutSessionState): string | undefined {
  if (session.paymentStatus !== "paid") return `the payment is ${session.paymentStatus}`;
  if (session.amountTotal !== order.amountCents) {
    return `the amount paid (${session.amountTotal}) is not the order's (${order.amountCents})`;
  }
  if (session.currency?.toLowerCase() !== order.currency) return `the currency paid (${session.currency}) is not the order's`;
  if (session.clientReferenceId !== String(order.id)) return "the session belongs to another order";
  const expected = checkoutMetadata({ orderId: order.id, userId: order.userId, projectId: order.projectId });
  for (const [key, value] of Object.entries(expected)) {
    if (session.metadata[key] !== value) return `the session's ${key} is not the order's`;
  }
  return undefined;
}

/** The order's paid state, changed at most once whoever asks: only the caller whose update wins gets a row. */
async function markPaid(db: Db, order: OrderRow, session: CheckoutSessionState): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: "paid", paidAt: sql`now()`, paymentIntentId: session.paymentIntentId })
    .where(and(eq(orders.id, order.id), ne(orders.status, "paid")))
    .returning();
  return row;
}

/**
 * What follows a payment, once: the project is shown again if it was deleted meanwhile, the event, the mail.
 * Runs in the transaction that marks the order paid, so the confirmation mail exists exactly when the paid
 * order does.
 */
async function afterPayment(ctx: FulfilmentContext, db: Db, order: OrderRow): Promise<void> {
  const { log } = ctx;
  await db.update(projects).set({ deletedAt: null }).where(eq(projects.id, order.projectId));
  await recordEvent(db, {
    name: "payment_completed",
    userId: order.userId,
    value: fromCents(order.amountCents),
    params: { orderId: order.id, projectId: order.projectId, serviceTier: order.serviceTier, rushFee: order.rushFee },
  });
  const [owner] = await db
    .select({ email: users.email, firstName: users.firstName, projectName: projects.name })
    .from(users)
    .innerJoin(projects, eq(projects.id, order.projectId))
    .where(eq(users.id, order.userId))
    .limit(1);
  if (!owner) {
    log.error({ orderId: order.id }, "paid order without its owner or project: no confirmation e-mail");
    return;
  }
  await ctx.mailer.send(
    orderConfirmationMail({
      to: owner.email,
      firstName: owner.firstName,
      orderId: order.id,
      // the column holds only the tiers the checkout accepted
      tier: serviceTierSchema.parse(order.serviceTier),
      amountCents: order.amountCents,
      rushFee: order.rushFee,
      projectName: owner.projectName,
      projectId: order.projectId,
      documentsUrl: `${ctx.publicUrl()}${DOCUMENTS_PATH}`,
    }),
    { db, log },
  );
}

export async function findOrderBySession(db: Db, sessionId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutSessionId, sessionId)).limit(1);
  return row;
}

/**
 * The one fulfilment of a checkout session, called by the webhook, the success page's verification and the
 * local test checkout. It asks the provider (never trusts the caller), checks the session against the order
 * and marks the order paid exactly once: however many callers race, one wins the update and only that one
 * records the purchase and sends the confirmation e-mail.
 */
export async function fulfilCheckoutSession(ctx: FulfilmentContext, sessionId: string): Promise<Fulfilment> {
  const order = await findOrderBySession(ctx.db, sessionId);
  if (!order) return { outcome: "unknown-session" };
  if (order.status === "paid") return { outcome: "paid", order, newlyPaid: false };

  const session = await ctx.gateway.retrieveCheckoutSession(sessionId);
  if (!session) return { outcome: "unpaid", order, reason: "the payment provider does not know this session" };
  const problem = mismatch(order, session);
  if (problem) {
    // an unpaid session is the normal state of an abandoned or still-running checkout; anything else is not
    if (session.paymentStatus === "paid") ctx.log.error({ orderId: order.id, sessionId, problem }, "payment does not match its order");
    return { outcome: "unpaid", order, reason: problem };
  }

  // the paid state, the purchase event and the confirmation mail commit together or not at all: a failure
  // leaves the order unpaid, and the webhook or the next verification fulfils it again
  const paid = await ctx.db.transaction(async (tx) => {
    const row = await markPaid(tx, order, session);
    if (row) await afterPayment(ctx, tx, row);
    return row;
  });
  if (!paid) {
    const [current] = await ctx.db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
    return { outcome: "paid", order: current ?? order, newlyPaid: false };
  }
  try {
    // the design current at payment is the version this order paid for (decision 0024)
    await recordPaidVersion(ctx.db, paid);
  } catch (error) {
    ctx.log.error({ err: error, orderId: paid.id }, "the order is paid but its Statement of Work version was not recorded");
  }
  ctx.mailer.wake();
  return { outcome: "paid", order: paid, newlyPaid: true };
}

/** Whether a provider event was handled before (providers deliver an event again until it is acknowledged). */
export async function wasPaymentEventProcessed(db: Db, eventId: string): Promise<boolean> {
  const [seen] = await db
    .select({ id: processedPaymentEvents.id })
    .from(processedPaymentEvents)
    .where(eq(processedPaymentEvents.id, eventId))
    .limit(1);
  return Boolean(seen);
}

/** Notes a provider event as handled, once. */
export async function recordPaymentEventProcessed(db: Db, event: { id: string; type: string }): Promise<void> {
  await db.insert(processedPaymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();
}

/** An expired checkout session cancels its order, if that order is still pending. */
export async function cancelPendingOrderBySession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: "cancelled" })
    .where(and(eq(orders.checkoutSessionId, sessionId), eq(orders.status, "pending")));
}
