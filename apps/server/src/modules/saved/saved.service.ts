import { ca } from '@receptari/shared/i18n/ca';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { findVisibleRecipe, presentCard } from '../recipe-cards/index.ts';
import * as repo from './saved.repo.ts';

export async function toggleSaved(db: Db, actor: Actor, recipeId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const saved = await repo.toggleSaved(db, actor.id, recipe.id);
  if (saved === null) throw AppError.notFound('recipe_not_found', ca.recipes.notFound);
  return { saved, message: saved ? ca.recipes.saved : ca.recipes.unsaved };
}

export async function listSaved(db: Db, actor: Actor) {
  const cards = (await repo.savedCards(db, actor.id)).map(presentCard);
  return { recipes: cards, recipe_ids: cards.map((c) => c.id) };
}
