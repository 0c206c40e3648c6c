import { z } from 'zod';
import { ID_MAX } from '../common/common.schemas.ts';
import { caSearch } from '../i18n/ca-search.ts';
import { fill } from '../i18n/fill.ts';
import { INGREDIENT_NAME_MAX, LIST_LIMIT_MAX, HOME_LIST_SIZE } from '../recipes/recipes.rules.ts';
import {
  DIFFICULTIES,
  FILTER_TIMES,
  FILTER_VALUES_MAX,
  MAX_TIME_MAX,
  SEARCH_QUERY_MAX,
} from './search.rules.ts';

const msg = caSearch.search;
const tooMany = fill(msg.tooManyValues, { max: FILTER_VALUES_MAX });

/**
 * A list parameter: repeated (`?category=1&category=4`) or, when `commas`, also a comma list
 * (`?category=1,4`). Ingredient names are never split: a name may hold a comma.
 */
function listParam<T extends z.ZodType>(item: T, commas: boolean) {
  return z.preprocess(
    (value) => {
      const values = value === undefined ? [] : Array.isArray(value) ? value : [value];
      const split = commas ? values.flatMap((v) => (typeof v === 'string' ? v.split(',') : [v])) : values;
      // An empty value (`?category=`) is no value, as a cleared filter in a shared URL.
      return split.filter((v) => !(typeof v === 'string' && v.trim() === ''));
    },
    z.array(item).max(FILTER_VALUES_MAX, tooMany),
  );
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
    { error: msg.badCatalogId },
  )
  .pipe(z.number().int(msg.badCatalogId).positive(msg.badCatalogId).max(ID_MAX, msg.badCatalogId));

const badTime = fill(msg.badTime, { max: MAX_TIME_MAX });
/** Minutes of total time (prep + cook); an empty value means no time filter. */
export const maxTimeSchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number({ error: badTime }).int(badTime).min(0, msg.negativeTime).max(MAX_TIME_MAX, badTime),
);

export const ingredientNameSchema = z
  .string({ error: msg.ingredientsRequired })
  .trim()
  .min(1, msg.ingredientsRequired)
  .max(INGREDIENT_NAME_MAX, fill(msg.ingredientTooLong, { max: INGREDIENT_NAME_MAX }));

const pageFields = {
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(HOME_LIST_SIZE),
  cursor: z.string().max(200).optional(),
};

/** GET /recipes/search. Every filter is optional; none at all lists every published recipe. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX, fill(msg.queryTooLong, { max: SEARCH_QUERY_MAX }))
    .default(''),
  category: listParam(catalogIdSchema, true),
  cuisine: listParam(catalogIdSchema, true),
  max_time: maxTimeSchema.optional(),
  ingredient: listParam(ingredientNameSchema, false),
  difficulty: listParam(z.enum(DIFFICULTIES, { error: msg.badDifficulty }), true),
  ...pageFields,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * POST /recipes/filter-by-ingredients: the call of docs/product.md#search-and-filter-calls, with the
 * same paging as every list.
 */
export const ingredientFilterBodySchema = z.object({
  ingredients: z
    .array(ingredientNameSchema, { error: msg.ingredientsRequired })
    .min(1, msg.ingredientsRequired)
    .max(FILTER_VALUES_MAX, tooMany),
  ...pageFields,
});

/** The paging of the filter calls that take their value in the path. */
export const filterPageQuerySchema = z.object(pageFields);
export const catalogFilterParamsSchema = z.object({ id: catalogIdSchema });
export const timeFilterParamsSchema = z.object({ id: maxTimeSchema });

export const timesAnswerSchema = z.object({ times: z.array(z.number().int()) });
export const ingredientsAnswerSchema = z.object({ ingredients: z.array(z.string()) });
export const offeredTimes = (): number[] => [...FILTER_TIMES];
