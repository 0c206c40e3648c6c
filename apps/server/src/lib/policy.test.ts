import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { type Actor, policy, requireAdmin, requireRole, requireUser } from './policy.ts';

const owner: Actor = { id: 1, name: 'marta', role: 'user' };
const other: Actor = { id: 2, name: 'pau', role: 'user' };
const chef: Actor = { id: 3, name: 'xef', role: 'chef' };
const admin: Actor = { id: 4, name: 'admin', role: 'admin' };
const shoutingAdmin: Actor = { id: 5, name: 'ADMIN', role: 'Admin' };

describe('policy rules', () => {
  const recipe = { userId: owner.id };
  it.each([
    ['the owner', owner, true],
    ['another user', other, false],
    ['a chef who is not the owner', chef, false],
    ['an admin', admin, true],
    ['an admin whose role is stored capitalised', shoutingAdmin, true],
  ])('canDeleteRecipe: %s → %s', (_who, actor, allowed) => {
    expect(policy.canDeleteRecipe(actor, recipe)).toBe(allowed);
  });

  it.each([
    ['the owner', owner, true],
    ['another user', other, false],
    ['an admin (an edit would stay under the author’s name)', admin, false],
  ])('canEditRecipe: %s → %s', (_who, actor, allowed) => {
    expect(policy.canEditRecipe(actor, recipe)).toBe(allowed);
  });

  it.each([
    ['its author', owner, { userId: owner.id }, true],
    ['another user', other, { userId: owner.id }, false],
    ['an admin', admin, { userId: owner.id }, true],
    ['anyone but an admin, when the author is gone', owner, { userId: null }, false],
    ['an admin, when the author is gone', admin, { userId: null }, true],
  ])('canDeleteComment: %s → %s', (_who, actor, comment, allowed) => {
    expect(policy.canDeleteComment(actor, comment)).toBe(allowed);
  });

  it.each([
    ['its owner', owner, true],
    ['another user', other, false],
    ['an admin (folders are private even to admins)', admin, false],
  ])('canUseFolder: %s → %s', (_who, actor, allowed) => {
    expect(policy.canUseFolder(actor, { userId: owner.id })).toBe(allowed);
  });

  it.each([
    ['a visitor, published', null, 'published', true],
    ['a visitor, pending', null, 'pending', false],
    ['another user, pending', other, 'pending', false],
    ['a chef, pending', chef, 'pending', false],
    ['the author, pending', owner, 'pending', true],
    ['an admin, pending', admin, 'pending', true],
  ] as const)('canSeeRecipe: %s → %s', (_who, actor, status, allowed) => {
    expect(policy.canSeeRecipe(actor, { userId: owner.id, status })).toBe(allowed);
  });

  it.each([
    [chef, ['chef'], true],
    [{ ...chef, role: 'CHEF' }, ['chef'], true],
    [owner, ['chef'], false],
    [admin, ['chef', 'admin'], true],
    [owner, ['admin'], false],
  ] as const)('hasRole(%o, %o) → %s', (actor, roles, allowed) => {
    expect(policy.hasRole(actor, roles)).toBe(allowed);
  });
});

/** Runs an onRequest guard as Fastify would, with only the request's session. */
async function guard(hook: typeof requireUser, actor: Actor | null) {
  const request = { auth: actor && { user: actor, tokenHash: 'x' } } as unknown as FastifyRequest;
  try {
    await hook.call({} as FastifyInstance, request, {} as FastifyReply, () => undefined);
    return 'allowed';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return `${err.statusCode} ${err.code}`;
  }
}

describe('guards', () => {
  it.each([
    ['requireUser', requireUser, null, '401 unauthorized'],
    ['requireUser', requireUser, owner, 'allowed'],
    ['requireAdmin', requireAdmin, null, '401 unauthorized'],
    ['requireAdmin', requireAdmin, owner, '403 admin_only'],
    ['requireAdmin', requireAdmin, chef, '403 admin_only'],
    ['requireAdmin', requireAdmin, admin, 'allowed'],
    ['requireAdmin', requireAdmin, shoutingAdmin, 'allowed'],
    ["requireRole(['chef'])", requireRole(['chef']), null, '401 unauthorized'],
    ["requireRole(['chef'])", requireRole(['chef']), owner, '403 forbidden'],
    ["requireRole(['chef'])", requireRole(['chef']), chef, 'allowed'],
    ["requireRole(['chef'])", requireRole(['chef']), admin, '403 forbidden'],
  ])('%s as %o → %s', async (_name, hook, actor, expected) => {
    expect(await guard(hook, actor)).toBe(expected);
  });
});
