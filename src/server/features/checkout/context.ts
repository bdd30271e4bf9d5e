import type { FastifyInstance } from "fastify";
import type { FulfilmentContext } from "./fulfilment";

/** What fulfilment needs from the running server: its database, payment provider, mailer and address. */
export function fulfilmentContext(app: FastifyInstance, log: FulfilmentContext["log"]): FulfilmentContext {
  return {
    db: app.database.db,
    gateway: app.payments,
    mailer: app.mailer,
    publicUrl: () => app.appConfig.publicUrl,
    log,
  };
}
