import type { FastifyInstance } from "fastify";
import { LRUCache } from "lru-cache";
import type { KeptSowVersion } from "./service";

/**
 * What this process decided about a kept SOW version (this user may download this version of this project),
 * reused for repeated downloads without asking the database again. Only on the embedded database: there this
 * process is the only one (its data folder is locked), so a decision stays true until a request of this
 * process changes something. Any state-changing request other than the ones below forgets every decision,
 * when it starts and again when it has answered (a download decided while it ran is not kept past it).
 * On PostgreSQL another instance may change what this one decided, so nothing is kept there.
 */
export type KeptGrants = {
  get(key: string): KeptSowVersion | undefined;
  /** A mark to take before asking the database, for `set`. */
  mark(): number;
  /** Keeps a decision, unless something was forgotten since `mark` (the answer may predate a change). */
  set(key: string, kept: KeptSowVersion, mark: number): void;
};

/** State-changing requests that change nothing a download decides (prices, events, downloads themselves). */
const LEAVES_DOWNLOADS_AS_THEY_ARE = new Set([
  "POST /api/calculate-budget",
  "POST /api/analytics/events",
  "POST /api/auth/track-form-load",
  "POST /api/auth/track-interaction",
  "POST /api/projects/:id/generate-sow",
  "POST /api/projects/:id/generate-sow-word",
  "POST /api/projects/:id/track-download",
]);

const NO_GRANTS: KeptGrants = { get: () => undefined, mark: () => 0, set: () => {} };

export function registerKeptGrants(app: FastifyInstance, kind: "embedded" | "postgres"): KeptGrants {
  if (kind !== "embedded") return NO_GRANTS;
  const grants = new LRUCache<string, KeptSowVersion>({ max: 10_000 });
  let generation = 0;
  const forgetOn = async (request: { method: string; routeOptions: { url?: string } }) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    if (LEAVES_DOWNLOADS_AS_THEY_ARE.has(`${request.method} ${request.routeOptions.url ?? ""}`)) return;
    generation += 1;
    grants.clear();
  };
  app.addHook("onRequest", forgetOn);
  app.addHook("onResponse", forgetOn);
  return {
    get: (key) => grants.get(key),
    mark: () => generation,
    set(key, kept, mark) {
      if (mark === generation) grants.set(key, kept);
    },
  };
}
