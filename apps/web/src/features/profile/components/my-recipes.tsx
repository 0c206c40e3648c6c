import { ActionIcon, Badge, Button, Center, Group, Stack } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ca } from '@receptari/shared/i18n/ca';
import { fill } from '@receptari/shared/i18n/fill';
import type { ProfileRecipe } from '@receptari/shared/profiles/profiles.schemas';
import { useUserInfo } from '@/api/profiles/get-user-info.ts';
import { useDeleteRecipe } from '@/api/recipes/delete-recipe.ts';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { CardList } from './card-list.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

/**
 * The user's own recipes (their profile answer: pending ones included, marked), each with Edit
 * (the /agregar form in edit mode) and Delete (after a confirmation).
 */
export function MyRecipes({ userId }: { userId: number }) {
  const info = useUserInfo(userId);
  const remove = useDeleteRecipe();
  const [doomed, setDoomed] = useState<ProfileRecipe | null>(null);
  const query = { ...info, data: info.data?.recipes };

  const confirmDelete = () =>
    doomed &&
    remove.mutate(doomed.id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setDoomed(null);
      },
      onError: (error) => notify.error(messageOf(error, ca.common.unexpected)),
    });

  return (
    <>
      <CardList
        query={query}
        empty={ca.perfil.noRecipes}
        emptyAction={
          <Center>
            <Button component={Link} to="/agregar" leftSection={<IconPlus size={18} aria-hidden />}>
              {ca.perfil.createRecipe}
            </Button>
          </Center>
        }
      >
        {(recipe) => (
          <Stack key={recipe.id} gap={6}>
            <RecipeCard recipe={recipe} />
            <Group gap={6} justify="space-between" wrap="nowrap">
              {recipe.status === 'pending' ? (
                <Badge color="orange" variant="light" size="sm" style={{ minWidth: 0 }}>
                  {ca.foodCheck.pendingReview}
                </Badge>
              ) : (
                <span />
              )}
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={`/agregar?editar=${recipe.id}`}
                  variant="light"
                  size="lg"
                  aria-label={fill(ca.perfil.editNamed, { title: recipe.title })}
                  title={ca.perfil.edit}
                >
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  aria-label={fill(ca.perfil.deleteNamed, { title: recipe.title })}
                  title={ca.perfil.delete}
                  onClick={() => setDoomed(recipe)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          </Stack>
        )}
      </CardList>
      <ConfirmModal
        opened={doomed !== null}
        title={ca.perfil.deleteRecipeTitle}
        text={fill(ca.perfil.deleteRecipeText, { title: doomed?.title ?? '' })}
        confirm={ca.perfil.delete}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDoomed(null)}
      />
    </>
  );
}
