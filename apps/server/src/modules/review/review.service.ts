import type {
  AdminListQuery,
  AdminRecipesAnswer,
  PendingRecipesAnswer,
} from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { fill } from '@receptari/shared/i18n/fill';
import { z } from 'zod';
import { idSchema } from '@receptari/shared/common/common.schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { pageOf } from '../../lib/page.ts';
import type { Actor } from '../../lib/policy.ts';
import { record } from '../audit/index.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { findUploadChecks, releaseUnusedUploads, removeMediaFiles } from '../media/index.ts';
import { notify } from '../notifications/index.ts';
import { announceRecipe } from '../follows/index.ts';
import { findRecipeRef, presentCard } from '../recipe-cards/index.ts';
import { dropCooksnapsOfRecipes } from '../cooksnaps/index.ts';
import * as repo from './review.repo.ts';

/**
 * GET /admin/recipes/pending: the queue, oldest first, each recipe with its video, why it is there
 * (the food check's own reason on its image or video, else why in general words) and whether it is
 * already published (MEDIA_REVIEW=after, docs/decisions/0020).
 */
export async function listPending(db: Db, limit: number): Promise<PendingRecipesAnswer> {
  const cards = await repo.listPendingCards(db, limit);
  const media = await repo.mediaOf(
    db,
    cards.map((c) => c.id),
  );
  const urls = media.flatMap((m) => [m.image, m.video]).filter((url): url is string => url !== null);
  const checks = await findUploadChecks(db, urls);
  const byId = new Map(media.map((m) => [m.id, m]));
  return {
    recipes: cards.map((card) => {
      const { image = null, video = null, status } = byId.get(card.id) ?? {};
      const unsure = [image, video]
        .map((url) => (url === null ? undefined : checks.get(url)))
        .filter((check) => check !== undefined && check.verdict !== 'food');
      const reason =
        unsure.find((check) => check?.reason)?.reason ??
        (unsure.some((check) => check?.verdict === 'unchecked')
          ? trAdmin.admin.reviewUnchecked
          : tr.foodCheck.unverified);
      return { ...presentCard(card), video, review_reason: reason, published: status === 'published' };
    }),
  };
}

/** The admin recipes list's keyset: the last card's creation time (microseconds) and id. */
const recipesCursorSchema = z.object({
  at: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  id: idSchema,
});

/**
 * GET /admin/recipes: every recipe, published or pending, newest first; `q` matches title or
 * description (accent- and case-insensitively), or the category's name or the cuisine's country.
 */
export async function listRecipes(db: Db, query: AdminListQuery): Promise<AdminRecipesAnswer> {
  const after = decodeCursor(recipesCursorSchema, query.cursor);
  const ids = query.q ? await repo.catalogIdsMatching(db, query.q) : { categoryIds: [], cuisineIds: [] };
  const rows = await repo.listAdminRecipes(db, {
    ...(query.q && { q: query.q }),
    ...ids,
    ...(after && { after }),
    limit: query.limit,
  });
  const { items } = pageOf(rows, query.limit, () => null);
  const last = items.at(-1);
  const at = rows.length > query.limit && last ? await repo.createdMicrosOf(db, last.id) : undefined;
  return {
    recipes: items.map((row) => ({ ...presentCard(row), status: row.status })),
    next_cursor: at !== undefined && last ? encodeCursor({ at, id: last.id }) : null,
  };
}

/**
 * A recipe still in the queue, waiting or published for a look after: anything else is 404 (gone)
 * or 409 (already decided).
 */
async function findPending(db: Db, id: number) {
  const recipe = await findRecipeRef(db, id);
  if (!recipe) throw AppError.notFound('recipe_not_found', tr.recipes.notFound);
  const queued = recipe.status === 'pending' || (recipe.status === 'published' && recipe.reviewAfter);
  if (!queued) throw AppError.conflict('not_pending', tr.foodCheck.notPending);
  return recipe;
}

const decidedMeanwhile = () => AppError.conflict('not_pending', tr.foodCheck.notPending);

/**
 * Approves a queued recipe, audited: a waiting one is published and its author's followers hear of
 * it once it has committed; a published one (MEDIA_REVIEW=after) is kept and leaves the queue.
 */
export async function approve(db: Db, events: EventBus, admin: Actor, id: number) {
  const recipe = await findPending(db, id);
  const waiting = recipe.status === 'pending';
  await transactionWithEvents(db, events, async (tx, pending) => {
    const decided = waiting ? await repo.publishRecipe(tx, id) : await repo.clearReviewAfter(tx, id);
    if (!decided) throw decidedMeanwhile();
    await record(tx, {
      admin,
      action: 'recipe.approve',
      target: { type: 'recipe', id, label: recipe.title },
      ...(!waiting && { details: { published_before_review: true } }),
    });
    if (waiting) await announceRecipe(tx, pending, { id: recipe.userId }, recipe);
  });
  return { message: waiting ? tr.foodCheck.approved : tr.foodCheck.kept };
}

/**
 * Refused media, whether the recipe waits or was published for a look after: the recipe (with any cooksnaps) goes, and its author is told why, in one
 * transaction; then its files and its cooksnaps' leave the media storage (unless named elsewhere).
 */
export async function reject(db: Db, events: EventBus, storage: MediaStorage, admin: Actor, id: number) {
  const recipe = await findPending(db, id);
  const unused = await transactionWithEvents(db, events, async (tx, pending) => {
    // A published recipe sent back to review may have cooksnaps: they go with it.
    const snaps = await dropCooksnapsOfRecipes(tx, { recipeId: recipe.id });
    const gone = await repo.deletePendingRecipe(tx, recipe.id);
    if (!gone) throw decidedMeanwhile();
    await record(tx, {
      admin,
      action: 'recipe.reject',
      target: { type: 'recipe', id, label: recipe.title },
      details: { author_id: recipe.userId },
    });
    // recipe_id stays null: the recipe is gone, the notice stays.
    await notify(tx, pending, {
      userId: recipe.userId,
      recipeId: null,
      type: 'review',
      triggeredBy: admin.id,
      message: fill(tr.foodCheck.rejectedNotice, { title: recipe.title }),
    });
    return releaseUnusedUploads(tx, [gone.image, gone.video, ...snaps]);
  });
  await removeMediaFiles(storage, unused);
  return { message: tr.foodCheck.rejected };
}
