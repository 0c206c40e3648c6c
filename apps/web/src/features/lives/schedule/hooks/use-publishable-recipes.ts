import { useEffect } from 'react';
import { useUserRecipes } from '@/api/profiles/get-user-recipes.ts';

/**
 * The chef's published recipes, the ones a live may be about, for the form's select: every page
 * of GET /user/{id}/recipes, fetched one after the other (a select must offer all of them).
 */
export function usePublishableRecipes(chefId: number) {
  const pages = useUserRecipes(chefId);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  const recipes = (pages.data?.pages ?? [])
    .flatMap((page) => page.recipes)
    .filter((recipe) => recipe.status === 'published');
  return {
    recipes,
    loading: pages.isPending || (hasNextPage && !isFetchNextPageError),
    failed: pages.isError,
    retry: () => void pages.refetch(),
  };
}
