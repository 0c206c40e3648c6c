import type {
  AdminListQuery,
  AdminUser,
  RoleAnswer,
  UsersAnswer,
} from '@receptari/shared/admin/admin.schemas';
import type { Role } from '@receptari/shared/auth/auth.rules';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, type PendingEvents, transactionWithEvents, type Tx } from '../../lib/events.ts';
import type { MicroCache } from '../../lib/micro-cache.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { idCursorSchema, pageOf } from '../../lib/page.ts';
import type { Actor } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { record } from '../audit/index.ts';
import { asRole, forgetCachedSessions, tokenHashesOf } from '../auth/index.ts';
import { dropCooksnapsOfCook, dropCooksnapsOfRecipes } from '../cooksnaps/index.ts';
import { releaseUnusedUploads, removeMediaFiles } from '../media/index.ts';
import * as repo from './admin-users.repo.ts';

export type AdminDeps = {
  db: Db;
  events: EventBus;
  /** This instance's session cache: dropped at once, before the event reaches the others. */
  sessions: Pick<MicroCache<unknown>, 'delete'>;
};

const present = (row: repo.AdminUserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: asRole(row.role),
  img: row.img,
  created_at: row.createdAt.toISOString(),
});

export async function listUsers(db: Db, query: AdminListQuery): Promise<UsersAnswer> {
  const after = decodeCursor(idCursorSchema, query.cursor);
  const rows = await repo.listUsers(db, {
    ...(query.q && { q: query.q }),
    ...(after && { beforeId: after.id }),
    limit: query.limit,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.id }));
  return { users: items.map(present), next_cursor: nextCursor };
}

const userNotFound = () => AppError.notFound('user_not_found', trAdmin.admin.userNotFound);

/**
 * Sets a user's role inside `tx` and makes every instance forget the user's cached sessions once
 * it commits (`sessions.changed`), so the new role holds on the very next request anywhere.
 * Answers the updated row and the token hashes to drop from this instance's cache.
 */
export async function setUserRole(tx: Db, pending: PendingEvents, userId: number, role: Role) {
  const user = await repo.setRole(tx, userId, role);
  return { user, tokenHashes: await forgetCachedSessions(tx, pending, userId) };
}

/**
 * PUT /usuarios/{id}/rol. An admin never takes their own admin role away (409 own_admin_role),
 * and the last admin is never demoted (409 last_admin): the admins' rows are locked first, so two
 * admins demoting each other at once take turns and the second finds one admin left.
 */
export async function changeRole(
  deps: AdminDeps,
  admin: Actor,
  userId: number,
  role: Role,
): Promise<RoleAnswer> {
  const { user, tokenHashes } = await transactionWithEvents(deps.db, deps.events, async (tx, pending) => {
    const adminIds = await repo.lockAdminIds(tx);
    const target = await repo.findUserForUpdate(tx, userId);
    if (!target) throw userNotFound();
    if (target.role === 'admin' && role !== 'admin') {
      if (target.id === admin.id) throw AppError.conflict('own_admin_role', trAdmin.admin.ownAdminRole);
      if (adminIds.length <= 1) throw AppError.conflict('last_admin', trAdmin.admin.lastAdmin);
    }
    if (target.role === role) return { user: target, tokenHashes: [] };
    const changed = await setUserRole(tx, pending, target.id, role);
    await record(tx, {
      admin,
      action: 'user.role',
      target: { type: 'user', id: target.id, label: target.name },
      details: { from: target.role, to: role },
    });
    return changed;
  });
  for (const tokenHash of tokenHashes) deps.sessions.delete(tokenHash);
  return {
    message: `${fill(trAdmin.admin.roleUpdated, { role: tr.roles[role] })} ${user.name}`,
    user: present(user),
  };
}

/**
 * DELETE /users/{id}: the account and everything that is only theirs, in one transaction (see
 * docs/admin.md); then their sessions stop on every instance (`sessions.revoked`) and their
 * files leave the media storage. Never oneself (409), never the last admin (409).
 */
export async function deleteUser(deps: AdminDeps & { storage: MediaStorage }, admin: Actor, userId: number) {
  const removed = await transactionWithEvents(deps.db, deps.events, (tx, pending) =>
    removeUser(tx, pending, admin, userId),
  );
  await afterUserRemoved(deps, removed);
  return { message: trAdmin.admin.userDeleted };
}

export type RemovedUser = { name: string; tokenHashes: string[]; mediaUrls: (string | null)[] };

/**
 * The deletion itself, in the caller's transaction (DELETE /users/{id}, and an admin's decision on
 * a reported user): the admins' rows locked first, the rules checked, the account deleted and
 * audited, its sessions' revocation pending. Then call afterUserRemoved once it has committed.
 */
export async function removeUser(tx: Tx, pending: PendingEvents, admin: Actor, userId: number) {
  if (userId === admin.id) throw AppError.conflict('own_admin_role', trAdmin.admin.deleteSelf);
  const adminIds = await repo.lockAdminIds(tx);
  const target = await repo.findUserForUpdate(tx, userId);
  if (!target) throw userNotFound();
  if (target.role === 'admin' && adminIds.filter((id) => id !== target.id).length === 0)
    throw AppError.conflict('last_admin', trAdmin.admin.lastAdmin);
  const hashes = await tokenHashesOf(tx, target.id);
  const urls = await repo.mediaUrlsOf(tx, target.id);
  await repo.removeLikes(tx, target.id);
  // Their cooksnaps leave others' counts; others' cooksnaps of their recipes go with the recipes.
  await dropCooksnapsOfCook(tx, target.id);
  const snapped = await releaseUnusedUploads(tx, await dropCooksnapsOfRecipes(tx, { authorId: target.id }));
  if (!(await repo.deleteUser(tx, target.id))) throw userNotFound();
  await record(tx, {
    admin,
    action: 'user.delete',
    target: { type: 'user', id: target.id, label: target.name },
    details: { email: target.email, role: target.role },
  });
  if (hashes.length > 0) pending.add('sessions.revoked', { tokenHashes: hashes });
  return { name: target.name, tokenHashes: hashes, mediaUrls: [...urls, ...snapped] } satisfies RemovedUser;
}

/** After the deletion committed: this instance forgets the sessions at once, the files go. */
export async function afterUserRemoved(
  deps: Pick<AdminDeps, 'sessions'> & { storage: MediaStorage },
  removed: RemovedUser,
) {
  for (const tokenHash of removed.tokenHashes) deps.sessions.delete(tokenHash);
  await removeMediaFiles(deps.storage, removed.mediaUrls);
}
