import type { FastifyInstance } from "fastify";
import { type AppConfig, buildApp } from "../app";
import type { SowPdfRenderer } from "../features/documents/render-pool";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import { createTestDatabase, type TestDatabase } from "./test-database";

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/**
 * The real app on a fresh database, without the client bundle and without log output. `config` overrides
 * single settings (trustProxy, smtpUrl, publicUrl...) on top of the test defaults. `extend` runs before
 * `ready()`, the last moment routes or hooks can still be added.
 */
export async function createTestApp(
  options: {
    database?: Database;
    config?: Partial<AppConfig>;
    /** Renders the SOW's PDF instead of the worker pool. */
    sowPdfRenderer?: SowPdfRenderer;
    extend?: (app: FastifyInstance) => void | Promise<void>;
    /** Replaces the mailer made from the configuration (a worker with short retries, for instance). */
    mailer?: (database: Database) => Mailer;
  } = {},
): Promise<TestApp> {
  const database = (options.database as TestDatabase | undefined) ?? (await createTestDatabase());
  const app = await buildApp({
    config: {
      clientDir: undefined,
      logLevel: "silent",
      nodeEnv: "test",
      publicUrl: "http://localhost",
      ...options.config,
    },
    database,
    logger: false,
    sowPdfRenderer: options.sowPdfRenderer,
    ...(options.mailer ? { mailer: options.mailer(database) } : {}),
  });
  await options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
