import { eq } from "drizzle-orm";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { type CheckoutBody, CHECKOUT_MESSAGES, CURRENCY, orderAmountCents, RUSH_FEE_USD, tierName, toCents } from "../../../domain/commerce/tiers";
import type { Db } from "../../db/client";
import { orders } from "../../db/schema";
import { AppError } from "../../errors";
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  type CheckoutLineItem,
  type PaymentGateway,
  PaymentSetupRequiredError,
} from "../../payments/gateway";
import { readPricing } from "../pricing/service";
import { ownedRow } from "../projects/service";

export const CHECKOUT_PATHS = {
  success: `/payment-success?session_id=${CHECKOUT_SESSION_ID_PLACEHOLDER}`,
  /** Back to the budget step of the same project, which says the checkout was left. */
  cancel: (projectId: number) => `/planner?project=${projectId}&step=9&checkout=cancelled`,
};

/** The provider could not be reached or refused for a reason of its own. */
const PROVIDER_UNAVAILABLE = "The payment provider could not be reached. Please try again in a few moments.";

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
