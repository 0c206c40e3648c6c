import { tr } from '@receptari/shared/i18n/tr/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { findVisibleRecipe, presentCard } from '../recipe-cards/index.ts';
import * as repo from './saved.repo.ts';

export async function toggleSaved(db: Db, actor: Actor, recipeId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const saved = await repo.toggleSaved(db, actor.id, recipe.id);
  if (saved === null) throw AppError.notFound('recipe_not_found', tr.recipes.notFound);
  return { saved, message: saved ? tr.recipes.saved : tr.recipes.unsaved };
}

export async function listSaved(db: Db, actor: Actor) {
  const cards = (await repo.savedCards(db, actor.id)).map(presentCard);
  return { recipes: cards, recipe_ids: cards.map((c) => c.id) };
}
