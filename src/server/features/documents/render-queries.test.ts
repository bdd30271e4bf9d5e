import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { richSowPlan } from "../../../domain/testing/plans";
import type { Db } from "../../db/client";
import * as schema from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createTestDatabase, usingPostgres } from "../../test/test-database";
import { SESSION_COOKIE } from "../auth/sessions";
import { signUpThroughApi } from "../../test/accounts";
import type { SowPdfRenderer } from "./render-pool";

/**
 * The queries a repeated download of an already-rendered version issues (the session comes from the
 * server's session cache): the one read of the project with its paid orders and versions (decision 0028).
 * More means a repeated download again reads, locks or writes what it does not need, which is what stalled
 * the embedded database. The first repeat also reads the version's inputs once, to learn which kept PDF
 * the version is.
 */
const QUERIES_PER_REPEATED_DOWNLOAD = 1;

describe("a repeated download of a kept SOW version", () => {
  let t: TestApp;
  const queries: string[] = [];
  let counting = false;
  let renders = 0;
  let cookies: { [SESSION_COOKIE]: string };
  let userId: number;

  beforeAll(async () => {
    const database = await createTestDatabase();
    // the same connection, through a Drizzle instance that tells each query it sends
    const logger = { logQuery: (query: string) => void (counting && queries.push(query)) };
    const client = (database.db as unknown as { $client: never }).$client;
    const db = (database.kind === "embedded" ? drizzlePglite({ client, schema, logger }) : drizzlePg({ client, schema, logger })) as unknown as Db;
    const renderer: SowPdfRenderer = {
      fingerprint: "counting",
      threads: 1,
      maxQueue: 8,
      async render(doc) {
        renders += 1;
        return Buffer.from(`%PDF- ${doc.documentId} ${doc.version}`);
      },
      async close() {},
    };
    t = await createTestApp({ database: { ...database, db }, sowPdfRenderer: renderer });
    const a = await signUpThroughApi(t.app);
    cookies = { [SESSION_COOKIE]: a.token };
    userId = a.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** A project of the rich plan with a paid silver order. */
  async function paidProject(): Promise<number> {
    const res = await t.app.inject({ method: "POST", url: "/api/projects", payload: richSowPlan(), cookies });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as number;
    await t.database.db.insert(schema.orders).values({
      userId,
      projectId: id,
      serviceTier: "silver",
      rushFee: false,
      amountCents: 16900,
      currency: "usd",
      provider: "local",
      status: "paid",
      paidAt: new Date(),
    });
    return id;
  }

  async function download(id: number, query = "") {
    counting = true;
    queries.length = 0;
    try {
      const res = await t.app.inject({ method: "POST", url: `/api/projects/${id}/generate-sow${query}`, cookies });
      expect(res.statusCode).toBe(200);
      return { pdf: res.payload, queries: [...queries] };
    } finally {
      counting = false;
    }
  }

  it(`answers from what was kept with at most ${QUERIES_PER_REPEATED_DOWNLOAD} queries, no write and no render`, async () => {
    const id = await paidProject();

    const first = await download(id);
    expect(renders).toBe(1);
    for (const [query, most] of [
      ["", QUERIES_PER_REPEATED_DOWNLOAD + 1],
      ["", QUERIES_PER_REPEATED_DOWNLOAD],
      ["?version=1", QUERIES_PER_REPEATED_DOWNLOAD],
    ] as const) {
      const again = await download(id, query);
      expect(again.pdf).toBe(first.pdf);
      expect(renders).toBe(1);
      expect(again.queries.length, again.queries.join("\n")).toBeLessThanOrEqual(most);
      expect(again.queries.filter((q) => /^\s*(insert|update|delete|begin)|for update/i.test(q))).toEqual([]);
    }
  });

  it.runIf(!usingPostgres())(
    "on the embedded database, repeats its decision without a query until a request changes something",
    async () => {
      const id = await paidProject();
      const first = await download(id);
      await download(id);
      const repeat = await download(id);
      expect(repeat.pdf).toBe(first.pdf);
      expect(repeat.queries).toEqual([]);

      // the plan changes: the next download decides again, and gets the new design (silver's revision)
      const plan = richSowPlan();
      plan.contractInfo = { ...plan.contractInfo, warrantyYears: "10" };
      const saved = await t.app.inject({ method: "PUT", url: `/api/projects/${id}`, payload: plan, cookies });
      expect(saved.statusCode).toBe(200);
      const changed = await download(id);
      expect(changed.queries.length).toBeGreaterThan(0);
      expect(changed.pdf).not.toBe(first.pdf);
    },
  );
});
