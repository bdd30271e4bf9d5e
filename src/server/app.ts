import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { stateOfCookies, variantName } from "../domain/site/page-variants";
import { clientPathOf } from "../domain/site/site-settings";
import { type Config, DEFAULT_MAIL_FROM } from "./config";
import type { Database } from "./db/client";
import { registerDraining } from "./draining";
import { AppError, registerErrorHandling } from "./errors";
import { registerOriginCheck } from "./features/auth/origin-check";
import { accountRoutes } from "./features/account/routes";
import { agreementRoutes } from "./features/agreements/routes";
import { adminRoutes } from "./features/admin/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { authRoutes } from "./features/auth/routes";
import { bidRoutes } from "./features/bids/routes";
import { registerSessionHook } from "./features/auth/sessions";
import { registerRateLimits } from "./features/bot-defence/rate-limit";
import { botDefenceRoutes } from "./features/bot-defence/routes";
import { budgetRoutes } from "./features/budget/routes";
import { checkoutRoutes, stripeWebhookRoutes, testCheckoutRoutes } from "./features/checkout/routes";
import { contactRoutes } from "./features/contact/routes";
import { registerKeptGrants } from "./features/documents/kept-grants";
import { documentRoutes } from "./features/documents/routes";
import { createRenderPool, type SowPdfRenderer } from "./features/documents/render-pool";
import { healthRoutes } from "./features/health/routes";
import { passwordResetRoutes } from "./features/password-reset/routes";
import { pricingRoutes } from "./features/pricing/routes";
import { projectRoutes } from "./features/projects/routes";
import { createMailer, type Mailer } from "./mail/mailer";
import { createUnconfiguredGateway, type PaymentGateway } from "./payments/gateway";
import { createLocalGateway } from "./payments/local-gateway";
import { decidePaymentMode, type PaymentMode } from "./payments/mode";
import { createStripeGateway } from "./payments/stripe-gateway";
import { registerOpenApi } from "./openapi";
import { registerSecurityHeaders } from "./security-headers";

export type AppConfig = Pick<Config, "clientDir" | "logLevel" | "nodeEnv" | "publicUrl"> &
  Partial<
    Pick<
      Config,
      | "smtpUrl"
      | "mailFrom"
      | "trustProxy"
      | "stripeSecretKey"
      | "stripeWebhookSecret"
      | "stripeApiUrl"
      | "allowTestCheckout"
      | "gaMeasurementId"
    >
  >;

export type AppOptions = {
  config: AppConfig;
  database: Database;
  /** Replaces the mailer made from the configuration (tests capture mail this way or through SMTP). */
  mailer?: Mailer;
  /** Replaces the payment provider made from the configuration (fault tests). */
  payments?: PaymentGateway;
  /** Replaces the pool of threads that render the SOW's PDF (tests count or break renders this way). */
  sowPdfRenderer?: SowPdfRenderer;
  /** The process logger; false keeps tests quiet. */
  logger?: FastifyBaseLogger | false;
};

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    payments: PaymentGateway;
    /** Which payment provider the configuration chose (payments/mode.ts); start-up logs it. */
    paymentMode: PaymentMode;
    appConfig: AppConfig;
  }
}

/**
 * The HTML the build wrote for each page (scripts/finish-client-build.ts), by route and browser state: each names
 * its chunks as module preloads (the home page's its first hero image too), and the pages drawn at build time
 * have one file for each state that changes their first screen (src/domain/site/page-variants.ts). A page
 * without one gets index.html.
 */
type PageFiles = Map<string, Readonly<Record<string, string>>>;

function pageFiles(clientDir: string | undefined): PageFiles {
  const files: PageFiles = new Map();
  if (!clientDir) return files;
  try {
    const written = JSON.parse(readFileSync(path.join(clientDir, "pages", "index.json"), "utf8")) as Record<string, Record<string, string>>;
    for (const [page, variants] of Object.entries(written)) files.set(page, variants);
  } catch {
    // an older or partial build: every page gets index.html, which works, only without the preloads
  }
  return files;
}

/** The file of a page for the visitor's state as the cookies tell it; the visitor's when no other was drawn. */
function pageFileFor(files: PageFiles, route: string, request: FastifyRequest): string | undefined {
  const variants = files.get(route);
  if (!variants) return undefined;
  return variants[variantName(route, stateOfCookies(request.cookies))] ?? variants.visitor;
}

/**
 * Built assets carry a content hash in their name and never change; images and icons change rarely; the
 * HTML (and what names no version) must be checked every time.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return "public, max-age=31536000, immutable";
  if (filePath.includes(`${path.sep}hero${path.sep}`) || filePath.includes(`${path.sep}icons${path.sep}`)) {
    return "public, max-age=604800";
  }
  return "no-cache";
}

/** The provider of the mode the configuration chose: Stripe Checkout, the local test checkout, or none. */
function createPaymentGateway(app: FastifyInstance, mode: PaymentMode): PaymentGateway {
  const { stripeSecretKey, stripeApiUrl } = app.appConfig;
  if (mode.kind === "stripe" && stripeSecretKey) return createStripeGateway({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl });
  if (mode.kind === "local") return createLocalGateway({ db: () => app.database.db });
  return createUnconfiguredGateway();
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : options.logger
        ? { loggerInstance: options.logger }
        : { logger: { level: config.logLevel } }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy ?? false,
    // one line per request helps while developing; in production it would drown what matters
    logController: new LogController({ disableRequestLogging: config.nodeEnv === "production" }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("database", database);
  app.decorate("appConfig", config);
  app.decorate(
    "mailer",
    options.mailer ??
      createMailer({
        database,
        smtpUrl: config.smtpUrl,
        from: config.mailFrom ?? DEFAULT_MAIL_FROM,
        log: app.log,
      }),
  );
  // the mail worker runs while the app does: started when it is ready, stopped (its delivery in progress
  // finished) before the database closes
  app.addHook("onReady", async () => {
    await app.mailer.start();
  });
  app.addHook("onClose", async () => {
    await app.mailer.stop();
  });
  const paymentMode = decidePaymentMode(config);
  app.decorate("paymentMode", { getter: () => paymentMode });
  app.decorate("payments", options.payments ?? createPaymentGateway(app, paymentMode));
  registerErrorHandling(app);
  registerDraining(app);
  // Personal answers (the user, projects, orders, documents, the administrator's figures) must never be
  // kept by a shared cache or the browser's back-forward store: an API answer is not stored unless its
  // route says otherwise (the public pricing does).
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api") && !reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
  });

  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith("https://"),
    googleAnalytics: config.gaMeasurementId !== undefined,
  });
  await app.register(fastifyCookie);
  // cheapest refusals first: a foreign origin or a rate-limited caller costs no session lookup
  registerOriginCheck(app);
  registerRateLimits(app);
  registerSessionHook(app);
  // repeated SOW downloads reuse this process's decision where it is the only process (decision 0028)
  const sowGrants = registerKeptGrants(app, database.kind);
  // one pool of render threads for every document the SOW's renderer draws (the SOW, the agreement); the
  // SOW's routes close it with the app
  const sowPdfRenderer = options.sowPdfRenderer ?? createRenderPool();
  await registerOpenApi(app, { development: config.nodeEnv === "development" });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(contactRoutes);
      await api.register(botDefenceRoutes);
      await api.register(budgetRoutes);
      await api.register(projectRoutes);
      await api.register(accountRoutes);
      await api.register(pricingRoutes);
      await api.register(checkoutRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(documentRoutes, { renderer: sowPdfRenderer, grants: sowGrants });
      await api.register(agreementRoutes, { renderer: sowPdfRenderer });
      await api.register(bidRoutes);
      await api.register(adminRoutes);
      await api.register(analyticsRoutes);
      if (app.payments.kind === "local") await api.register(testCheckoutRoutes);
    },
    { prefix: "/api" },
  );

  const indexHtml = config.clientDir ? path.join(config.clientDir, "index.html") : undefined;
  const serveClient = indexHtml !== undefined && existsSync(indexHtml);
  if (serveClient && config.clientDir) {
    await app.register(fastifyStatic, {
      root: config.clientDir,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each text file; the one the browser accepts is sent as is
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header("Cache-Control", cacheControlOf(filePath));
      },
    });
  }
  const pageHtml = pageFiles(config.clientDir);

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url === "/api" || url.startsWith("/api/") || !serveClient || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new AppError("not_found", `No such endpoint: ${request.method} ${url}`);
    }
    // The client's router draws every page, its 404 page included; the status says whether the page exists
    // (one of the client's paths, site-settings.ts; any other answers the client's 404 page with status 404).
    const page = url.length > 1 ? url.replace(/\/+$/, "") : url;
    const route = clientPathOf(page);
    // the file depends on the page's cookies: a shared cache must not hand one visitor's to another
    reply.header("Cache-Control", "no-cache").header("Vary", "Cookie").status(route !== undefined ? 200 : 404);
    // each page's HTML names what that page loads first (its chunks, the home page's first image), and the
    // public pages' carries the page itself, drawn for this visitor's state
    return reply.sendFile((route !== undefined && pageFileFor(pageHtml, route, request)) || "index.html");
  });

  return app;
}
