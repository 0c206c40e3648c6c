import { Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RecipeCardSkeleton } from '@/components/recipe-card/recipe-card.tsx';
import { RecipeGrid } from '@/components/recipe-card/recipe-grid.tsx';
import { LoadMore } from '@/components/ui/load-more.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { trProfile } from '@receptari/shared/i18n/tr/profile';

type Props<T> = {
  /** A query's state, its data narrowed to the list (e.g. the recipes of a profile answer). */
  query: Pick<UseQueryResult, 'isPending' | 'isError'> & { data: T[] | undefined; refetch: () => unknown };
  empty: string;
  /** Shown under the empty line (e.g. a way to fill the list). */
  emptyAction?: ReactNode;
  children: (item: T) => ReactNode;
  /** A paged list with pages left: its 'Carregar més' under the grid. */
  more?: { loading: boolean; failed: boolean; onMore: () => void } | undefined;
};

/** One list of the library: skeletons while loading, an error with a retry, an empty line, the grid. */
export function CardList<T>({ query, empty, emptyAction, children, more }: Props<T>) {
  if (query.isPending)
    return (
      <RecipeGrid>
        {Array.from({ length: 4 }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </RecipeGrid>
    );
  if (query.isError || !query.data)
    return <QueryError message={trProfile.perfil.loadFailed} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return (
      <>
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
        {emptyAction}
      </>
    );
  return (
    <Stack gap="lg">
      <RecipeGrid>{query.data.map(children)}</RecipeGrid>
      {more ? <LoadMore {...more} failedMessage={trProfile.perfil.loadFailed} /> : null}
    </Stack>
  );
}
