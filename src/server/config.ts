import path from "node:path";
import { z } from "zod";
import { SITE } from "../domain/site/site-settings";
import { DEFAULT_DATABASE_TIMEOUT_MS } from "./db/client";

/** The sender of the product's e-mail when MAIL_FROM does not name another. */
export const DEFAULT_MAIL_FROM = `${SITE.name} <${SITE.supportEmail}>`;

/** An optional variable; set but empty counts as unset. */
function optionalVar(text: z.ZodString = z.string()) {
  return text.optional().transform((v) => (v ? v : undefined));
}

/**
 * Every environment variable the server reads, parsed once at start-up. A wrong value stops the process
 * with a message naming the variable, instead of failing later in the middle of a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: optionalVar(z.string().trim()).refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: "must be a postgres:// or postgresql:// connection string",
  }),
  DATA_DIR: z.string().min(1).default("./data"),
  /** How long a query or the wait for a database connection may take before a request answers 503. */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_DATABASE_TIMEOUT_MS),
  PUBLIC_URL: optionalVar()
    .transform((v) => v?.replace(/\/+$/, ""))
    .refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
      message: "must be an absolute http:// or https:// address",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Empty = serve the API only (the dev server serves the client). */
  CLIENT_DIR: z.string().optional(),
  SMTP_URL: optionalVar().refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: "must be an smtp:// or smtps:// address",
  }),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  ADMIN_EMAIL: optionalVar(),
  ADMIN_PASSWORD: optionalVar(),
  /** Which proxies to believe about the client's address (X-Forwarded-For): unset = none; "true", or a
   *  comma-separated list of proxy addresses or CIDR ranges. */
  TRUST_PROXY: optionalVar(),
  /** Stripe's secret key (sk_… or rk_…): unset, there is no real checkout (payments/mode.ts). */
  STRIPE_SECRET_KEY: optionalVar(z.string().trim()),
  /** "true" runs the local test checkout on a public PUBLIC_URL too (a test server); never where customers come. */
  ALLOW_TEST_CHECKOUT: z
    .enum(["true", "false", ""], { message: 'must be "true" or "false"' })
    .optional()
    .transform((v) => v === "true"),
  /** The signing secret of the Stripe webhook endpoint (whsec_…). */
  STRIPE_WEBHOOK_SECRET: optionalVar(z.string().trim()),
  /** Google Analytics 4 measurement id (G-...): the client is built with it and the CSP allows Google then. */
  VITE_GA_MEASUREMENT_ID: optionalVar(z.string().trim()).refine((v) => v === undefined || /^G-[A-Z0-9]{4,20}$/.test(v), {
    message: "must be a Google Analytics 4 measurement id such as G-ABC123XYZ",
  }),
  /** Another address for Stripe's API, such as a stripe-mock server: http(s)://host:port. */
  STRIPE_API_URL: optionalVar().refine((v) => v === undefined || /^https?:\/\/[^/]+\/?$/.test(v), {
    message: "must be an http:// or https:// address with no path, such as http://localhost:12111",
  }),
}).refine((e) => (e.ADMIN_EMAIL === undefined) === (e.ADMIN_PASSWORD === undefined), {
  message: "set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither",
  path: ["ADMIN_PASSWORD"],
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeoutMs: number;
  /** PUBLIC_URL, or http://localhost:PORT when it is unset (main.ts names the real port after listening). */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (otherwise publicUrl is the local default). */
  publicUrlSet: boolean;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Folder holding the built client; undefined = the API only. */
  clientDir: string | undefined;
  /** undefined = e-mail goes to the local outbox only. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The administrator made (or promoted) at start-up, when both are set. */
  admin: { email: string; password: string } | undefined;
  /** Fastify's trustProxy: false, true (any proxy), or the proxy addresses/CIDR ranges to trust. */
  trustProxy: boolean | string[];
  /** undefined = the local test checkout on a loopback address, or no checkout at all (payments/mode.ts). */
  stripeSecretKey: string | undefined;
  /** The local test checkout on a public address too (ALLOW_TEST_CHECKOUT=true). */
  allowTestCheckout: boolean;
  stripeWebhookSecret: string | undefined;
  stripeApiUrl: string | undefined;
  /** undefined = no Google Analytics and no third-party request. */
  gaMeasurementId: string | undefined;
};

/**
 * The address of a server without PUBLIC_URL. With PORT=0 the port is not known before listening: until
 * main.ts names the real one, the address has no port rather than a link to port 0.
 */
export function localPublicUrl(port: number): string {
  return port === 0 ? "http://localhost" : `http://localhost:${port}`;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
    .join("\n");
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  return value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { clientDir?: string } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    databaseTimeoutMs: e.DATABASE_TIMEOUT_MS,
    publicUrl: e.PUBLIC_URL ?? localPublicUrl(e.PORT),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    clientDir:
      e.CLIENT_DIR === undefined ? defaults.clientDir : e.CLIENT_DIR === "" ? undefined : path.resolve(e.CLIENT_DIR),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    allowTestCheckout: e.ALLOW_TEST_CHECKOUT,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripeApiUrl: e.STRIPE_API_URL,
    gaMeasurementId: e.VITE_GA_MEASUREMENT_ID,
  };
}
