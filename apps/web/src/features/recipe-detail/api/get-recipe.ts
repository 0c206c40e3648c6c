import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RecipeDetail, recipeDetailSchema } from '@receptari/shared/recipes/recipes.schemas';
import { apiFetch } from '@/lib/api-client.ts';

export const recipeKey = (id: number) => ['recipes', 'detail', id] as const;

/** GET /api/recipes/{id}: everything the detail screen shows, with `liked` and `saved` for the caller. */
export const recipeQuery = (id: number) =>
  queryOptions({
    queryKey: recipeKey(id),
    queryFn: ({ signal }) => apiFetch(`/recipes/${id}`, { schema: recipeDetailSchema, signal }),
  });

export function useRecipe(id: number) {
  return useQuery(recipeQuery(id));
}

export type { RecipeDetail };
