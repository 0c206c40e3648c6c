import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import { hasForbiddenTitleWord } from '@receptari/shared/recipes/recipes.rules';
import {
  type RecipeDetail,
  type RecipeInput,
  type RecipeListAnswer,
  recipeListAnswerSchema,
  type RecipeListQuery,
} from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/database.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents, type Tx } from '../../lib/events.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { isUniqueViolation } from '../../lib/pg-error.ts';
import { type Actor, assertAllowed, policy } from '../../lib/policy.ts';
import type { MediaStorage } from '../../storage/media-storage.ts';
import { record } from '../audit/index.ts';
import { existingIds } from '../catalog/index.ts';
import { announceRecipe } from '../follows/index.ts';
import { dropCooksnapsOfRecipes } from '../cooksnaps/index.ts';
import { releaseUnusedUploads, removeMediaFiles } from '../media/index.ts';
import { findVisibleRecipe, presentCard } from '../recipe-cards/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { listCursorSchema, type ListCursor } from './recipe-cursor.ts';
import { getRecipeDetail } from './recipe-detail.service.ts';
import { checkedMedia, NO_MEDIA_YET } from './recipe-media.service.ts';
import * as write from './recipe-write.repo.ts';
import * as repo from './recipes.repo.ts';

export async function listRecipes(db: Db, query: RecipeListQuery): Promise<RecipeListAnswer> {
  const rows = await repo.listPublishedCards(
    db,
    query.sort,
    query.limit + 1,
    decodeCursor(listCursorSchema, query.cursor),
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last
      ? encodeCursor(
          query.sort === 'popular'
            ? ({ sort: 'popular', likes: last.likesCount, id: last.id } satisfies ListCursor)
            : ({ sort: 'recent', at: last.createdAt.toISOString(), id: last.id } satisfies ListCursor),
        )
      : null;
  return { recipes: page.map(presentCard), next_cursor: next };
}

/** GET /recipes as JSON text, shared by every caller for the lists cache's lifetime. */
export const listRecipesJson = (db: Db, caches: AppCaches, query: RecipeListQuery) =>
  cachedJson(caches.lists, JSON.stringify(query), recipeListAnswerSchema, () => listRecipes(db, query));

/** The rules a recipe payload must meet beyond its shape: catalogue ids exist, a clean title. */
async function assertValidInput(db: Db, input: RecipeInput) {
  const [knownCategories, knownCuisines] = await Promise.all([
    existingIds(db, 'categories', [input.category_id]),
    existingIds(db, 'cuisines', [input.cuisine_id]),
  ]);
  const errors: Record<string, string[]> = {};
  if (!knownCategories.has(input.category_id)) errors.category_id = [tr.recipes.unknownCategory];
  if (!knownCuisines.has(input.cuisine_id)) errors.cuisine_id = [tr.recipes.unknownCuisine];
  if (hasForbiddenTitleWord(input.title)) errors.title = [tr.recipes.forbiddenTitle];
  if (Object.keys(errors).length) throw AppError.invalid(errors);
}

/**
 * A recipe and all its parts, written in one transaction; answers its detail. Published at once
 * (not waiting for review), it is announced to the author's followers in the same transaction.
 */
export async function createRecipe(
  db: Db,
  events: EventBus,
  actor: Actor,
  input: RecipeInput,
  review: MediaReviewMode,
): Promise<RecipeDetail> {
  if (!input.image && !input.video)
    throw AppError.invalid({ media: [trRecipeForm.recipeForm.mediaRequired] });
  await assertValidInput(db, input);
  const media = await checkedMedia(db, actor.id, input, NO_MEDIA_YET, review);
  const id = await transactionWithEvents(db, events, async (tx, pending) => {
    const recipeId = await write.insertRecipe(tx, actor.id, input, media);
    if (media.status === 'published')
      await announceRecipe(tx, pending, actor, { id: recipeId, title: input.title });
    return recipeId;
  });
  return getRecipeDetail(db, actor, id);
}

/**
 * A recipe from an import file, committed by its new author (docs/product.md#import): checked as the
 * form's payload is, except that a recipe the other app kept without a picture comes without one.
 * Answers its id, or null when this user already imported the same recipe (`importKey`).
 */
export async function createImportedRecipe(
  db: Db,
  actor: Actor,
  input: RecipeInput,
  importKey: string,
  review: MediaReviewMode,
): Promise<number | null> {
  if (await repo.hasImportKey(db, actor.id, importKey)) return null;
  await assertValidInput(db, input);
  const media = await checkedMedia(db, actor.id, input, NO_MEDIA_YET, review);
  try {
    return await db.transaction((tx) => write.insertRecipe(tx, actor.id, input, media, importKey));
  } catch (err) {
    // The same file committed twice at once: the second finds the first's row.
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/**
 * Replaces the recipe's content as a whole, in one transaction (its author only). A pending recipe
 * whose new media pass the check is published: its author's followers hear of it then.
 */
export async function updateRecipe(
  db: Db,
  events: EventBus,
  actor: Actor,
  id: number,
  input: RecipeInput,
  review: MediaReviewMode,
) {
  const existing = await findVisibleRecipe(db, actor, id);
  assertAllowed(policy.canEditRecipe(actor, existing), tr.recipes.notOwner, 'not_owner');
  // Reported by 3 users (docs/product.md#denuncies): the admins decide on what was reported, so
  // it cannot change under them, nor be republished by an edit.
  if (existing.status === 'hidden')
    throw AppError.conflict('recipe_hidden', trReports.reports.hiddenRecipeLocked);
  await assertValidInput(db, input);
  const current = await repo.findRecipeMedia(db, id);
  const media = await checkedMedia(
    db,
    actor.id,
    input,
    {
      image: current?.image ?? null,
      video: current?.video ?? null,
      status: current?.status ?? 'published',
      reviewAfter: current?.reviewAfter ?? false,
    },
    review,
  );
  await transactionWithEvents(db, events, async (tx, pending) => {
    await write.updateRecipe(tx, id, input, media);
    if (current?.status === 'pending' && media.status === 'published')
      await announceRecipe(tx, pending, actor, { id, title: input.title });
  });
  return getRecipeDetail(db, actor, id);
}

/**
 * DELETE /recipes/{id}: its author (from /perfil) or an admin, whose deleting someone else's is
 * audited in the same transaction. Two deletes at once: one 200, the other 404 (nothing was left).
 * Its cooksnaps go with it. Once committed, its image (with its variants), its video and its
 * cooksnaps' photos leave the media storage unless another recipe or cooksnap names them.
 */
export async function deleteRecipe(db: Db, storage: MediaStorage, actor: Actor, id: number) {
  const existing = await findVisibleRecipe(db, actor, id);
  assertAllowed(policy.canDeleteRecipe(actor, existing), tr.recipes.notOwner, 'not_owner');
  const unused = await db.transaction((tx) => removeRecipe(tx, actor, existing));
  await removeMediaFiles(storage, unused);
  return { message: fill(tr.recipes.deleted, { title: existing.title }) };
}

/**
 * The deletion itself, in the caller's transaction (DELETE /recipes/{id}, and an admin's decision
 * on a reported recipe): the row (and by cascade what hangs from it), the audit entry when it is
 * not the actor's own, and the media URLs to remove from storage once the transaction commits.
 */
export async function removeRecipe(
  tx: Tx,
  actor: Actor,
  existing: { id: number; title: string },
): Promise<string[]> {
  const snaps = await dropCooksnapsOfRecipes(tx, { recipeId: existing.id });
  const gone = await repo.deleteRecipe(tx, existing.id);
  if (!gone) throw AppError.notFound('recipe_not_found', tr.recipes.notFound);
  if (gone.userId !== actor.id)
    await record(tx, {
      admin: actor,
      action: 'recipe.delete',
      target: { type: 'recipe', id: existing.id, label: existing.title },
      details: { author_id: gone.userId },
    });
  return releaseUnusedUploads(tx, [gone.image, gone.video, ...snaps]);
}

export async function getSteps(db: Db, actor: Actor, id: number) {
  await findVisibleRecipe(db, actor, id);
  const steps = await repo.listSteps(db, id);
  return { recipe_id: id, steps: steps.map((s) => s.text) };
}
