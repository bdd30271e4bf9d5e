import type { FastifyInstance } from "fastify";

/**
 * Rate limits for the endpoints people can hammer (login and sign-up, forgot-password, contact), counted in
 * the database. The bot-defence work fills this in; app.ts calls it once.
 */
export function registerRateLimits(_app: FastifyInstance): void {}
