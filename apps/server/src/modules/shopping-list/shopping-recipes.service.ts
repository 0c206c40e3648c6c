import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { SHOPPING_ITEMS_MAX } from '@receptari/shared/shopping-list/shopping-list.rules';
import type { Db } from '../../db/database.ts';
import type { StoredAmount } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { recipeGoneAs404 } from '../../lib/pg-error.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import { announce, type ListRef, lockedListOf, readList } from './list-access.ts';
import { addAmounts, mergeIntoList, planRecipeLines, takeShareOff } from './merge/index.ts';
import * as repo from './shopping-list.repo.ts';

const { errors } = trPlanning;

export const listFull = () =>
  AppError.unprocessable('shopping_list_full', fill(errors.listFull, { max: SHOPPING_ITEMS_MAX }));

/**
 * Merges one recipe at `servings` into the locked list (docs/product.md#shopping-list): each line
 * into the unchecked line of its key or a new one, the recipe's share of each line added to what it
 * already held, and every share of the recipe set to its servings on the list now (a recipe added
 * twice is on it at both servings together). A 422 before any write when the new lines would pass
 * the limit. One read and one write whatever the recipe's size (repo.writeRecipeMerge). Answers the
 * recipe's servings on the list now and the list's number of lines.
 */
async function mergeRecipe(tx: Db, list: ListRef, recipe: repo.RecipeForList, servings: number) {
  const planned = planRecipeLines(recipe.lines, recipe.servings, servings);
  const keys = planned.map((line) => line.key);
  const { lines, top, candidates } = await repo.mergeCandidates(tx, list.listId, recipe.id, keys);
  // The candidates hold every unchecked line of these keys in the list's order: the same plan as
  // the whole list would give.
  const plan = mergeIntoList(candidates, planned);
  if (lines + plan.inserts.length > SHOPPING_ITEMS_MAX) throw listFull();
  // Every share the recipe already has on the list: each is written again at the new servings.
  const held = new Map<number, StoredAmount[]>();
  let servingsBefore = 0;
  for (const line of candidates) {
    if (line.shareServings === null) continue;
    held.set(line.id, line.shareAmounts ?? []);
    servingsBefore = Math.max(servingsBefore, line.shareServings);
  }
  const after = new Map(held);
  for (const update of plan.updates)
    after.set(update.id, addAmounts(held.get(update.id) ?? [], update.added.amounts));
  await repo.writeRecipeMerge(tx, {
    listId: list.listId,
    recipeId: recipe.id,
    servings: servingsBefore + servings,
    updates: plan.updates,
    // New lines go after the last one (the list is locked, so no other write takes these places).
    inserts: plan.inserts.map((line, i) => ({ ...line, position: top + 1 + i })),
    shares: [...after].map(([itemId, amounts]) => ({ itemId, amounts })),
  });
  return { servings: servingsBefore + servings, lines: lines + plan.inserts.length };
}

/** The recipe as the list reads it, when `actor` may see it (policy.canSeeRecipe); else undefined. */
const visible = (found: ReadonlyMap<number, repo.RecipeForList>, actor: Actor, recipeId: number) => {
  const recipe = found.get(recipeId);
  return recipe && policy.canSeeRecipe(actor, recipe) ? recipe : undefined;
};

/**
 * POST /shopping-list/recipes/{recipeId}: the recipe's lines at `servings`, merged into the caller's
 * list. The recipe is read once, in the transaction, before the list is locked; one it may not see
 * is a 404 and the rollback leaves nothing behind.
 */
export async function addRecipe(db: Db, events: EventBus, actor: Actor, recipeId: number, servings: number) {
  return transactionWithEvents(db, events, async (tx, pending) => {
    const recipe = visible(await repo.recipesForList(tx, [recipeId]), actor, recipeId);
    if (!recipe) throw recipeGone();
    const ref = await lockedListOf(tx, actor.id);
    const merged = await mergeRecipe(tx, ref, recipe, servings);
    await announce(tx, pending, ref, actor.id);
    return {
      recipe: { recipe_id: recipe.id, title: recipe.title, servings: merged.servings },
      lines: merged.lines,
    };
  }).catch(recipeGoneAs404);
}

const recipeGone = () => AppError.notFound('recipe_not_found', tr.recipes.notFound);

/**
 * For the meal planner (docs/product.md#meal-plan): the recipes at their servings, merged into the
 * user's list in one transaction (all or, past the limit, none: 422 shopping_list_full). Recipes
 * the user may not see (pending, deleted) are skipped. Answers how many were added.
 */
export async function addRecipesToShoppingList(
  db: Db,
  events: EventBus,
  userId: number,
  recipes: readonly { recipeId: number; servings: number }[],
): Promise<number> {
  const actor = await repo.findActor(db, userId);
  if (!actor) return 0;
  return transactionWithEvents(db, events, async (tx, pending) => {
    const found = await repo.recipesForList(
      tx,
      recipes.map((entry) => entry.recipeId),
    );
    const seen = recipes.flatMap((entry) => {
      const recipe = visible(found, actor, entry.recipeId);
      return recipe ? [{ recipe, servings: entry.servings }] : [];
    });
    if (seen.length === 0) return 0;
    const ref = await lockedListOf(tx, userId);
    for (const entry of seen) await mergeRecipe(tx, ref, entry.recipe, entry.servings);
    await announce(tx, pending, ref, userId);
    return seen.length;
  });
}

/**
 * DELETE /shopping-list/recipes/{recipeId}: exactly the recipe's share off every line it is on; a
 * line left with no recipe and nothing added by hand goes (merge/take-share-off.ts).
 */
export async function removeRecipe(db: Db, events: EventBus, actor: Actor, recipeId: number) {
  const list = await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    const shares = await repo.recipeShares(tx, ref.listId, recipeId);
    if (shares.length === 0) throw AppError.notFound('not_in_shopping_list', errors.recipeNotInList);
    const ids = shares.map((share) => share.itemId);
    const others = await repo.otherShareCounts(tx, ids, recipeId);
    const lines = new Map((await repo.listItems(tx, ref.listId)).map((line) => [line.id, line]));
    const gone: number[] = [];
    const kept: { id: number; amounts: StoredAmount[] }[] = [];
    for (const share of shares) {
      const line = lines.get(share.itemId);
      if (!line) continue;
      const after = takeShareOff(line.amounts, share.amounts, others.get(share.itemId) ?? 0);
      if (after.remove) gone.push(share.itemId);
      else kept.push({ id: share.itemId, amounts: after.amounts });
    }
    await repo.deleteShares(
      tx,
      shares.filter((share) => lines.has(share.itemId)).map((share) => share.itemId),
      recipeId,
    );
    await repo.setItemsAmounts(tx, kept);
    await repo.deleteItems(tx, ref.listId, gone);
    await announce(tx, pending, ref, actor.id);
    return ref;
  });
  return readList(db, list);
}
