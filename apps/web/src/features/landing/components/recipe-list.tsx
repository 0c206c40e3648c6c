import type { UseQueryResult } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import type { RecipeCard as Recipe } from '@receptari/shared/recipes/recipes.schemas';
import { RecipeCard, RecipeCardSkeleton } from '@/components/recipe-card/recipe-card.tsx';
import { RecipeGrid } from '@/components/recipe-card/recipe-grid.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { useErrorPopup } from '../hooks/use-error-popup.ts';

type Props = {
  query: UseQueryResult<Recipe[]>;
  errorMessage: string;
  empty: ReactNode;
  onOpen: (recipe: Recipe, event: MouseEvent) => void;
};

/** One tab's cards, with its loading skeletons, error (popup, then inline with a retry) and empty state. */
export function RecipeList({ query, errorMessage, empty, onOpen }: Props) {
  useErrorPopup(query.isError, errorMessage);
  if (query.isPending) {
    return (
      <RecipeGrid>
        {Array.from({ length: 10 }, (_, i) => (
          <RecipeCardSkeleton key={i} />
        ))}
      </RecipeGrid>
    );
  }
  if (query.isError) {
    return <QueryError message={errorMessage} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) return <>{empty}</>;
  return (
    <RecipeGrid>
      {query.data.map((recipe) => (
        <RecipeCard key={recipe.id} recipe={recipe} onOpen={onOpen} />
      ))}
    </RecipeGrid>
  );
}
