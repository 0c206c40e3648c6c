import type { RecipeSort, SearchFilters, SearchSort } from './list-params.ts';

/** Every query key of the recipes; `all` is the prefix a write invalidates to refetch every list. */
export const recipeKeys = {
  all: ['recipes'] as const,
  list: (sort: RecipeSort) => [...recipeKeys.all, 'list', sort] as const,
  // The token in the key: another user signing in never sees these cards.
  recommended: (token: string) => [...recipeKeys.all, 'recommended', token] as const,
  search: (q: string, filters: SearchFilters, sort: SearchSort) =>
    [...recipeKeys.all, 'search', q, filters, sort] as const,
  /** POST /recipes/with-what-i-have: a read, keyed by what the cook has and leaves out. */
  withWhatIHave: (have: readonly string[], without: readonly string[]) =>
    [...recipeKeys.all, 'with-what-i-have', have, without] as const,
  detail: (id: number) => [...recipeKeys.all, 'detail', id] as const,
  likes: (id: number) => [...recipeKeys.all, 'likes', id] as const,
  /** GET /recipes/{id}/replay: the video of the recipe's live and its step chapters (cook mode). */
  replay: (id: number) => [...recipeKeys.all, 'replay', id] as const,
  /** The caller's liked recipes (cleared with the cache on every sign-in or sign-out). */
  liked: () => [...recipeKeys.all, 'liked'] as const,
};
