import { queryOptions, useQuery } from '@tanstack/react-query';
import type { folderRecipesAnswerSchema } from '@receptari/shared/folders/folders.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { folderKeys } from './keys.ts';

/** GET /api/folders/{id}/recipes: one of the caller's folders and its recipe cards, newest added first. */
export function getFolderRecipes(id: number, signal?: AbortSignal) {
  return apiFetch<AnswerOf<typeof folderRecipesAnswerSchema>>(`/folders/${id}/recipes`, { signal });
}

export const folderRecipesQuery = (id: number) =>
  queryOptions({ queryKey: folderKeys.recipes(id), queryFn: ({ signal }) => getFolderRecipes(id, signal) });

export function useFolderRecipes(id: number) {
  return useQuery(folderRecipesQuery(id));
}
