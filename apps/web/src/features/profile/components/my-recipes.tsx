import { Button, Center, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import type { ProfileRecipe } from '@receptari/shared/profiles/profiles.schemas';
import { useUserRecipes } from '@/api/profiles/get-user-recipes.ts';
import { useDeleteRecipe } from '@/api/recipes/delete-recipe.ts';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { RecipeStatusBadge } from '@/components/recipe-card/recipe-status-badge.tsx';
import { CardList } from './card-list.tsx';
import { RecipeTransfer } from './recipe-transfer.tsx';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete.ts';
import { ConfirmModal } from '@/components/ui/confirm-modal.tsx';
import { EditDeleteActions } from '@/components/ui/edit-delete-actions.tsx';

/**
 * The user's own recipes, page after page (pending ones included, marked), each with Edit
 * (the /agregar form in edit mode) and Delete (after a confirmation).
 */
export function MyRecipes({ userId }: { userId: number }) {
  const pages = useUserRecipes(userId);
  const deletion = useConfirmedDelete<ProfileRecipe>(useDeleteRecipe());
  const query = { ...pages, data: pages.data?.pages.flatMap((page) => page.recipes) };

  return (
    <>
      <RecipeTransfer />
      <CardList
        query={query}
        more={
          pages.hasNextPage
            ? {
                loading: pages.isFetchingNextPage,
                failed: pages.isFetchNextPageError,
                onMore: () => void pages.fetchNextPage(),
              }
            : undefined
        }
        empty={trProfile.perfil.noRecipes}
        emptyAction={
          <Center>
            <Button component={Link} to="/agregar" leftSection={<IconPlus size={18} aria-hidden />}>
              {trProfile.perfil.createRecipe}
            </Button>
          </Center>
        }
      >
        {(recipe) => (
          <Stack key={recipe.id} gap={6}>
            <RecipeCard recipe={recipe} />
            <Group gap={6} justify="space-between" wrap="nowrap">
              {recipe.status !== 'published' ? (
                <RecipeStatusBadge status={recipe.status} size="sm" style={{ minWidth: 0 }} />
              ) : (
                <span />
              )}
              <EditDeleteActions
                editLabel={fill(trProfile.perfil.editNamed, { title: recipe.title })}
                editTo={`/agregar?editar=${recipe.id}`}
                deleteLabel={fill(trProfile.perfil.deleteNamed, { title: recipe.title })}
                onDelete={() => deletion.ask(recipe)}
              />
            </Group>
          </Stack>
        )}
      </CardList>
      {deletion.doomed && (
        <ConfirmModal
          opened
          title={trProfile.perfil.deleteRecipeTitle}
          text={fill(trProfile.perfil.deleteRecipeText, { title: deletion.doomed.title })}
          confirm={trProfile.perfil.delete}
          busy={deletion.busy}
          onConfirm={deletion.confirm}
          onClose={deletion.cancel}
        />
      )}
    </>
  );
}
