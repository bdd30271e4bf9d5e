import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError, RETRY_AFTER_SECONDS } from "./errors";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Starts a graceful stop: from now on every new request is answered 503 with Retry-After (the server
     * still listens, so a client arriving now is told to come back instead of having its connection
     * refused or reset); resolves when the requests already being handled have finished, or after
     * `timeoutMs`. Then close the app.
     */
    drain(timeoutMs: number): Promise<void>;
  }
}

export const RESTARTING_MESSAGE = "The server is restarting. Please try again in a moment.";

/** Registers the draining hook; it must be the first onRequest hook, so a refused request costs nothing. */
export function registerDraining(app: FastifyInstance): void {
  const inFlight = new Set<FastifyRequest>();
  let draining = false;
  let onIdle: (() => void) | undefined;

  const finished = (request: FastifyRequest) => {
    if (!inFlight.delete(request)) return;
    if (draining && inFlight.size === 0) onIdle?.();
  };

  app.addHook("onRequest", async (request, reply) => {
    if (draining) {
      reply.header("Connection", "close").header("Retry-After", String(RETRY_AFTER_SECONDS));
      throw new AppError("unavailable", RESTARTING_MESSAGE);
    }
    inFlight.add(request);
  });
  app.addHook("onResponse", async (request) => finished(request));
  app.addHook("onRequestAbort", async (request) => finished(request));

  app.decorate("drain", (timeoutMs: number) => {
    draining = true;
    if (inFlight.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      onIdle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  });
}
