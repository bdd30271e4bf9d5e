import type { FastifyInstance } from "fastify";
import { type AppConfig, buildApp } from "../app";
import type { Database } from "../db/client";
import { createTestDatabase, type TestDatabase } from "./test-database";

export type TestApp = { app: FastifyInstance; database: TestDatabase; close(): Promise<void> };

/**
 * The real app on a fresh database, without the client bundle and without log output. `config` overrides
 * single settings (trustProxy, smtpUrl, publicUrl...) on top of the test defaults.
 */
export async function createTestApp(
  options: { database?: Database; config?: Partial<AppConfig> } = {},
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
  });
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
