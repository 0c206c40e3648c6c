import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './review.repo.ts';

/** A recipe that is still waiting: anything else is 404 (gone) or 409 (already decided). */
async function findPending(db: Db, id: number) {
  const recipe = await repo.findRecipeStatus(db, id);
  if (!recipe) throw AppError.notFound(ca.recipes.notFound);
  if (recipe.status !== 'pending') throw AppError.conflict(ca.foodCheck.notPending);
  return recipe;
}

export async function approve(db: Db, id: number) {
  await findPending(db, id);
  await repo.publishRecipe(db, id);
  return { message: ca.foodCheck.approved };
}

/** Refused media: the recipe goes, and its author is told why. */
export async function reject(db: Db, adminId: number, id: number) {
  const recipe = await findPending(db, id);
  await repo.rejectRecipe(db, recipe, adminId, fill(ca.foodCheck.rejectedNotice, { title: recipe.title }));
  return { message: ca.foodCheck.rejected };
}
