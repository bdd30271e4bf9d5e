import { existsSync } from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { type Config, DEFAULT_MAIL_FROM } from "./config";
import type { Database } from "./db/client";
import { AppError, registerErrorHandling } from "./errors";
import { registerOriginCheck } from "./features/auth/origin-check";
import { adminRoutes } from "./features/admin/routes";
import { analyticsRoutes } from "./features/analytics/routes";
import { authRoutes } from "./features/auth/routes";
import { registerSessionHook } from "./features/auth/sessions";
import { registerRateLimits } from "./features/bot-defence/rate-limit";
import { botDefenceRoutes } from "./features/bot-defence/routes";
import { budgetRoutes } from "./features/budget/routes";
import { checkoutRoutes, stripeWebhookRoutes, testCheckoutRoutes } from "./features/checkout/routes";
import { documentRoutes } from "./features/documents/routes";
import { healthRoutes } from "./features/health/routes";
import { passwordResetRoutes } from "./features/password-reset/routes";
import { pricingRoutes } from "./features/pricing/routes";
import { projectRoutes } from "./features/projects/routes";
import { createMailer, type Mailer } from "./mail/mailer";
import type { PaymentGateway } from "./payments/gateway";
import { createLocalGateway } from "./payments/local-gateway";
import { createStripeGateway } from "./payments/stripe-gateway";
import { registerSecurityHeaders } from "./security-headers";

export type AppConfig = Pick<Config, "clientDir" | "logLevel" | "nodeEnv" | "publicUrl"> &
  Partial<
    Pick<Config, "smtpUrl" | "mailFrom" | "trustProxy" | "stripeSecretKey" | "stripeWebhookSecret" | "stripeApiUrl">
  >;

export type AppOptions = {
  config: AppConfig;
  database: Database;
  /** Replaces the mailer made from the configuration (tests capture mail this way or through SMTP). */
  mailer?: Mailer;
  /** Replaces the payment provider made from the configuration (fault tests). */
  payments?: PaymentGateway;
  /** The process logger; false keeps tests quiet. */
  logger?: FastifyBaseLogger | false;
};

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    mailer: Mailer;
    payments: PaymentGateway;
    appConfig: AppConfig;
  }
}

/** Stripe Checkout when a secret key is configured, otherwise the local test checkout (decision 10). */
function createPaymentGateway(app: FastifyInstance): PaymentGateway {
  const { stripeSecretKey, stripeApiUrl } = app.appConfig;
  if (stripeSecretKey) return createStripeGateway({ secretKey: stripeSecretKey, apiUrl: stripeApiUrl });
  return createLocalGateway({ db: () => app.database.db, publicUrl: () => app.appConfig.publicUrl });
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
      }),
  );
  app.decorate("payments", options.payments ?? createPaymentGateway(app));
  registerErrorHandling(app);

  registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });
  await app.register(fastifyCookie);
  // cheapest refusals first: a foreign origin or a rate-limited caller costs no session lookup
  registerOriginCheck(app);
  registerRateLimits(app);
  registerSessionHook(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(botDefenceRoutes);
      await api.register(budgetRoutes);
      await api.register(projectRoutes);
      await api.register(pricingRoutes);
      await api.register(checkoutRoutes);
      await api.register(stripeWebhookRoutes);
      await api.register(documentRoutes);
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
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their name; the HTML must always be fresh.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("Cache-Control", "public, max-age=31536000, immutable");
        } else {
          reply.header("Cache-Control", "no-cache");
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (url === "/api" || url.startsWith("/api/") || !serveClient || (request.method !== "GET" && request.method !== "HEAD")) {
      throw new AppError("not_found", `No such endpoint: ${request.method} ${url}`);
    }
    // Every other page is a route of the client, which renders its own 404 for unknown paths.
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });

  return app;
}
