import { ca } from '@receptari/shared/i18n/ca';
import { caPlanning } from '@receptari/shared/i18n/ca-planning';
import { fill } from '@receptari/shared/i18n/fill';
import { SHOPPING_ITEMS_MAX } from '@receptari/shared/shopping-list/shopping-list.rules';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { recipeGoneAs404 } from '../../lib/pg-error.ts';
import type { Actor } from '../../lib/policy.ts';
import { findVisibleRecipe } from '../recipe-cards/index.ts';
import { announce, type ListRef, lockedListOf, readList } from './list-access.ts';
import { addAmounts, mergeIntoList, planRecipeLines, takeShareOff } from './merge/index.ts';
import * as repo from './shopping-list.repo.ts';

const { errors } = caPlanning;

export const listFull = () =>
  AppError.unprocessable('shopping_list_full', fill(errors.listFull, { max: SHOPPING_ITEMS_MAX }));

/**
 * Merges one recipe at `servings` into the locked list (docs/product.md#shopping-list): each line
 * into the unchecked line of its key or a new one, the recipe's share of each line added to what it
 * already held, and every share of the recipe set to its servings on the list now (a recipe added
 * twice is on it at both servings together). A 422 before any write when the new lines would pass
 * the limit. False when the recipe is gone.
 */
async function mergeRecipe(tx: Db, list: ListRef, recipeId: number, servings: number) {
  const recipe = await repo.recipeForList(tx, recipeId);
  if (!recipe) return false;
  const planned = planRecipeLines(recipe.lines, recipe.servings, servings);
  const lines = await repo.listItems(tx, list.listId);
  const plan = mergeIntoList(lines, planned);
  if (lines.length + plan.inserts.length > SHOPPING_ITEMS_MAX) throw listFull();
  const before = await repo.recipeShares(tx, list.listId, recipeId);
  const total = Math.max(0, ...before.map((share) => share.servings)) + servings;
  const held = new Map(before.map((share) => [share.itemId, share.amounts]));
  for (const update of plan.updates) {
    await repo.setItemAmounts(tx, update.id, update.amounts);
    const share = addAmounts(held.get(update.id) ?? [], update.added.amounts);
    await repo.putShare(tx, update.id, recipeId, total, share);
  }
  let position = await repo.nextPosition(tx, list.listId);
  const inserted = await repo.insertItems(
    tx,
    list.listId,
    plan.inserts.map((line) => ({ ...line, position: position++ })),
  );
  for (const [i, item] of inserted.entries())
    await repo.putShare(tx, item.id, recipeId, total, plan.inserts[i]?.amounts ?? []);
  await repo.setRecipeServings(tx, list.listId, recipeId, total);
  return true;
}

/** POST /shopping-list/recipes/{recipeId}: the recipe's lines at `servings`, merged into the caller's list. */
export async function addRecipe(db: Db, events: EventBus, actor: Actor, recipeId: number, servings: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const list = await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    if (!(await mergeRecipe(tx, ref, recipe.id, servings))) throw recipeGone();
    await announce(tx, pending, ref, actor.id);
    return ref;
  }).catch(recipeGoneAs404);
  return readList(db, list);
}

const recipeGone = () => AppError.notFound('recipe_not_found', ca.recipes.notFound);

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
  const visible: { recipeId: number; servings: number }[] = [];
  for (const entry of recipes) {
    const seen = await findVisibleRecipe(db, actor, entry.recipeId).catch(() => null);
    if (seen) visible.push(entry);
  }
  if (visible.length === 0) return 0;
  return transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, userId);
    let added = 0;
    for (const entry of visible) if (await mergeRecipe(tx, ref, entry.recipeId, entry.servings)) added += 1;
    if (added > 0) await announce(tx, pending, ref, userId);
    return added;
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
    for (const share of shares) {
      const line = lines.get(share.itemId);
      if (!line) continue;
      const after = takeShareOff(line.amounts, share.amounts, others.get(share.itemId) ?? 0);
      await repo.deleteShare(tx, share.itemId, recipeId);
      if (after.remove) gone.push(share.itemId);
      else await repo.setItemAmounts(tx, share.itemId, after.amounts);
    }
    await repo.deleteItems(tx, ref.listId, gone);
    await announce(tx, pending, ref, actor.id);
    return ref;
  });
  return readList(db, list);
}
