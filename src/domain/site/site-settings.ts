// The company's details and the site's fixed facts (docs/product/accounts-and-commerce.md section 10.7): one module for every page, e-mail and
// document that names them. The owner changes them here.

export const SITE = {
  name: "Outdoor Kitchen Planner",
  /** The legal entity named in the terms and the privacy policy. */
  legalName: "Outdoor Kitchen Planner LLC",
  supportEmail: "support@outdoorkitchenplanner.com",
  supportPhone: "(916) 555-0142",
  /** Headquarters in Sacramento, California (docs/product/accounts-and-commerce.md). */
  address: { street: "1215 K Street, Suite 1700", city: "Sacramento", state: "CA", zip: "95814" },
  /** docs/product/accounts-and-commerce.md: business hours Mon-Fri 9-6, Sat 10-4, Sun closed. */
  businessHours: [
    { days: "Monday - Friday", hours: "9:00 AM - 6:00 PM" },
    { days: "Saturday", hours: "10:00 AM - 4:00 PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  /** docs/product/accounts-and-commerce.md: "support hours Mon-Fri 9AM-6PM EST". */
  supportHours: "Mon-Fri 9AM-6PM EST",
  /** docs/product/accounts-and-commerce.md: support replies "within about 24 hours". */
  replyWithin: "24 hours",
  /** The external scheduling page of the free 30-minute, no-obligation design consultation. */
  consultationUrl: "https://cal.com/outdoor-kitchen-planner/design-consultation",
  consultationMinutes: 30,
  /** docs/product/accounts-and-commerce.md: the terms and the privacy policy are dated January 25, 2025. */
  legalUpdated: "January 25, 2025",
  /** docs/product/accounts-and-commerce.md: privacy requests are answered within 30 days. */
  privacyReplyDays: 30,
} as const;

/** "1215 K Street, Suite 1700, Sacramento, CA 95814". */
export function postalAddress(): string {
  const a = SITE.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}

/**
 * Every page of the client (docs/product/accounts-and-commerce.md section 2, and the product's own additions). The server
 * reads it too: any other page answers 404.
 */
export const CLIENT_PATHS = {
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
  /** The signed-in user's account: profile, password, data export, deletion. */
  account: "/account",
  /** The local test checkout, used when the server runs without a Stripe account. */
  localCheckout: "/checkout/test",
  /** The owner's bids on a paid project: invitations, the leveled comparison, the award and the agreement. */
  projectBids: "/projects/:id/bids",
  /** A contractor's private link to bid on a SOW (docs/product/bids.md): no account, the token is the key. */
  contractorBid: "/bids/:token",
} as const;

/**
 * The client path a URL's path is a page of, or undefined: "/faq" is "/faq", "/bids/abc" is "/bids/:token" (a
 * ":name" segment stands for any one segment, as the client's router reads it).
 */
export function clientPathOf(urlPath: string): string | undefined {
  const segments = urlPath.split("/");
  return Object.values(CLIENT_PATHS).find((route) => {
    const pattern = route.split("/");
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(":") ? (segments[i] ?? "") !== "" : part === segments[i]))
    );
  });
}

/** A client path with its `:name` segments filled in: clientPath("/projects/:id/bids", { id: 12 }). */
export function clientPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
}
