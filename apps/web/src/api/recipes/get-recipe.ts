import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecipeDetail, recipeDetailSchema } from '@receptari/shared/recipes/recipes.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from './keys.ts';

/** GET /api/recipes/{id}: everything the detail screen shows, with `liked` and `saved` for the caller. */
export function getRecipe(id: number, signal?: AbortSignal): Promise<RecipeDetail> {
  return apiFetch<AnswerOf<typeof recipeDetailSchema>>(`/recipes/${id}`, { signal });
}

export const recipeQuery = (id: number) =>
  queryOptions({ queryKey: recipeKeys.detail(id), queryFn: ({ signal }) => getRecipe(id, signal) });

export function useRecipe(id: number) {
  return useQuery(recipeQuery(id));
}
