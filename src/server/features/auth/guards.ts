import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuthUser } from "../../../domain/accounts/accounts";
import { AppError } from "../../errors";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request (read from the database on every request), or null. */
    user: AuthUser | null;
  }
}

/** preHandler: 401 unless someone is signed in. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError("unauthorized", "Please log in to continue.");
}

/** preHandler: 401 when signed out, 403 when signed in without the administrator role. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.user?.isAdmin) throw new AppError("forbidden", "This area is for administrators only.");
}
