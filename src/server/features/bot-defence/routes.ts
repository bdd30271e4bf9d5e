import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const botDefenceRoutes: FastifyPluginAsyncZod = async () => {};
