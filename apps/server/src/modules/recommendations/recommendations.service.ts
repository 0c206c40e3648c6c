import { recipeCardsAnswerSchema } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/database.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { presentCard } from '../recipe-cards/index.ts';
import { recommendedCards } from './recommendations.repo.ts';

/**
 * The user's recommendations as JSON text: ranked once per user and limit for the cache's
 * lifetime (lib/app-caches.ts); the user's likes and preferences, and any recipe write, drop it.
 */
export const recommendedJson = (db: Db, caches: AppCaches, userId: number, limit: number) =>
  cachedJson(caches.recommendations, `${userId}:${limit}`, recipeCardsAnswerSchema, async () => ({
    recipes: (await recommendedCards(db, userId, limit)).map(presentCard),
  }));
