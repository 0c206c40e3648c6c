import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import type { Actor } from '../../lib/policy.ts';
import { notify } from '../notifications/index.ts';
import { findRecipeRef, presentCard } from '../recipe-cards/index.ts';
import * as repo from './review.repo.ts';

export async function listPending(db: Db, limit: number) {
  return { recipes: (await repo.listPendingCards(db, limit)).map(presentCard) };
}

/** A recipe that is still waiting: anything else is 404 (gone) or 409 (already decided). */
async function findPending(db: Db, id: number) {
  const recipe = await findRecipeRef(db, id);
  if (!recipe) throw AppError.notFound('recipe_not_found', ca.recipes.notFound);
  if (recipe.status !== 'pending') throw AppError.conflict('not_pending', ca.foodCheck.notPending);
  return recipe;
}

export async function approve(db: Db, id: number) {
  await findPending(db, id);
  await repo.publishRecipe(db, id);
  return { message: ca.foodCheck.approved };
}

/** Refused media: the recipe goes, and its author is told why, in one transaction. */
export async function reject(db: Db, events: EventBus, admin: Actor, id: number) {
  const recipe = await findPending(db, id);
  await transactionWithEvents(db, events, async (tx, pending) => {
    await repo.deleteRecipe(tx, recipe.id);
    // recipe_id stays null: the recipe is gone, the notice stays.
    await notify(tx, pending, {
      userId: recipe.userId,
      recipeId: null,
      type: 'review',
      triggeredBy: admin.id,
      message: fill(ca.foodCheck.rejectedNotice, { title: recipe.title }),
    });
  });
  return { message: ca.foodCheck.rejected };
}
