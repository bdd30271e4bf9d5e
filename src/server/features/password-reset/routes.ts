import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const passwordResetRoutes: FastifyPluginAsyncZod = async () => {};
