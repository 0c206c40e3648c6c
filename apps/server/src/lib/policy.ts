import { isAdmin, isChef } from '@receptari/shared/auth/auth.rules';
import { ca } from '@receptari/shared/i18n/ca';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Every authorization rule of the server, in one place. Routes and services
 * ask these; the authorization test reads this module to know what to try.
 */
type Actor = { id: number; role: string };

export const policy = {
  /** Recipes: edit or delete. */
  canManageRecipe: (actor: Actor, recipe: { userId: number }) =>
    isAdmin(actor.role) || actor.id === recipe.userId,
  /** Comments: delete. */
  canDeleteComment: (actor: Actor, comment: { userId: number | null }) =>
    isAdmin(actor.role) || (comment.userId !== null && actor.id === comment.userId),
  /** Folders: only their owner sees or changes them. */
  canUseFolder: (actor: Actor, folder: { userId: number }) => actor.id === folder.userId,
  /** Pending recipes are seen by their author and the admins only. */
  canSeeRecipe: (actor: Actor | null, recipe: { userId: number; status: string }) =>
    recipe.status === 'published' || (actor !== null && (isAdmin(actor.role) || actor.id === recipe.userId)),
  isAdmin: (actor: Actor) => isAdmin(actor.role),
  isChef: (actor: Actor) => isChef(actor.role),
};

export function assertAllowed(allowed: boolean, message: string = ca.errors.forbidden): void {
  if (!allowed) throw AppError.forbidden(message);
}

/** preHandler: a signed-in admin, else 401 or 403. */
export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.auth) throw AppError.unauthorized(ca.auth.unauthorized);
  assertAllowed(policy.isAdmin(request.auth.user), ca.errors.adminOnly);
}
