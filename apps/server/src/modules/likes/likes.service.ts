import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/policy.ts';
import { findVisibleRecipe, presentCard } from '../recipe-cards/index.ts';
import * as repo from './likes.repo.ts';

/** Likes or unlikes; a new like tells the recipe's author (never about their own recipe). */
export async function toggleLike(db: Db, actor: Actor, recipeId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const message = fill(ca.notifications.liked, { name: actor.name, title: recipe.title });
  return repo.toggleLike(db, actor.id, recipe.id, { message, authorId: recipe.userId });
}

export async function likesCount(db: Db, actor: Actor | null, recipeId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  return { likes_count: await repo.likesCount(db, recipe.id) };
}

/** The caller's liked recipes as cards, newest liked first, and their ids. */
export async function listLiked(db: Db, actor: Actor) {
  const cards = (await repo.likedCards(db, actor.id)).map(presentCard);
  return { recipes: cards, recipe_ids: cards.map((c) => c.id) };
}
