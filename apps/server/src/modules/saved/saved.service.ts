import { ca } from '@receptari/shared/i18n/ca';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findVisibleRecipe } from '../recipes/recipe-access.ts';
import { presentCard } from '../recipes/recipe.presenter.ts';
import * as repo from './saved.repo.ts';

type Actor = { id: number; role: string };

export async function toggleSaved(db: Db, actor: Actor, recipeId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const saved = await repo.toggleSaved(db, actor.id, recipe.id);
  if (saved === null) throw AppError.notFound(ca.recipes.notFound);
  return { saved, message: saved ? ca.recipes.saved : ca.recipes.unsaved };
}

export async function listSaved(db: Db, userId: number) {
  const cards = (await repo.savedCards(db, userId)).map(presentCard);
  return { recipes: cards, recipe_ids: cards.map((c) => c.id) };
}
