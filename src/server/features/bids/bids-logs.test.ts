import { Writable } from "node:stream";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BidPage } from "../../../domain/bids/bids.contract";
import { completePlan } from "../../../domain/testing/plans";
import { buildApp } from "../../app";
import { signUpThroughApi } from "../../test/accounts";
import { createTestDatabase, type TestDatabase } from "../../test/test-database";
import { SESSION_COOKIE } from "../auth/sessions";
import type { FastifyInstance } from "fastify";

describe("a bid link's token in the logs", () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    // request logging on, as in development, and mail kept in the local outbox (whose log line names links)
    app = await buildApp({
      config: { clientDir: undefined, logLevel: "info", nodeEnv: "development", publicUrl: "http://localhost" },
      database,
      logger: pino({ level: "info" }, stream),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("never appears: not in the invitation's mail line, nor in the requests of the link", async () => {
    const owner = { [SESSION_COOKIE]: (await signUpThroughApi(app)).token };
    const projectId = (await app.inject({ method: "POST", url: "/api/projects", payload: completePlan(), cookies: owner })).json().id as number;
    const started = await app.inject({ method: "POST", url: "/api/create-checkout-session", payload: { projectId, serviceTier: "bronze", rushFee: false }, cookies: owner });
    const sessionId = new URL(started.json().url, "http://localhost").searchParams.get("session_id") ?? "";
    await app.inject({ method: "POST", url: `/api/test-checkout/${sessionId}/pay`, cookies: owner });
    const invited = await app.inject({ method: "POST", url: `/api/projects/${projectId}/bid-invitations`, payload: { name: "Log Builder", email: "log@builder.example" }, cookies: owner });
    expect(invited.statusCode).toBe(201);
    const token = String(invited.json().url).split("/").at(-1) ?? "";
    const page = await app.inject({ method: "GET", url: `/api/bids/${token}` });
    expect(page.statusCode).toBe(200);
    const view = page.json() as BidPage;
    expect((await app.inject({ method: "GET", url: `/api/bids/${token}/sow` })).statusCode).toBe(200);
    const saved = await app.inject({ method: "PUT", url: `/api/bids/${token}`, payload: { sowVersion: view.sowVersion.number, rows: [], submit: false } });
    expect(saved.statusCode).toBe(200);
    expect((await app.inject({ method: "PUT", url: `/api/bids/${token}`, payload: { sowVersion: view.sowVersion.number, submit: true } })).statusCode).toBe(400);

    const log = lines.join("");
    // the log was written: the owner's requests and the invitation's mail are in it
    expect(log).toContain(`/api/projects/${projectId}/bid-invitations`);
    expect(log).toContain("log@builder.example");
    expect(log).not.toContain(token);
  });
});
