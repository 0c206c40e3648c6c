import { z } from 'zod';
import { idSchema, idTextSchema } from '../common/common.schemas.ts';
import { trPlanning } from '../i18n/tr/planning.ts';
import { recipeCardSchema } from '../recipes/recipes.schemas.ts';
import { plannedServingsSchema } from '../shopping-list/shopping-list.schemas.ts';
import { datesOfWeek, isRealDate, MEALS, mondayOfWeek } from './meal-plan.rules.ts';

const { errors } = trPlanning;

/** An ISO week, "2026-W48": one that exists (no W00, no W53 in a 52-week year). */
export const weekSchema = z
  .string({ error: () => errors.badWeek })
  .refine((week) => mondayOfWeek(week) !== null, { error: () => errors.badWeek });

/** A calendar date, "2026-11-30": one that exists (no 30 February). */
export const planDateSchema = z
  .string({ error: () => errors.badDate })
  .refine(isRealDate, { error: () => errors.badDate });

export const mealSchema = z.enum(MEALS, { error: () => errors.badMeal });

/**
 * The date is in the week the planner shows, when it sends one. A date or week that is itself
 * wrong has its own message already: this one is not added to it.
 */
const dateInWeek = (body: { date: string; week?: string | undefined }) => {
  const dates = body.week ? datesOfWeek(body.week) : null;
  return !dates || !isRealDate(body.date) || dates.includes(body.date);
};

/** GET /meal-plan?week=2026-W48 */
export const mealPlanQuerySchema = z.object({ week: weekSchema });

/**
 * POST /meal-plan and PUT /meal-plan/{id}. The planner sends the week it shows: a date outside it
 * is refused (a stale screen must not file a dinner in another week unseen).
 */
export const mealPlanEntryBodySchema = z
  .object({
    date: planDateSchema,
    meal: mealSchema,
    recipe_id: idSchema,
    servings: plannedServingsSchema,
    week: weekSchema.optional(),
  })
  .refine(dateInWeek, { error: () => errors.dateOutsideWeek, path: ['date'] });
export type MealPlanEntryBody = z.infer<typeof mealPlanEntryBodySchema>;

/** PUT /meal-plan/{id}: move it (date, meal) or change its servings; the recipe stays. */
export const mealPlanUpdateBodySchema = z
  .object({
    date: planDateSchema,
    meal: mealSchema,
    servings: plannedServingsSchema,
    week: weekSchema.optional(),
  })
  .refine(dateInWeek, { error: () => errors.dateOutsideWeek, path: ['date'] });
export type MealPlanUpdateBody = z.infer<typeof mealPlanUpdateBodySchema>;

export const mealPlanEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  meal: mealSchema,
  servings: z.number().int(),
  recipe: recipeCardSchema,
});
export type MealPlanEntry = z.infer<typeof mealPlanEntrySchema>;

export const mealPlanAnswerSchema = z.object({
  week: z.string(),
  /** Monday to Sunday. */
  dates: z.array(z.string()),
  entries: z.array(mealPlanEntrySchema),
});
export type MealPlanAnswer = z.infer<typeof mealPlanAnswerSchema>;

export const mealPlanEntryAnswerSchema = z.object({ entry: mealPlanEntrySchema });
export const mealPlanParamsSchema = z.object({ id: idTextSchema });

/** POST /meal-plan/shopping: the week's recipes onto the shopping list, each at its servings. */
export const mealPlanShoppingBodySchema = z.object({ week: weekSchema });
export const mealPlanShoppingAnswerSchema = z.object({ added: z.number().int() });

/** POST /meal-plan/calendar-token: a new secret address (the old one stops working). */
export const calendarTokenAnswerSchema = z.object({ token: z.string(), url: z.string() });
/** GET /meal-plan/calendar-token: the address in use, if any. */
export const calendarTokenStateSchema = z.object({
  token: z.string().nullable(),
  url: z.string().nullable(),
});
/** GET /meal-plan/calendar/{token}.ics: 43 URL-safe base64 characters (32 random bytes). */
export const calendarParamsSchema = z.object({ file: z.string().max(64) });
