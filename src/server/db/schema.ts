import { sql } from "drizzle-orm";
import type { BudgetResult } from "../../domain/budget/budget";
import type { StoredPlan } from "../../domain/planner/model";
import type { SowInput } from "../../domain/sow/build";
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Site-wide settings an administrator can change at run time (tier prices, contact details), one row per
 * key. Values are JSON so each setting keeps its own shape, validated by the feature that owns it.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** An account. The e-mail is stored trimmed and lower-cased, so it is unique however it was typed. */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    propertyAddress: text("property_address").notNull().default(""),
    propertyCity: text("property_city").notNull().default(""),
    propertyState: text("property_state").notNull().default(""),
    propertyZip: text("property_zip").notNull().default(""),
    isAdmin: boolean("is_admin").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 (hex) is stored, so a copy of
 * this table signs nobody in. Expiry slides forward while the session is used.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** A password-reset link: only the SHA-256 of its token is stored; valid until expiresAt, used once. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("password_reset_tokens_user_id_idx").on(t.userId)],
);

/**
 * Every e-mail the product sends. Without SMTP_URL this table is the local outbox a developer reads; with
 * it, the row records what was handed to the mail server and when.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    transport: text("transport").notNull().default("outbox"),
    /** What the mail reports: "password_reset", "contact", "order_confirmation" or "other". */
    kind: text("kind").notNull().default("other"),
    /** SMTP deliveries tried so far (a worker counts one when it claims the row). */
    attempts: integer("attempts").notNull().default(0),
    /**
     * When a worker may try (again). Claiming a row moves it past the delivery's lease (so no other worker
     * takes it meanwhile, and a worker that died leaves it due again); a failure moves it by the back-off.
     */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /** Set when the worker gave up after its last attempt. */
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** Where a reply goes (the visitor who wrote through the contact form). */
    replyTo: jsonb("reply_to").$type<{ name: string; address: string }>(),
    /** Strings blanked out of the stored copy once the mail server has the message (a reset token). */
    secrets: jsonb("secrets").$type<string[]>(),
  },
  (t) => [
    index("mail_outbox_created_at_idx").on(t.createdAt.desc()),
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null and ${t.transport} = 'smtp'`),
    index("mail_outbox_kind_to_idx").on(t.kind, t.toAddress, t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;

/**
 * A message sent with the contact form. Stored before it is mailed to the support address, so a failing
 * mail server never loses it. userId is the signed-in sender, if any.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    ipAddress: text("ip_address"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt.desc())],
);


/**
 * Bot defence. Everything lives in the database, not in process memory, so several server instances share
 * it and a restart keeps it.
 *
 * A login form opened in a browser: the id the form sends back with its submission, bound to the time it
 * was issued, with the interactions the form reported (mouse, keyboard, focus).
 */
export const formLoads = pgTable("form_loads", {
  id: text("id").primaryKey(),
  createdAt: createdAt(),
  ipAddress: text("ip_address"),
  interactions: jsonb("interactions").$type<Record<string, number>>().notNull().default({}),
  /** When a sign-up used this form load; each one signs up at most one account. */
  consumedAt: timestamp("consumed_at", { withTimezone: true }),
});

/** One failed login, counted per IP within a window to block guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ipAddress: text("ip_address").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [index("login_failures_ip_created_idx").on(t.ipAddress, t.createdAt)],
);

/** An IP address refused until blockedUntil. */
export const ipBlocks = pgTable("ip_blocks", {
  ipAddress: text("ip_address").primaryKey(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

/** What looked automated (honeypot filled, submitted too fast, unknown form id), for the administrator. */
export const suspiciousActivities = pgTable(
  "suspicious_activities",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ipAddress: text("ip_address"),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("suspicious_activities_created_idx").on(t.createdAt)],
);

/** Fixed-window request counters for rate limits: one row per key (route + IP) and window start. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [uniqueIndex("rate_limit_hits_key_window").on(t.key, t.windowStart)],
);

/**
 * A saved plan. `plan` is the planner data as the owner built it; `total` and `budget` are what the server
 * computed from it (never the client's figures). Deleting a project removes the row (its plan with it); a
 * project with a paid order cannot be deleted. deletedAt marks the paid projects of a deleted account, kept
 * with a blank plan only for their orders (decision 0026).
 */
export const projects = pgTable(
  "projects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    shape: text("shape").notNull().default(""),
    plan: jsonb("plan").$type<StoredPlan>().notNull(),
    total: integer("total").notNull(),
    budget: jsonb("budget").$type<BudgetResult>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** The Idempotency-Key its creation was sent with: a retried save answers this project. */
    idempotencyKey: text("idempotency_key"),
    /** A digest of the creating request's body, to tell a retry from another plan under the same key. */
    requestDigest: text("request_digest"),
  },
  (t) => [
    index("projects_user_updated_idx").on(t.userId, t.updatedAt.desc()),
    uniqueIndex("projects_user_idempotency_key_idx").on(t.userId, t.idempotencyKey),
  ],
);

/** The price of each service tier in cents, edited by administrators; seeded with the default prices (docs/product/accounts-and-commerce.md section 10.4). */
export const tierPrices = pgTable(
  "tier_prices",
  {
    tier: text("tier").primaryKey(),
    priceCents: integer("price_cents").notNull(),
    originalPriceCents: integer("original_price_cents"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("tier_prices_tier_known", sql`${t.tier} in ('bronze', 'silver', 'gold')`),
    check("tier_prices_price_positive", sql`${t.priceCents} > 0`),
    check(
      "tier_prices_original_above_price",
      sql`${t.originalPriceCents} is null or ${t.originalPriceCents} > ${t.priceCents}`,
    ),
  ],
);

/**
 * A purchase of a service tier for a project. Created pending with the amount taken from tier_prices when
 * the checkout starts; marked paid exactly once, by whichever of the webhook and the success page's
 * verification gets there first (the status change is one conditional update).
 */
export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    serviceTier: text("service_tier").notNull(),
    rushFee: boolean("rush_fee").notNull().default(false),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** pending, paid, cancelled (the customer left the checkout) or failed (no checkout could be opened). */
    status: text("status").notNull().default("pending"),
    /** stripe or local (the test checkout of a machine without a Stripe account). */
    provider: text("provider").notNull(),
    checkoutSessionId: text("checkout_session_id"),
    paymentIntentId: text("payment_intent_id"),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_checkout_session_unique").on(t.checkoutSessionId),
    index("orders_user_idx").on(t.userId),
    index("orders_project_idx").on(t.projectId),
    check("orders_amount_positive", sql`${t.amountCents} > 0`),
    check("orders_status_known", sql`${t.status} in ('pending', 'paid', 'cancelled', 'failed')`),
  ],
);

/** Webhook events already handled, so a redelivered event is acknowledged without being acted on again. */
export const processedPaymentEvents = pgTable("processed_payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/**
 * The checkout sessions of the local test checkout (used when STRIPE_SECRET_KEY is not set). They carry the
 * fields fulfilment reads from a Stripe session, so one fulfilment path serves both.
 */
export const testCheckoutSessions = pgTable("test_checkout_sessions", {
  id: text("id").primaryKey(),
  status: text("status").notNull().default("open"),
  paymentStatus: text("payment_status").notNull().default("unpaid"),
  amountTotal: integer("amount_total").notNull(),
  currency: text("currency").notNull(),
  clientReferenceId: text("client_reference_id"),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  lineItems: jsonb("line_items").$type<Array<{ name: string; amountCents: number }>>().notNull().default([]),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * First-party conversion events (docs/product/accounts-and-commerce.md section 10.8): what the administrator's funnel counts. No personal data
 * beyond the user id.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The event's value in dollars (a purchase's amount), when it has one. */
    value: doublePrecision("value"),
    params: jsonb("params").$type<Record<string, string | number | boolean>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("analytics_events_name_created_idx").on(t.name, t.createdAt)],
);

/**
 * The issued versions of each project's Statement of Work (decision 0024). A version is issued when the
 * project's design (name, plan, budget) differs from every version issued before; downloading the same design
 * again reuses its version, so the PDF and the HTML of one design carry the same version. A version covered
 * by a paid order keeps what it was built from, so it is rebuilt exactly as issued for ever.
 */
export const sowVersions = pgTable(
  "sow_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** SHA-256 of the design the version was issued for (project name, plan, budget). */
    contentHash: text("content_hash").notNull(),
    /** The day of issue in the server's time zone (YYYY-MM-DD), as printed on the cover. */
    issuedOn: text("issued_on").notNull(),
    /**
     * Everything the document was built from (plan, budget, owner, order, version). json, not jsonb: the
     * text is kept as written, key order included, so a rebuild lays out exactly the same document.
     * Null for versions issued before they were kept.
     */
    inputs: json("inputs").$type<SowInput>(),
    /** The paid order that covers this version (its paid version or one of its tier's revisions); null for an administrator's preview. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sow_versions_project_version_unique").on(t.projectId, t.version),
    index("sow_versions_order_idx").on(t.orderId),
  ],
);

/** Bytes as PostgreSQL's bytea; node-postgres reads them as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * A rendered SOW PDF, kept because a version never changes: keyed by a hash of the renderer and the document
 * model, so the same document is rendered once whichever instance asked. The latest few per project are kept
 * (features/documents/render-cache.ts); they go with their project.
 */
export const sowRenders = pgTable(
  "sow_renders",
  {
    key: text("key").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    pdf: bytea("pdf").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sow_renders_project_idx").on(t.projectId, t.createdAt)],
);

/** A Statement of Work downloaded: who, which project, which form, from where and when (admin dashboard). */
export const sowDownloads = pgTable(
  "sow_downloads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    documentType: text("document_type").notNull(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("sow_downloads_created_idx").on(t.createdAt),
    index("sow_downloads_project_idx").on(t.projectId),
    check("sow_downloads_type_known", sql`${t.documentType} in ('pdf', 'html')`),
  ],
);

/**
 * An owner's invitation to a contractor to bid on one paid SOW version of a project (docs/product/bids.md).
 * The private link's token is kept only as its SHA-256; revoking sets revokedAt and the link answers 404.
 */
export const bidInvitations = pgTable(
  "bid_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The SOW version bid on: the project's latest paid version when the invitation was made. */
    sowVersionId: integer("sow_version_id")
      .notNull()
      .references(() => sowVersions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The invitation mail in the outbox, for its delivery status. */
    mailId: integer("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("bid_invitations_token_hash_unique").on(t.tokenHash), index("bid_invitations_project_idx").on(t.projectId)],
);

/**
 * A contractor's bid through an invitation: the latest draft as typed (body), and the latest submission.
 * Every submission is also kept whole in bid_revisions.
 */
export const bids = pgTable(
  "bids",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    invitationId: integer("invitation_id")
      .notNull()
      .references(() => bidInvitations.id, { onDelete: "cascade" }),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The SOW version number the bid is on (the bidder's sowVersion). */
    sowVersion: integer("sow_version").notNull(),
    /** The bid as last saved (BidBody without `submit`), a draft or the latest submission. */
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    /** The number of the latest submission (0 while only a draft). */
    revision: integer("revision").notNull().default(0),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bids_invitation_unique").on(t.invitationId), index("bids_project_idx").on(t.projectId)],
);

/** Every submission of a bid, whole, in order. */
export const bidRevisions = pgTable(
  "bid_revisions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    bidId: integer("bid_id")
      .notNull()
      .references(() => bids.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    sowVersion: integer("sow_version").notNull(),
    body: jsonb("body").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("bid_revisions_bid_revision_unique").on(t.bidId, t.revision)],
);

/**
 * The agreement an award produces: one per project. `inputs` is everything the document is built from, kept
 * as written (json, key order included) so every rendering is the same document; `documentHash` is the
 * SHA-256 both parties accept.
 */
export const agreements = pgTable(
  "agreements",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    bidId: integer("bid_id")
      .notNull()
      .references(() => bids.id, { onDelete: "cascade" }),
    /** The bid revision awarded. */
    revision: integer("revision").notNull(),
    sowVersion: integer("sow_version").notNull(),
    inputs: json("inputs").$type<Record<string, unknown>>().notNull(),
    documentHash: text("document_hash").notNull(),
    createdAt: createdAt(),
    /** Set when both parties have accepted: nothing about it changes after. */
    lockedAt: timestamp("locked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("agreements_project_unique").on(t.projectId), uniqueIndex("agreements_bid_unique").on(t.bidId)],
);

/** One party's acceptance of an agreement: the typed full name, when, from where, and the hash accepted. */
export const agreementAcceptances = pgTable(
  "agreement_acceptances",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    agreementId: integer("agreement_id")
      .notNull()
      .references(() => agreements.id, { onDelete: "cascade" }),
    /** "owner" or "contractor". */
    party: text("party").notNull(),
    fullName: text("full_name").notNull(),
    ipAddress: text("ip_address").notNull(),
    userAgent: text("user_agent"),
    documentHash: text("document_hash").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("agreement_acceptances_party_unique").on(t.agreementId, t.party),
    check("agreement_acceptances_party_check", sql`${t.party} in ('owner', 'contractor')`),
  ],
);
