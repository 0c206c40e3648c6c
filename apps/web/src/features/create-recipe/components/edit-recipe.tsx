import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { useRecipe } from '@/api/recipes/get-recipe.ts';
import { PageLoader } from '@/components/ui/page-loader.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { draftFromRecipe } from '../lib/draft-from-recipe.ts';
import { RecipeForm } from './recipe-form.tsx';

/**
 * /agregar?editar={id}: the recipe loaded into the same form. Only its author may change it (the
 * server answers 403 to anyone else); the form says so at once instead of failing on save.
 */
export function EditRecipe({ userId, recipeId }: { userId: number; recipeId: number }) {
  const recipe = useRecipe(recipeId);
  const initial = useMemo(() => (recipe.data ? draftFromRecipe(recipe.data) : null), [recipe.data]);

  if (recipe.isPending) return <PageLoader />;
  if (recipe.isError)
    return (
      <QueryError
        message={messageOf(recipe.error, trRecipeForm.recipeForm.editLoadFailed)}
        onRetry={() => void recipe.refetch()}
      />
    );
  if (recipe.data.user_id !== userId)
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
        {tr.recipes.notOwner}
      </Alert>
    );
  // Keyed by recipe: a refetch of the same recipe never resets what is being typed.
  return initial && <RecipeForm key={recipeId} userId={userId} edit={{ id: recipeId, initial }} />;
}
