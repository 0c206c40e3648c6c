import { idSchema } from '@receptari/shared/common/common.schemas';
import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeListAnswer } from '@receptari/shared/recipes/recipes.schemas';
import type { SearchQuery } from '@receptari/shared/search/search.schemas';
import type { Db } from '../../db/database.ts';
import type { RecipeFilters } from '../../db/recipe-search.ts';
import { presentCard } from '../recipe-cards/index.ts';
import { z } from 'zod';
import { decodeCursor, encodeCursor } from '../../lib/opaque-cursor.ts';
import { groupIngredientNames, type IngredientGroups, ingredientSpellings } from './ingredient-spellings.ts';
import * as repo from './search.repo.ts';

export type SearchInput = Partial<Omit<SearchQuery, 'limit' | 'cursor'>> &
  Pick<SearchQuery, 'limit' | 'cursor'>;

const unique = <T>(values: T[] | undefined) => [...new Set(values ?? [])];

/** Validated query values as filters: duplicates dropped, ingredient names as their listing key. */
export const toFilters = (input: SearchInput): RecipeFilters => ({
  q: input.q ?? '',
  categoryIds: unique(input.category),
  cuisineIds: unique(input.cuisine),
  maxTime: input.max_time,
  ingredients: unique((input.ingredient ?? []).map(ingredientKey)),
  difficulties: unique(input.difficulty),
  without: unique((input.without ?? []).map(ingredientKey)),
  freeOf: unique(input.free_of),
  diets: unique(input.diet),
});

/** Every ingredient name's spellings, from the database (the routes cache it: search-answer.service.ts). */
export const loadIngredientGroups = async (db: Db): Promise<IngredientGroups> =>
  groupIngredientNames(await repo.listIngredientNameUses(db));

/**
 * How a search finds the newest recipe's id for a first page and the spellings of its ingredients:
 * the routes pass one-second cached answers (search-answer.service.ts); tests pass windows small
 * enough to cut their few recipes into several.
 */
export type SearchOptions = {
  newestId?: () => Promise<number>;
  ingredientGroups?: () => Promise<IngredientGroups>;
  windows?: readonly number[];
};

/**
 * The filters with the chosen ingredients widened to every spelling of the same ingredient that
 * recipes use (docs/product.md#words-as-people-write-them); the groups are read only when needed.
 */
async function withSpellings(
  filters: RecipeFilters,
  ingredientGroups: () => Promise<IngredientGroups>,
): Promise<RecipeFilters> {
  if (!filters.ingredients.length) return filters;
  const groups = await ingredientGroups();
  return { ...filters, ingredients: ingredientSpellings(groups, filters.ingredients) };
}

/** A search page's cursor: the last recipe id of the page (results go by id, descending). */
const searchCursorSchema = z.object({ id: idSchema });

/** Every search and filter call: one page of cards and the cursor of the next one. */
export async function searchRecipes(
  db: Db,
  input: SearchInput,
  {
    newestId = () => repo.newestRecipeId(db),
    ingredientGroups = () => loadIngredientGroups(db),
    windows,
  }: SearchOptions = {},
): Promise<RecipeListAnswer> {
  const afterId = decodeCursor(searchCursorSchema, input.cursor)?.id;
  const start = afterId === undefined ? { newestId: await newestId() } : { afterId };
  const filters = await withSpellings(toFilters(input), ingredientGroups);
  const rows = await repo.searchCardRows(db, filters, input.limit, start, windows);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    recipes: page.map(presentCard),
    next_cursor: rows.length > input.limit && last ? encodeCursor({ id: last.id }) : null,
  };
}
