import { tr } from '@receptari/shared/i18n/tr/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import { findRecipeRef } from './recipe-cards.repo.ts';

/** The recipe the actor (null: a visitor) may see, or a 404; pending ones only for their author and admins. */
export async function findVisibleRecipe(db: Db, actor: Actor | null, id: number) {
  const row = await findRecipeRef(db, id);
  if (!row || !policy.canSeeRecipe(actor, row))
    throw AppError.notFound('recipe_not_found', tr.recipes.notFound);
  return row;
}

export type VisibleRecipe = Awaited<ReturnType<typeof findVisibleRecipe>>;
