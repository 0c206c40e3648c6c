import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import { datesOfWeek, MEALS, RECIPES_PER_MEAL_MAX } from '@receptari/shared/meal-plan/meal-plan.rules';
import type { MealPlanEntryBody, MealPlanUpdateBody } from '@receptari/shared/meal-plan/meal-plan.schemas';
import type { Db } from '../../db/database.ts';
import type { EventBus } from '../../lib/events.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, policy } from '../../lib/policy.ts';
import { addRecipesToShoppingList } from '../shopping-list/index.ts';
import { cardsByIds, findVisibleRecipe, presentCard, seenBy, type Viewer } from '../recipe-cards/index.ts';
import { presentEntry } from './entry.presenter.ts';
import * as repo from './meal-plan.repo.ts';

const { errors } = trPlanning;

/** Another user's entry answers the same 404 as a missing one: ids reveal nothing of other plans. */
const entryNotFound = () => AppError.notFound('meal_plan_entry_not_found', errors.entryNotFound);
const mealFull = () =>
  AppError.unprocessable('meal_full', fill(errors.planFull, { max: RECIPES_PER_MEAL_MAX }));
const recipeNotFound = () => AppError.notFound('recipe_not_found', tr.recipes.notFound);

/** The schemas let only real weeks through; this keeps the type honest. */
function weekDates(week: string): [string, ...string[]] {
  const dates = datesOfWeek(week);
  if (!dates?.[0]) throw AppError.invalid({ week: [errors.badWeek] });
  return [dates[0], ...dates.slice(1)];
}

/** Lunch before dinner on each date (docs/product.md#meal-plan), then the order they were planned in. */
const byDateThenMeal = (a: repo.EntryRow, b: repo.EntryRow) =>
  a.date.localeCompare(b.date) ||
  MEALS.indexOf(a.meal as (typeof MEALS)[number]) - MEALS.indexOf(b.meal as (typeof MEALS)[number]) ||
  a.id - b.id;

/** Entries with their recipe as a card; one whose recipe left the viewer's sight meanwhile is left out. */
async function presentEntries(db: Db, viewer: Viewer, rows: repo.EntryRow[]) {
  const cards = await cardsByIds(db, [...new Set(rows.map((r) => r.recipeId))], seenBy(viewer));
  const byId = new Map(cards.map((card) => [card.id, presentCard(card)]));
  return rows.flatMap((row) => {
    const card = byId.get(row.recipeId);
    return card ? [presentEntry(row, card)] : [];
  });
}

async function presentOne(db: Db, viewer: Viewer, row: repo.EntryRow) {
  const [entry] = await presentEntries(db, viewer, [row]);
  if (!entry) throw recipeNotFound();
  return { entry };
}

export async function getWeek(db: Db, actor: Actor, week: string) {
  const dates = weekDates(week);
  const viewer = policy.recipesSeenBy(actor);
  const rows = await repo.entriesBetween(db, actor.id, viewer, dates[0], dates[dates.length - 1]!);
  return { week, dates, entries: await presentEntries(db, viewer, rows.toSorted(byDateThenMeal)) };
}

/**
 * Plans a recipe the actor may see (a pending or deleted one is a 404) for one date's meal. The
 * count and the insert share a transaction that holds the user's plan lock, so two quick adds
 * never make a seventh recipe in one meal.
 */
export async function addEntry(db: Db, actor: Actor, body: MealPlanEntryBody) {
  const recipe = await findVisibleRecipe(db, actor, body.recipe_id);
  const viewer = policy.recipesSeenBy(actor);
  const fields = { date: body.date, meal: body.meal, servings: body.servings };
  const row = await db.transaction(async (tx) => {
    await repo.lockPlan(tx, actor.id);
    if ((await repo.countInMeal(tx, actor.id, viewer, fields)) >= RECIPES_PER_MEAL_MAX) throw mealFull();
    return repo.insertEntry(tx, actor.id, recipe.id, fields);
  });
  if (row === 'gone') throw recipeNotFound();
  return presentOne(db, viewer, row);
}

/** Moves an entry (date, meal) or changes its servings; its recipe stays. A full meal refuses the move. */
export async function updateEntry(db: Db, actor: Actor, id: number, body: MealPlanUpdateBody) {
  const viewer = policy.recipesSeenBy(actor);
  const fields = { date: body.date, meal: body.meal, servings: body.servings };
  const row = await db.transaction(async (tx) => {
    await repo.lockPlan(tx, actor.id);
    const entry = await repo.findVisibleEntry(tx, id, actor.id, viewer);
    if (!entry) throw entryNotFound();
    const moved = entry.date !== fields.date || entry.meal !== fields.meal;
    if (moved && (await repo.countInMeal(tx, actor.id, viewer, fields, id)) >= RECIPES_PER_MEAL_MAX)
      throw mealFull();
    return repo.updateEntry(tx, id, actor.id, fields);
  });
  if (!row) throw entryNotFound();
  return presentOne(db, viewer, row);
}

export async function deleteEntry(db: Db, actor: Actor, id: number) {
  if (!(await repo.deleteEntry(db, id, actor.id))) throw entryNotFound();
}

/**
 * The week's recipes onto the actor's shopping list (docs/product.md#meal-plan), each at the
 * servings planned. A recipe planned twice in the week goes once at the sum of both servings: the
 * list adds amounts per recipe, and the cook buys for both meals.
 */
export async function addWeekToShoppingList(db: Db, events: EventBus, actor: Actor, week: string) {
  const dates = weekDates(week);
  const viewer = policy.recipesSeenBy(actor);
  const rows = await repo.entriesBetween(db, actor.id, viewer, dates[0], dates[dates.length - 1]!);
  const servings = new Map<number, number>();
  for (const row of rows) servings.set(row.recipeId, (servings.get(row.recipeId) ?? 0) + row.servings);
  if (servings.size === 0) return { added: 0 };
  const recipes = [...servings].map(([recipeId, total]) => ({ recipeId, servings: total }));
  return { added: await addRecipesToShoppingList(db, events, actor.id, recipes) };
}
