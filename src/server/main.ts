import { fileURLToPath } from "node:url";
import { pino } from "pino";
import { NEW_PASSWORD_RULE } from "../domain/accounts/password-strength";
import { SITE } from "../domain/site/site-settings";
import { buildApp } from "./app";
import { ConfigError, loadConfig, localPublicUrl } from "./config";
import { openDatabase } from "./db/client";
import { DataDirLockedError } from "./db/data-dir-lock";
import { AppError } from "./errors";
import { createOrPromoteAdmin } from "./features/auth/service";
import { describePaymentMode } from "./payments/mode";

/** On SIGTERM or SIGINT, requests in flight get this long to finish before the server stops. */
const SHUTDOWN_DRAIN_MS = 10_000;

// Two folders up is the project root both from src/server/main.ts and from the built dist/server/main.js.
const BUILT_CLIENT_DIR = fileURLToPath(new URL("../../dist/client", import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig(process.env, { clientDir: BUILT_CLIENT_DIR });
  const logger = pino({ level: config.logLevel });
  if (!config.publicUrlSet && config.nodeEnv === "production") {
    logger.warn(
      "PUBLIC_URL is not set: links in e-mails (password reset, order confirmation) name http://localhost, which " +
        "nobody else can open, and payments have only the local test checkout. Set PUBLIC_URL to the address users reach",
    );
  }

  const database = await openDatabase(config, logger);
  let closing = false;
  try {
    await database.migrate();
    if (config.admin) {
      let result: Awaited<ReturnType<typeof createOrPromoteAdmin>>;
      try {
        result = await createOrPromoteAdmin(database.db, config.admin);
      } catch (error) {
        // a weak ADMIN_PASSWORD or a malformed ADMIN_EMAIL stops the start rather than being skipped quietly
        if (error instanceof AppError && error.code === "validation_error") {
          throw new ConfigError(
            `Invalid ADMIN_EMAIL / ADMIN_PASSWORD: ${error.issues?.map((i) => `${i.path}: ${i.message}`).join("; ")}. ` +
              `ADMIN_PASSWORD must be ${NEW_PASSWORD_RULE} (README, "Configuration").`,
          );
        }
        throw error;
      }
      // never the password: logs are read by more people than the administrator
      if (result.outcome === "promoted") {
        logger.warn(
          `Administrator ${result.user.email}: an existing account was given the administrator role (ADMIN_EMAIL); ` +
            "its password is now ADMIN_PASSWORD and all its sessions have ended",
        );
      } else {
        const what = { created: "created", "already-admin": "already an administrator (its password is unchanged)" };
        logger.info(`Administrator ${result.user.email}: ${what[result.outcome]} (ADMIN_EMAIL)`);
      }
    }
    const app = await buildApp({ config, database, logger });
    const payments = describePaymentMode(app.paymentMode, config.publicUrl);
    logger[payments.level](payments.message);
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      logger.info(`${signal} received, shutting down`);
      // new requests get 503 while the ones in flight finish; only then does the server stop listening
      await app.drain(SHUTDOWN_DRAIN_MS);
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      process.exit(0);
    };
    process.once("SIGINT", () => void shutdown("SIGINT"));
    process.once("SIGTERM", () => void shutdown("SIGTERM"));

    await app.listen({ host: config.host, port: config.port });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    // With PORT=0 the real port is only known now; links in e-mails must name it (the app reads this object).
    if (!config.publicUrlSet) config.publicUrl = localPublicUrl(port);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `the embedded database in ${config.dataDir}`;
    console.log(`\n${SITE.name} is running at http://localhost:${port}\nData is kept in ${where}.\n`);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") {
    console.error(`Port ${process.env.PORT ?? 5000} is already in use. Stop what runs there, or set PORT to another port.`);
  } else {
    console.error("The server could not start:", error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
