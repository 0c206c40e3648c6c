import type { Tx } from '../../lib/events.ts';
import * as repo from './cooksnaps.repo.ts';

/**
 * Inside the transaction that deletes a recipe (or every recipe of an author), before it does: their
 * cooksnaps go, and the images only they named are answered, for the caller to release with the
 * recipe's own media (media's releaseUnusedUploads) and remove after the commit.
 */
export const dropCooksnapsOfRecipes = (tx: Tx, which: { recipeId: number } | { authorId: number }) =>
  repo.deleteOfRecipes(tx, which);

/**
 * Inside the transaction that deletes a user: their cooksnaps go, each recipe's count moving with
 * its published ones (their photos are their uploads, which go with them).
 */
export const dropCooksnapsOfCook = (tx: Tx, userId: number) => repo.deleteOfCook(tx, userId);
