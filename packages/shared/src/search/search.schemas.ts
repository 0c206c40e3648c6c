import { z } from 'zod';
import { ID_MAX } from '../common/common.schemas.ts';
import { trSearch } from '../i18n/tr/search.ts';
import { fill } from '../i18n/fill.ts';
import {
  INGREDIENT_NAME_MAX,
  LIST_LIMIT_MAX,
  HOME_LIST_SIZE,
  ingredientKey,
} from '../recipes/recipes.rules.ts';
import { recipeCardSchema, recipeListAnswerSchema } from '../recipes/recipes.schemas.ts';
import {
  ALLERGENS,
  DEFAULT_SEARCH_SORT,
  DIETS,
  DIFFICULTIES,
  INGREDIENT_NAMES_MAX,
  SEARCH_SORTS,
  WITH_WHAT_I_HAVE_DEFAULT,
  WITH_WHAT_I_HAVE_MAX,
  FILTER_TIMES,
  FILTER_VALUES_MAX,
  MAX_TIME_MAX,
  SEARCH_QUERY_MAX,
} from './search.rules.ts';

const msg = trSearch.search;
const tooMany = () => fill(msg.tooManyValues, { max: FILTER_VALUES_MAX });

/**
 * A list parameter: repeated (`?category=1&category=4`) or, when `commas`, also a comma list
 * (`?category=1,4`). Ingredient names are never split: a name may hold a comma.
 */
function listParam<T extends z.ZodType>(
  item: T,
  commas: boolean,
  max = FILTER_VALUES_MAX,
  maxMessage = tooMany,
) {
  return z.preprocess(
    (value) => {
      const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const split = commas ? values.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])) : values;
      // An empty value (`?category=`) is no value, as a cleared filter in a shared URL.
      return split.filter((v) => !(typeof v === 'string' && v.trim() === ''));
    },
    z.array(item).max(max, { error: maxMessage }),
  );
}

const tooManyNames = (param: string) => fill(msg.tooManyNames, { max: INGREDIENT_NAMES_MAX, param });
/** `without` and `have`: ingredient names, at most INGREDIENT_NAMES_MAX. */
const namesParam = (param: string) =>
  listParam(ingredientNameSchema, false, INGREDIENT_NAMES_MAX, () => tooManyNames(param));

const badAllergen = () => fill(msg.badAllergen, { list: ALLERGENS.join(', ') });
const badDiet = () => fill(msg.badDiet, { list: DIETS.join(', ') });
const badSort = () => fill(msg.badSort, { list: SEARCH_SORTS.join(', ') });

/** A name asked both with and without (compared as ingredientKey: trimmed, lower-case) is refused. */
function refuseWithAndWithout(
  value: { ingredient?: string[]; have?: string[]; without?: string[] },
  ctx: z.RefinementCtx,
) {
  const wanted = new Set([...(value.ingredient ?? []), ...(value.have ?? [])].map(ingredientKey));
  const both = (value.without ?? []).find((name) => wanted.has(ingredientKey(name)));
  if (both !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['without'], message: fill(msg.withAndWithout, { name: both }) });
  }
}

/** A category or cuisine id from a query or a path: digits only (as idTextSchema), or a number. */
export const catalogIdSchema = z
  .union(
    [
      z
        .string()
        .regex(/^[1-9][0-9]{0,9}$/)
        .transform(Number),
      z.number(),
    ],
    { error: () => msg.badCatalogId },
  )
  .pipe(
    z
      .number()
      .int({ error: () => msg.badCatalogId })
      .positive({ error: () => msg.badCatalogId })
      .max(ID_MAX, { error: () => msg.badCatalogId }),
  );

const badTime = () => fill(msg.badTime, { max: MAX_TIME_MAX });
/** Minutes of total time (prep + cook); an empty value means no time filter. */
export const maxTimeSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: badTime })
    .int({ error: badTime })
    .min(0, { error: () => msg.negativeTime })
    .max(MAX_TIME_MAX, { error: badTime }),
);

export const ingredientNameSchema = z
  .string({ error: () => msg.ingredientsRequired })
  .trim()
  .min(1, { error: () => msg.ingredientsRequired })
  .max(INGREDIENT_NAME_MAX, { error: () => fill(msg.ingredientTooLong, { max: INGREDIENT_NAME_MAX }) });

const pageFields = {
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(HOME_LIST_SIZE),
  cursor: z.string().max(200).optional(),
};

/** GET /recipes/search. Every filter is optional; none at all lists every published recipe. */
export const searchQuerySchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_QUERY_MAX, { error: () => fill(msg.queryTooLong, { max: SEARCH_QUERY_MAX }) })
      .default(''),
    category: listParam(catalogIdSchema, true),
    cuisine: listParam(catalogIdSchema, true),
    max_time: maxTimeSchema.optional(),
    ingredient: listParam(ingredientNameSchema, false),
    difficulty: listParam(z.enum(DIFFICULTIES, { error: () => msg.badDifficulty }), true),
    /** Ingredients the recipes must not have, applied after every other filter. */
    without: namesParam('without'),
    /** Allergen ids the recipes must be free of (every one). */
    free_of: listParam(z.enum(ALLERGENS, { error: badAllergen }), true),
    /** Diet ids the recipes must suit (every one). */
    diet: listParam(z.enum(DIETS, { error: badDiet }), true),
    sort: z.enum(SEARCH_SORTS, { error: badSort }).default(DEFAULT_SEARCH_SORT),
    ...pageFields,
  })
  .superRefine(refuseWithAndWithout);
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * GET /recipes/search's answer: a page, and how many recipes match in all (exact up to
 * SEARCH_TOTAL_EXACT_MAX; above it that figure with `total_is_estimate`).
 */
export const searchAnswerSchema = recipeListAnswerSchema.extend({
  total: z.number().int(),
  total_is_estimate: z.boolean(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** POST /recipes/with-what-i-have (docs/product.md#cook-with-what-i-have). */
export const withWhatIHaveBodySchema = z
  .object({
    have: z
      .array(ingredientNameSchema, { error: () => msg.ingredientsRequired })
      .min(1, { error: () => msg.ingredientsRequired })
      .max(INGREDIENT_NAMES_MAX, { error: () => tooManyNames('have') }),
    without: z
      .array(ingredientNameSchema)
      .max(INGREDIENT_NAMES_MAX, { error: () => tooManyNames('without') })
      .default([]),
    limit: z.coerce.number().int().min(1).max(WITH_WHAT_I_HAVE_MAX).default(WITH_WHAT_I_HAVE_DEFAULT),
  })
  .superRefine(refuseWithAndWithout);
export type WithWhatIHaveBody = z.infer<typeof withWhatIHaveBodySchema>;

/** A card with the recipe's ingredients the cook lacks (staples never among them). */
export const withWhatIHaveCardSchema = recipeCardSchema.extend({ missing: z.array(z.string()) });
export const withWhatIHaveAnswerSchema = z.object({ recipes: z.array(withWhatIHaveCardSchema) });
export type WithWhatIHaveAnswer = z.infer<typeof withWhatIHaveAnswerSchema>;

/**
 * POST /recipes/filter-by-ingredients: the call of docs/product.md#search-and-filter-calls, with the
 * same paging as every list.
 */
export const ingredientFilterBodySchema = z.object({
  ingredients: z
    .array(ingredientNameSchema, { error: () => msg.ingredientsRequired })
    .min(1, { error: () => msg.ingredientsRequired })
    .max(FILTER_VALUES_MAX, { error: tooMany }),
  ...pageFields,
});

/** The paging of the filter calls that take their value in the path. */
export const filterPageQuerySchema = z.object(pageFields);
export const catalogFilterParamsSchema = z.object({ id: catalogIdSchema });
export const timeFilterParamsSchema = z.object({ id: maxTimeSchema });

export const timesAnswerSchema = z.object({ times: z.array(z.number().int()) });
export const ingredientsAnswerSchema = z.object({ ingredients: z.array(z.string()) });
export const offeredTimes = (): number[] => [...FILTER_TIMES];
