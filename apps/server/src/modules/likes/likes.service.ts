import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import type { Db } from '../../db/database.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { recipeGoneAs404 } from '../../lib/pg-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { LIKE_RENOTIFY_AFTER_MS } from '@receptari/shared/notifications/notifications.schemas';
import { notify } from '../notifications/index.ts';
import { findVisibleRecipe, presentCard } from '../recipe-cards/index.ts';
import * as repo from './likes.repo.ts';

/**
 * Likes or unlikes, in one transaction with the new like's notification to the recipe's author
 * (notifications module), who hears of it once it has committed.
 */
export async function toggleLike(db: Db, events: EventBus, actor: Actor, recipeId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  return transactionWithEvents(db, events, async (tx, pending) => {
    const answer = await repo.toggleLike(tx, actor.id, recipe.id);
    if (answer.liked) {
      await notify(
        tx,
        pending,
        {
          userId: recipe.userId,
          recipeId: recipe.id,
          type: 'like',
          triggeredBy: actor.id,
          message: fill(tr.notifications.liked, { name: actor.name, title: recipe.title }),
        },
        { onceWithinMs: LIKE_RENOTIFY_AFTER_MS },
      );
    }
    return answer;
  }).catch(recipeGoneAs404);
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
