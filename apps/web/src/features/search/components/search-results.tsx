import { Stack, Text } from '@mantine/core';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { RecipeCard, RecipeCardSkeleton } from '@/components/recipe-card/recipe-card.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { RecipeGrid } from '@/components/recipe-card/recipe-grid.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useSearchRecipes } from '@/api/recipes/search-recipes.ts';
import type { SearchFilters, SearchSort } from '@/api/recipes/search-recipes.ts';
import { countWords } from '../lib/count-words.ts';
import { LoadingLine } from '@/components/ui/loading-line.tsx';

type Props = { q: string; filters: SearchFilters; sort: SearchSort };

/**
 * The cards of the current search: loading, failure (an empty list), empty, or how many match and
 * the grid with more.
 */
export function SearchResults({ q, filters, sort }: Props) {
  const query = useSearchRecipes(q, filters, sort);
  const first = query.data?.pages[0];
  const recipes = query.data?.pages.flatMap((p) => p.recipes) ?? [];

  if (query.isPending) {
    return (
      <Stack gap="md">
        <LoadingLine label={trSearch.searchPage.loading} />
        <RecipeGrid>
          {Array.from({ length: 8 }, (_, i) => (
            <RecipeCardSkeleton key={i} />
          ))}
        </RecipeGrid>
      </Stack>
    );
  }
  // docs/product.md#recipe-errors: a failed search shows its message and no cards (a failed next page keeps
  // them).
  if (query.isError && !query.isFetchNextPageError) {
    return <QueryError message={trSearch.searchPage.failed} onRetry={() => void query.refetch()} />;
  }
  // A new search still loading over the previous cards: they stay, dimmed, under the loading line.
  const stale = query.isPlaceholderData;
  return (
    <Stack gap="md" aria-busy={stale}>
      {stale ? <LoadingLine label={trSearch.searchPage.loading} /> : null}
      {first && recipes.length > 0 ? (
        <Text fw={600} aria-live="polite" data-testid="search-count">
          {countWords(first.total, first.total_is_estimate)}
        </Text>
      ) : null}
      {recipes.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" role="status">
          {trSearch.searchPage.empty}
        </Text>
      ) : (
        <div style={{ opacity: stale ? 0.55 : 1, transition: 'opacity 150ms' }}>
          <RecipeGrid>
            {recipes.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} />
            ))}
          </RecipeGrid>
        </div>
      )}
      {!stale && query.hasNextPage ? (
        <LoadMore
          loading={query.isFetchingNextPage}
          failed={query.isFetchNextPageError}
          failedMessage={trSearch.searchPage.failed}
          onMore={() => void query.fetchNextPage()}
        />
      ) : null}
    </Stack>
  );
}
