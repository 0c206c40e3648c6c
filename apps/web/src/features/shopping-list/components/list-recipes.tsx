import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { fill } from '@receptari/shared/i18n/fill';
import type { ShoppingListAnswer } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { useRemoveRecipeFromList } from '@/api/shopping-list/remove-recipe-from-list.ts';
import { BusyButton } from '@/components/ui/busy.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { notify } from '@/lib/notify.ts';
import { useLocale } from '@/lib/locale.ts';

const t = trPlanning.list;

/** The recipes on the list, each with 'Treure la recepta de la llista'. */
export const ListRecipes = memo(function ListRecipes({
  recipes,
}: {
  recipes: ShoppingListAnswer['recipes'];
}) {
  useLocale(); // memo: its parent's render does not reach it, a new language must
  const remove = useRemoveRecipeFromList();
  if (recipes.length === 0) return null;
  const onRemove = (recipeId: number) =>
    remove.mutate(recipeId, {
      onSuccess: () => notify.success(() => t.recipeRemoved),
      onError: (error) => notify.error(() => messageOf(error, tr.common.unexpected)),
    });
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={2} fz="lg" mb="xs">
        {t.recipesTitle}
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {recipes.map((recipe) => (
          <li key={recipe.recipe_id}>
            <Anchor component={Link} to={`/info/${recipe.recipe_id}`} fw={600}>
              {recipe.title}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {fill(t.recipeServings, { n: recipe.servings })}
            </Text>
            <BusyButton
              size="compact-xs"
              variant="subtle"
              color="red"
              px={0}
              busy={remove.isPending && remove.variables === recipe.recipe_id}
              onClick={() => onRemove(recipe.recipe_id)}
            >
              {t.removeRecipe}
            </BusyButton>
          </li>
        ))}
      </Stack>
    </Paper>
  );
});
