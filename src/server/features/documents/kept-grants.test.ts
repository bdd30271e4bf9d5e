import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerKeptGrants } from "./kept-grants";
import type { KeptSowVersion } from "./service";

const kept = (versionKey: string): KeptSowVersion => ({ versionKey, document: async () => Promise.reject(new Error("not built")) });

async function appWith(kind: "embedded" | "postgres") {
  const app = Fastify();
  const grants = registerKeptGrants(app, kind);
  app.post("/api/projects/:id", async () => ({ saved: true }));
  app.post("/api/calculate-budget", async () => ({ total: 1 }));
  await app.ready();
  return { app, grants };
}

describe("kept download decisions", () => {
  it("are forgotten by a request that may change a project, not by one that prices a plan", async () => {
    const { app, grants } = await appWith("embedded");
    grants.set("7:12:current", kept("v1"), grants.mark());
    await app.inject({ method: "POST", url: "/api/calculate-budget", payload: {} });
    expect(grants.get("7:12:current")?.versionKey).toBe("v1");
    await app.inject({ method: "POST", url: "/api/projects/12", payload: {} });
    expect(grants.get("7:12:current")).toBeUndefined();
    await app.close();
  });

  it("never keeps a decision asked for before a change that came in meanwhile", async () => {
    const { app, grants } = await appWith("embedded");
    const mark = grants.mark();
    await app.inject({ method: "POST", url: "/api/projects/12", payload: {} });
    grants.set("7:12:current", kept("v1"), mark);
    expect(grants.get("7:12:current")).toBeUndefined();
    await app.close();
  });

  it("keep nothing on PostgreSQL, where another instance may change what this one decided", async () => {
    const { app, grants } = await appWith("postgres");
    grants.set("7:12:current", kept("v1"), grants.mark());
    expect(grants.get("7:12:current")).toBeUndefined();
    await app.close();
  });
});
