import { and, eq } from "drizzle-orm";
import type { AuthUser } from "../../../domain/accounts/accounts";
import {
  type CheckoutBody,
  CHECKOUT_MESSAGES,
  CURRENCY,
  fromCents,
  orderAmountCents,
  type PaymentVerification,
  RUSH_FEE_USD,
  serviceTierSchema,
  type ServiceTier,
  type TestCheckoutView,
  tierName,
  toCents,
} from "../../../domain/commerce/tiers";
import type { Db } from "../../db/client";
import { orders, projects } from "../../db/schema";
import { AppError } from "../../errors";
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutLineItem,
  type PaymentGateway,
  PaymentSetupRequiredError,
} from "../../payments/gateway";
import { cancelTestSession, findTestSession, payTestSession, returnUrl } from "../../payments/local-gateway";
import { alreadyPurchasedMessage, highestTier, tierOffer } from "../../../domain/commerce/after-purchase";
import { sowVersionsOf } from "../documents/service";
import { readPricing } from "../pricing/service";
import { ownedRow } from "../projects/service";
import { type FulfilmentContext, findOrderBySession, fulfilCheckoutSession, type OrderRow } from "./fulfilment";

export const CHECKOUT_PATHS = {
  success: `/payment-success?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`,
  /** Back to the budget step of the same project, which says the checkout was left. */
  cancel: (projectId: number) => `/planner?project=${projectId}&step=9&checkout=cancelled`,
};

/** The provider could not be reached or refused for a reason of its own. */
const PROVIDER_UNAVAILABLE = "The payment provider could not be reached. Please try again in a few moments.";

/**
 * A tier is never sold twice for a design it covers (docs/decisions/0033-upgrades-and-next-steps.md): while the
 * current design is covered, an order of the tier bought, or of a lower one, answers 409. Higher tiers are
 * upgrades; once the design changed beyond what was bought, any tier buys a revision (decision 0024).
 */
async function refuseOwnedTier(db: Db, user: AuthUser, projectId: number, tier: CheckoutBody["serviceTier"]): Promise<void> {
  const paid = await db
    .select({ tier: orders.serviceTier })
    .from(orders)
    .where(and(eq(orders.projectId, projectId), eq(orders.status, "paid")));
  const bought = highestTier(paid.map((row) => serviceTierSchema.parse(row.tier)));
  if (bought === null) return;
  if ((await sowVersionsOf(db, user, projectId)).current !== "covered") return;
  const offer = tierOffer(tier, bought, false);
  if (offer === "purchased" || offer === "included") throw new AppError("conflict", alreadyPurchasedMessage(tier, bought));
}

/**
 * Starts a purchase: a pending order whose amount comes from the pricing table (never from the client),
 * then a checkout session at the provider bound to that order. Answers where to send the browser.
 */
export async function startCheckout(options: {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  user: AuthUser;
  body: CheckoutBody;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}): Promise<{ url: string; sessionId: string; orderId: number }> {
  const { db, gateway, user, body, log } = options;
  // no provider on this server (payments/mode.ts): no order is opened that nobody could pay
  if (gateway.kind === "none") throw new AppError("payment_setup_required", CHECKOUT_MESSAGES.setupRequired.description);
  const project = await ownedRow(db, user.id, body.projectId);
  await refuseOwnedTier(db, user, project.id, body.serviceTier);
  const pricing = await readPricing(db);
  const amountCents = orderAmountCents(pricing, body.serviceTier, body.rushFee);

  const [order] = await db
    .insert(orders)
    .values({
      userId: user.id,
      projectId: project.id,
      serviceTier: body.serviceTier,
      rushFee: body.rushFee,
      amountCents,
      currency: CURRENCY,
      provider: gateway.kind,
    })
    .returning();
  if (!order) throw new Error("the order insert returned no row");

  const lineItems: CheckoutLineItem[] = [
    {
      name: `${tierName(body.serviceTier)} service package`,
      description: `Statement of Work for "${project.name}" (project #${project.id})`,
      amountCents: toCents(pricing[body.serviceTier].price),
    },
  ];
  if (body.rushFee) lineItems.push({ name: "Rush delivery (next business day)", amountCents: toCents(RUSH_FEE_USD) });

  // Stripe needs absolute return addresses (PUBLIC_URL); the local checkout is a page of this product, so
  // its return paths are relative and the browser stays on the address (and with the cookie) it came from
  const returnBase = gateway.kind === "stripe" ? options.publicUrl : "";
  let session: { id: string; url: string };
  try {
    session = await gateway.createCheckoutSession({
      orderId: order.id,
      userId: user.id,
      projectId: project.id,
      lineItems,
      currency: CURRENCY,
      customerEmail: user.email,
      successUrl: `${returnBase}${CHECKOUT_PATHS.success}`,
      cancelUrl: `${returnBase}${CHECKOUT_PATHS.cancel(project.id)}`,
    });
  } catch (error) {
    await db.update(orders).set({ status: "failed" }).where(eq(orders.id, order.id));
    if (error instanceof PaymentSetupRequiredError) {
      log.error({ err: error }, "payments are not set up: check STRIPE_SECRET_KEY");
      throw new AppError("payment_setup_required", CHECKOUT_MESSAGES.setupRequired.description);
    }
    log.error({ err: error, orderId: order.id }, "could not open a checkout session");
    throw new AppError("unavailable", PROVIDER_UNAVAILABLE);
  }
  await db.update(orders).set({ checkoutSessionId: session.id }).where(eq(orders.id, order.id));
  return { url: session.url, sessionId: session.id, orderId: order.id };
}

const NO_ORDER = "No order found for this payment.";

/** An order of the signed-in user by its checkout session; someone else's answers the same 404 as none. */
export async function ownOrder(db: Db, userId: number, sessionId: string): Promise<OrderRow> {
  const order = await findOrderBySession(db, sessionId);
  if (!order || order.userId !== userId) throw new AppError("not_found", NO_ORDER);
  return order;
}

/**
 * What the success page is told about the user's own order: the session is fulfilled first (the provider
 * is asked, never the caller), so a payment the webhook has not delivered yet is still recognised.
 */
export async function verifyPayment(ctx: FulfilmentContext, userId: number, sessionId: string): Promise<PaymentVerification> {
  const order = await ownOrder(ctx.db, userId, sessionId);
  const result = await fulfilCheckoutSession(ctx, sessionId);
  const current = result.outcome === "unknown-session" ? order : result.order;
  const success = result.outcome === "paid";
  return {
    success,
    serviceTier: current.serviceTier as ServiceTier,
    amount: fromCents(current.amountCents),
    rushFee: current.rushFee,
    projectId: current.projectId,
    orderId: current.id,
    ...(success ? {} : { message: "The payment has not been confirmed yet." }),
  };
}

/** A local test checkout session of the user's own order, with that order. */
async function ownTestSession(db: Db, userId: number, sessionId: string) {
  const order = await ownOrder(db, userId, sessionId);
  const session = await findTestSession(db, sessionId);
  if (!session) throw new AppError("not_found", NO_ORDER);
  return { order, session };
}

/** What the local test checkout page shows for the user's own session. */
export async function testCheckoutView(db: Db, userId: number, sessionId: string): Promise<TestCheckoutView> {
  const { order, session } = await ownTestSession(db, userId, sessionId);
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, order.projectId))
    .limit(1);
  const expired = session.status === "open" && session.expiresAt <= new Date();
  return {
    sessionId: session.id,
    status: (expired ? "expired" : session.status) as "open" | "complete" | "expired",
    serviceTier: order.serviceTier as ServiceTier,
    rushFee: order.rushFee,
    amount: fromCents(session.amountTotal),
    currency: session.currency,
    lineItems: session.lineItems.map((item) => ({ name: item.name, amount: fromCents(item.amountCents) })),
    projectId: order.projectId,
    projectName: project?.name ?? `Project #${order.projectId}`,
    expiresAt: session.expiresAt.toISOString(),
  };
}

/** The test checkout's Pay button: pays the session and fulfils it like a real payment. */
export async function payTestCheckout(ctx: FulfilmentContext, userId: number, sessionId: string): Promise<{ redirectUrl: string }> {
  const { session } = await ownTestSession(ctx.db, userId, sessionId);
  await payTestSession(ctx.db, session.id);
  const result = await fulfilCheckoutSession(ctx, session.id);
  if (result.outcome !== "paid") {
    throw new AppError("conflict", "This test checkout has expired or was cancelled. Start the purchase again.");
  }
  return { redirectUrl: returnUrl(session.successUrl, session.id) };
}

/** The test checkout's Cancel button: the session and its still-pending order are cancelled. */
export async function cancelTestCheckout(db: Db, userId: number, sessionId: string): Promise<{ redirectUrl: string }> {
  const { order, session } = await ownTestSession(db, userId, sessionId);
  await cancelTestSession(db, session.id);
  await db
    .update(orders)
    .set({ status: "cancelled" })
    .where(and(eq(orders.id, order.id), eq(orders.status, "pending")));
  return { redirectUrl: returnUrl(session.cancelUrl, session.id) };
}
