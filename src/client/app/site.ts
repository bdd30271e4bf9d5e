/**
 * Public site settings used by the client shell. Decision 15 puts these in one site-settings file;
 * until a shared one exists this is it, and pages import from here only.
 */
export const SITE_NAME = "Outdoor Kitchen Planner";
export const SUPPORT_EMAIL = "support@outdoorkitchenplanner.com";
/** Seed wording: "support hours Mon-Fri 9AM-6PM EST". */
export const SUPPORT_HOURS = "Support hours: Mon-Fri 9AM-6PM EST";

/** Every route of the route table (seed-accounts-commerce section 2), and the product's own additions. */
export const paths = {
  home: "/",
  planner: "/planner",
  faq: "/faq",
  contact: "/contact",
  login: "/login",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  terms: "/terms-and-conditions",
  privacy: "/privacy-policy",
  paymentSuccess: "/payment-success",
  adminDashboard: "/admin/dashboard",
  /** The signed-in user's saved projects. */
  projects: "/projects",
  /** The local test checkout, used when the server runs without a Stripe account. */
  testCheckout: "/checkout/test",
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/**
 * External scheduling page for the free 30-minute design consultation (a site setting, decision 15).
 * Unset until the owner provides it; the landing page then sends visitors to the contact page instead.
 */
export const CONSULTATION_URL: string | null = null;
