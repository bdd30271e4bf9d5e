import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the server reads, parsed once at start-up. A wrong value stops the process
 * with a message naming the variable, instead of failing later in the middle of a request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: "must be a postgres:// or postgresql:// connection string",
    }),
  DATA_DIR: z.string().min(1).default("./data"),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters long" }),
  PUBLIC_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, "") : undefined))
    .refine((v) => v === undefined || /^https?:\/\/[^/]+/.test(v), {
      message: "must be an absolute http:// or https:// address",
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Empty = serve the API only (the dev server serves the client). */
  CLIENT_DIR: z.string().optional(),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** Folder holding the built client; undefined = the API only. */
  clientDir: string | undefined;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`)
    .join("\n");
}

/** The development secret lives in the data folder so sessions survive a restart without any set-up. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet: created below
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaults: { clientDir?: string } = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(parsed.error)}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? loadOrCreateSecret(dataDir);
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret,
    sessionSecretGenerated: e.SESSION_SECRET === undefined,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    clientDir:
      e.CLIENT_DIR === undefined ? defaults.clientDir : e.CLIENT_DIR === "" ? undefined : path.resolve(e.CLIENT_DIR),
  };
}
