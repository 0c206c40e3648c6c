import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import {
  FOLLOW_RENOTIFY_AFTER_MS,
  type FollowAnswer,
  type FollowListAnswer,
  type FollowListQuery,
  type FollowStats,
} from '@receptari/shared/follows/follows.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, type PendingEvents, transactionWithEvents, type Tx } from '../../lib/events.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { idCursorSchema, pageOf } from '../../lib/page.ts';
import { isForeignKeyViolation } from '../../lib/pg-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { asRole } from '../auth/index.ts';
import { notify } from '../notifications/index.ts';
import { announce } from './announcements.service.ts';
import * as repo from './follows.repo.ts';

const userNotFound = () => AppError.notFound('user_not_found', trProfile.profiles.notFound);

/** The user a follow call names: never the caller (422), and someone who exists (404). */
async function otherUser(db: Db, actor: Actor, id: number) {
  if (id === actor.id) throw AppError.invalid({ id: [trProfile.follows.notYourself] }, 'follow_self');
  const user = await repo.findUser(db, id);
  if (!user) throw userNotFound();
  return user;
}

/** Deleted between the check and the write: the same 404. */
function userGoneAs404(err: unknown): never {
  if (isForeignKeyViolation(err)) throw userNotFound();
  throw err;
}

/** `userId`'s counts, and whether `viewer` follows them (a visitor does not). */
export async function followStats(db: Db, viewer: Actor | null, userId: number): Promise<FollowStats> {
  const s = await repo.stats(db, userId, viewer?.id ?? null);
  return { followers_count: s.followers, following_count: s.following, followed_by_me: s.mine };
}

/**
 * POST /users/{id}/follow: idempotent (following twice is the same 200). A new follow tells the
 * followed user, once the transaction commits; follow, unfollow and follow again within ten
 * minutes tells them once.
 */
export async function follow(db: Db, events: EventBus, actor: Actor, id: number): Promise<FollowAnswer> {
  const user = await otherUser(db, actor, id);
  await transactionWithEvents(db, events, async (tx, pending) => {
    if (!(await repo.insertFollow(tx, actor.id, user.id))) return;
    await notify(
      tx,
      pending,
      {
        userId: user.id,
        recipeId: null,
        type: 'follow',
        triggeredBy: actor.id,
        message: fill(tr.notifications.followed, { name: actor.name }),
      },
      { onceWithinMs: FOLLOW_RENOTIFY_AFTER_MS },
    );
  }).catch(userGoneAs404);
  const stats = await followStats(db, actor, user.id);
  return { message: fill(trProfile.follows.followed, { name: user.name }), ...stats };
}

/** DELETE /users/{id}/follow: idempotent too; nobody is told. */
export async function unfollow(db: Db, actor: Actor, id: number): Promise<FollowAnswer> {
  const user = await otherUser(db, actor, id);
  await repo.deleteFollow(db, actor.id, user.id);
  const stats = await followStats(db, actor, user.id);
  return { message: fill(trProfile.follows.unfollowed, { name: user.name }), ...stats };
}

/** GET /users/{id}/followers and /following: newest follow first, a page at a time. */
export async function listFollows(
  db: Db,
  id: number,
  which: 'followers' | 'following',
  query: FollowListQuery,
): Promise<FollowListAnswer> {
  const before = decodeCursor(idCursorSchema, query.cursor)?.id;
  if (!(await repo.findUser(db, id))) throw userNotFound();
  const list = which === 'followers' ? repo.listFollowers : repo.listFollowing;
  const rows = await list(db, id, query.limit + 1, before);
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.followId }));
  return {
    users: items.map((row) => ({
      id: row.id,
      name: row.name,
      img: row.img,
      role: asRole(row.role),
      followed_at: row.followedAt.toISOString(),
    })),
    next_cursor: nextCursor,
  };
}

/**
 * Inside the transaction that publishes a recipe (created published, made published by an edit,
 * approved from the review queue): its announcement to every follower of the author who wants it,
 * told after the commit (announcements.service.ts); a recipe is announced once.
 */
export async function announceRecipe(
  tx: Tx,
  pending: PendingEvents,
  author: { id: number; name?: string },
  recipe: { id: number; title: string },
): Promise<void> {
  const name = author.name ?? (await repo.findUser(tx, author.id))?.name;
  if (name === undefined) return;
  await announce(tx, pending, {
    type: 'followed_recipe',
    subjectId: recipe.id,
    cookId: author.id,
    recipeId: recipe.id,
    message: fill(tr.notifications.followedRecipe, { name, title: recipe.title }),
  });
}

/** Inside the transaction that schedules a live: its announcement to the chef's followers. */
export const announceLive = (
  tx: Tx,
  pending: PendingEvents,
  live: { id: number; chefId: number; recipeId: number; message: string },
) =>
  announce(tx, pending, {
    type: 'live',
    subjectId: live.id,
    cookId: live.chefId,
    recipeId: live.recipeId,
    message: live.message,
  });
