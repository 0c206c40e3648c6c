import { isAdmin, isChef, type Role } from '@receptari/shared/auth/auth.rules';
import type { ErrorCode } from '@receptari/shared/common/error-codes';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Who acts: the signed-in user as the auth plugin read them from the token (never from anything
 * else the client sends). Services take an Actor, or `Actor | null` where visitors may call.
 */
export type Actor = { id: number; name: string; role: string };

/**
 * Every authorization rule of the server, in one place. Guards and services ask these; the
 * route-table test (test/api/route-authorization.test.ts) checks every route against them.
 */
export const policy = {
  /** Recipes: only their author edits them (an edit stays under the author's name). */
  canEditRecipe: (actor: Actor, recipe: { userId: number }) => actor.id === recipe.userId,
  /**
   * Recipes: their author, or an admin keeping the catalogue (docs/product.md#ownership-rules), deletes them.
   */
  canDeleteRecipe: (actor: Actor, recipe: { userId: number }) =>
    isAdmin(actor.role) || actor.id === recipe.userId,
  /** Comments: delete. */
  canDeleteComment: (actor: Actor, comment: { userId: number | null }) =>
    isAdmin(actor.role) || (comment.userId !== null && actor.id === comment.userId),
  /** Cooksnaps (docs/product.md#cooksnaps): a pending one is seen by its cook and the admins only. */
  canSeeCooksnap: (actor: Actor | null, snap: { userId: number; status: string }) =>
    snap.status === 'published' || (actor !== null && (isAdmin(actor.role) || actor.id === snap.userId)),
  /** Cooksnaps: their cook, or an admin, deletes them. */
  canDeleteCooksnap: (actor: Actor, snap: { userId: number }) =>
    isAdmin(actor.role) || actor.id === snap.userId,
  /** Folders: only their owner sees or changes them. */
  canUseFolder: (actor: Actor, folder: { userId: number }) => actor.id === folder.userId,
  /** Pending recipes are seen by their author and the admins only. */
  canSeeRecipe: (actor: Actor | null, recipe: { userId: number; status: string }) =>
    recipe.status === 'published' || (actor !== null && (isAdmin(actor.role) || actor.id === recipe.userId)),
  /**
   * Which recipes a list of someone's recipes (a profile) shows the actor, the same rule as
   * canSeeRecipe: 'all' for an admin; else the published ones plus the actor's own (the id), or
   * only the published ones for a visitor (null).
   */
  recipesSeenBy: (actor: Actor | null): 'all' | number | null =>
    actor === null ? null : isAdmin(actor.role) ? 'all' : actor.id,
  /** Roles compare case-insensitively (docs/product.md#callers), as the original brief does for chefs. */
  /**
   * Lives: their chef while a chef, or an admin, changes or deletes them (docs/product.md#ownership-rules);
   * only a chef schedules one (the route's guard), so an admin does not create lives.
   */
  canEditLive: (actor: Actor, live: { chefId: number }) =>
    isAdmin(actor.role) || (isChef(actor.role) && actor.id === live.chefId),
  hasRole: (actor: Actor, roles: readonly Role[]) => roles.includes(actor.role.toLowerCase() as Role),
  isAdmin: (actor: Actor) => isAdmin(actor.role),
  isChef: (actor: Actor) => isChef(actor.role),
};

/** A 403 unless `allowed`. */
export function assertAllowed(
  allowed: boolean,
  message: string = tr.errors.forbidden,
  code: ErrorCode = 'forbidden',
): void {
  if (!allowed) throw AppError.forbidden(code, message);
}

/** The session of a guarded route's caller: the guard has run, so there is one. */
export function sessionOf(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (!request.auth) throw AppError.unauthorized('unauthorized', tr.auth.unauthorized);
  return request.auth;
}

/** The caller of a guarded route. */
export const actorOf = (request: FastifyRequest): Actor => sessionOf(request).user;

// Guards: the one way a route states who may call it, always as `onRequest`, so a caller who may
// not is refused before the body is read, validated or counted by a per-user rate limit.

/**
 * onRequest: a signed-in caller, else 401 with `message` (a few routes have a line of their own:
 * docs/product.md#error-catalogue). Messages are read when a request is refused, so in its language.
 */
export const requireUserWith =
  (message: () => string): onRequestHookHandler =>
  async (request) => {
    if (!request.auth) throw AppError.unauthorized('unauthorized', message());
  };

/** onRequest: a signed-in caller, else 401. */
export const requireUser = requireUserWith(() => tr.auth.unauthorized);

/** onRequest: a signed-in caller with one of `roles`, else 401 or 403 with `message`. */
export const requireRole =
  (
    roles: readonly Role[],
    message: () => string = () => tr.errors.forbidden,
    code: ErrorCode = 'forbidden',
  ): onRequestHookHandler =>
  async (request) => {
    const actor = actorOf(request);
    assertAllowed(policy.hasRole(actor, roles), message(), code);
  };

/** onRequest: a signed-in admin, else 401 or 403. */
export const requireAdmin = requireRole(['admin'], () => tr.errors.adminOnly, 'admin_only');
