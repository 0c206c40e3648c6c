import type {
  CooksnapListAnswer,
  CooksnapListQuery,
  CreateCooksnapAnswer,
  CreateCooksnapBody,
  RecipeCooksnapsAnswer,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, type PendingEvents, transactionWithEvents, type Tx } from '../../lib/events.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { idCursorSchema, pageOf } from '../../lib/page.ts';
import { recipeGoneAs404 } from '../../lib/pg-error.ts';
import { type Actor, assertAllowed, policy } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { record } from '../audit/index.ts';
import { releaseUnusedUploads, removeMediaFiles } from '../media/index.ts';
import { notify } from '../notifications/index.ts';
import { findVisibleRecipe } from '../recipe-cards/index.ts';
import { checkedPhoto } from './cooksnap-photo.service.ts';
import { presentCooksnap } from './cooksnap.presenter.ts';
import * as repo from './cooksnaps.repo.ts';

const msg = trCooksnaps.cooksnaps;
const recipeNotFound = () => AppError.notFound('recipe_not_found', tr.recipes.notFound);
export const cooksnapNotFound = () => AppError.notFound('cooksnap_not_found', msg.notFound);

/** The recipe's author hears that `cook` made it (their `cooksnap` switch decides, in notify). */
export const notifyAuthor = (
  tx: Tx,
  pending: PendingEvents,
  recipe: { id: number; userId: number },
  cook: { id: number; name: string },
) =>
  notify(tx, pending, {
    userId: recipe.userId,
    recipeId: recipe.id,
    type: 'cooksnap',
    triggeredBy: cook.id,
    message: fill(tr.notifications.cooksnapped, { name: cook.name }),
  });

/**
 * POST /recipes/{id}/cooksnaps ('Ho he fet!', docs/product.md#cooksnaps): on a published recipe of
 * somebody else, with an image the caller uploaded. A food photo is published at once, counted and
 * told to the recipe's author after the commit; an unsure one waits for an admin's review.
 */
export async function postCooksnap(
  db: Db,
  events: EventBus,
  actor: Actor,
  recipeId: number,
  body: CreateCooksnapBody,
  review: MediaReviewMode,
): Promise<CreateCooksnapAnswer> {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  // A recipe waiting for review is nobody's to have cooked yet, its author's included.
  if (recipe.status !== 'published') throw recipeNotFound();
  if (recipe.userId === actor.id) throw AppError.invalid({ recipe: [msg.ownRecipe] }, 'own_recipe_cooksnap');
  const { status, reviewAfter } = await checkedPhoto(db, actor.id, body.image, review);
  const note = body.note ? body.note : null;
  const { id, count } = await transactionWithEvents(db, events, async (tx, pending) => {
    const id = await repo.insertCooksnap(tx, {
      recipeId: recipe.id,
      userId: actor.id,
      image: body.image,
      note,
      status,
      reviewAfter,
    });
    if (status !== 'published') return { id, count: await repo.countOf(tx, recipe.id) };
    const count = await repo.moveCount(tx, recipe.id, 1);
    await notifyAuthor(tx, pending, recipe, actor);
    return { id, count };
  }).catch(recipeGoneAs404);
  const row = await repo.findCooksnap(db, id);
  if (!row) throw cooksnapNotFound();
  return {
    message: status !== 'published' ? msg.postedPending : reviewAfter ? msg.postedReviewAfter : msg.posted,
    cooksnap: presentCooksnap(row),
    cooksnaps_count: count,
  };
}

/**
 * GET /recipes/{id}/cooksnaps: the recipe's cooksnaps the caller may see (their own pending ones
 * too, every one for an admin), newest first, and its count of published ones.
 */
export async function listRecipeCooksnaps(
  db: Db,
  actor: Actor | null,
  recipeId: number,
  query: CooksnapListQuery,
): Promise<RecipeCooksnapsAnswer> {
  const before = decodeCursor(idCursorSchema, query.cursor)?.id;
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const rows = await repo.listForRecipe(db, recipe.id, policy.recipesSeenBy(actor), query.limit + 1, before);
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.id }));
  return {
    cooksnaps: items.map(presentCooksnap),
    next_cursor: nextCursor,
    cooksnaps_count: await repo.countOf(db, recipe.id),
  };
}

/** GET /users/{id}/cooksnaps: the profile's 'Ho he fet' section, newest first. */
export async function listUserCooksnaps(
  db: Db,
  actor: Actor | null,
  userId: number,
  query: CooksnapListQuery,
): Promise<CooksnapListAnswer> {
  const before = decodeCursor(idCursorSchema, query.cursor)?.id;
  if (!(await repo.userExists(db, userId)))
    throw AppError.notFound('user_not_found', trProfile.profiles.notFound);
  const rows = await repo.listForUser(db, userId, policy.recipesSeenBy(actor), query.limit + 1, before);
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.id }));
  return { cooksnaps: items.map(presentCooksnap), next_cursor: nextCursor };
}

/**
 * DELETE /cooksnaps/{id}: its cook or an admin (audited when it is somebody else's); a published
 * one leaves its recipe's count in the same transaction, and its photo the storage after the commit.
 */
export async function deleteCooksnap(db: Db, storage: MediaStorage, actor: Actor, id: number) {
  const snap = await repo.findCooksnap(db, id);
  if (!snap || !policy.canSeeCooksnap(actor, snap)) throw cooksnapNotFound();
  assertAllowed(policy.canDeleteCooksnap(actor, snap), msg.notAllowed, 'not_owner');
  const { count, unused } = await db.transaction((tx) => removeCooksnap(tx, actor, snap));
  await removeMediaFiles(storage, unused);
  return { message: msg.deleted, cooksnaps_count: count };
}

/**
 * The deletion itself, in the caller's transaction (DELETE /cooksnaps/{id}, and an admin's decision
 * on a reported one): the row, its recipe's count when it was counted, the audit entry when it is
 * not the actor's own, and the uploads to remove from storage once the transaction commits.
 */
export async function removeCooksnap(tx: Tx, actor: Actor, snap: repo.CooksnapRow) {
  const gone = await repo.deleteCooksnap(tx, snap.id);
  if (!gone) throw cooksnapNotFound();
  const count =
    gone.status === 'published'
      ? await repo.moveCount(tx, gone.recipeId, -1)
      : await repo.countOf(tx, gone.recipeId);
  if (snap.userId !== actor.id)
    await record(tx, {
      admin: actor,
      action: 'cooksnap.delete',
      target: { type: 'cooksnap', id: snap.id, label: snap.note?.slice(0, 100) || snap.recipeTitle },
      details: { recipe_id: snap.recipeId, recipe_title: snap.recipeTitle, author_id: snap.userId },
    });
  return { count, unused: await releaseUnusedUploads(tx, [gone.image]) };
}

/**
 * Out of every list while reports of 3 users wait (docs/product.md#denuncies), as a pending one is:
 * only published cooksnaps are shown to others and counted, so hiding one leaves its recipe's count.
 */
export async function hideCooksnap(tx: Tx, id: number) {
  const recipeId = await repo.moveStatus(tx, id, 'published', 'hidden');
  if (recipeId !== undefined) await repo.moveCount(tx, recipeId, -1);
}

/** Back in the lists and the count: the reports were dismissed. */
export async function showCooksnap(tx: Tx, id: number) {
  const recipeId = await repo.moveStatus(tx, id, 'hidden', 'published');
  if (recipeId !== undefined) await repo.moveCount(tx, recipeId, 1);
}
