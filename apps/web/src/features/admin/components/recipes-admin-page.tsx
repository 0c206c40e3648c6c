import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminRecipe } from '@receptari/shared/admin/admin.schemas';
import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { useAdminRecipes } from '@/api/admin/get-admin-recipes.ts';
import { rowsOf } from '@/api/admin/list-params.ts';
import { RecipeStatusBadge } from '@/components/recipe-card/recipe-status-badge.tsx';
import { useDeleteRecipe } from '@/api/recipes/delete-recipe.ts';
import { notify } from '@/lib/notify.ts';
import { useDialog } from '@/lib/use-dialog.ts';
import { SHORT_SUCCESS_MS, useSuccessModal } from '../hooks/use-success-modal.ts';
import { useSearchText } from '../hooks/use-search-text.ts';
import { descriptionPreview } from '../lib/admin-text.ts';
import { AdminScreen } from './admin-screen.tsx';
import {
  CardsSkeleton,
  ConfirmDelete,
  DeleteButton,
  PagedList,
  SearchBox,
  SuccessModal,
} from './admin-parts.tsx';

/** /recetas: every recipe (pending ones too), searched on the server, each deletable. */
export function RecipesAdminPage() {
  return (
    <AdminScreen title={tr.screens.RecetasList}>
      <RecipesAdmin />
    </AdminScreen>
  );
}

function RecipesAdmin() {
  const search = useSearchText();
  const recipes = useAdminRecipes(search.query, true);
  const remove = useDeleteRecipe();
  const success = useSuccessModal(SHORT_SUCCESS_MS);
  const asking = useDialog<AdminRecipe>();
  const target = asking.value;
  const list = rowsOf(recipes.data?.pages, (page) => page.recipes);

  const confirm = () => {
    if (!target) return;
    const { id, title } = target;
    remove.mutate(id, {
      onSuccess: () => success.show(fill(trAdmin.admin.recipeDeleted, { title }), asking.from()),
      onError: () => notify.error(() => trAdmin.admin.recipeDeleteFailed),
      onSettled: asking.close,
    });
  };

  return (
    <Stack gap="md">
      <SearchBox value={search.text} onChange={search.setText} placeholder={trAdmin.admin.recipesSearch} />
      <PagedList
        query={recipes}
        count={list.length}
        failedMessage={trAdmin.admin.recipesLoadFailed}
        emptyText={search.query ? trAdmin.admin.recipesNoMatch : trAdmin.admin.recipesEmpty}
        skeleton={<CardsSkeleton cols={{ base: 1, xs: 2, md: 3 }} count={6} height={280} />}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {list.map((recipe) => (
            <li key={recipe.id}>
              <AdminRecipeCard recipe={recipe} onDelete={() => asking.open(recipe)} />
            </li>
          ))}
        </SimpleGrid>
      </PagedList>
      {target && (
        <ConfirmDelete
          name={target.title}
          busy={remove.isPending}
          onConfirm={confirm}
          onClose={asking.close}
        />
      )}
      <SuccessModal message={success.message} onClose={success.close} />
    </Stack>
  );
}

function AdminRecipeCard({ recipe, onDelete }: { recipe: AdminRecipe; onDelete: () => void }) {
  const image = recipe.image; // the card's own size already
  return (
    <Card withBorder radius="md" padding="sm" h="100%">
      {image ? (
        <Card.Section>
          <Image src={image} alt={recipe.title} h={160} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz="md" lineClamp={2}>
            <Link to={`/info/${recipe.id}`} style={{ color: 'inherit' }}>
              {recipe.title}
            </Link>
          </Title>
          <DeleteButton label={`${trAdmin.admin.delete}: ${recipe.title}`} onClick={onDelete} />
        </Group>
        <RecipeStatusBadge status={recipe.status} />
        <Text fz="sm" c="dimmed">
          {descriptionPreview(recipe.description)}
        </Text>
        <Text fz="xs">{fill(trAdmin.admin.author, { name: recipe.user.name })}</Text>
      </Stack>
    </Card>
  );
}
