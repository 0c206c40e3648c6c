import { Stack, Text, Title } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { ProfileRecipe } from '@receptari/shared/profiles/profiles.schemas';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { RecipeStatusBadge } from '@/components/recipe-card/recipe-status-badge.tsx';
import { RecipeGrid } from '@/components/recipe-card/recipe-grid.tsx';

/** 'Receptes publicades': the user's cards (the owner also sees their own pending ones, marked). */
export function ProfileRecipes({ recipes }: { recipes: ProfileRecipe[] }) {
  if (recipes.length === 0) return <Text c="dimmed">{tr.userProfile.noRecipes}</Text>;
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {tr.userProfile.publishedRecipes}
      </Title>
      <RecipeGrid>
        {recipes.map((recipe) => (
          <div key={recipe.id} style={{ position: 'relative' }}>
            <RecipeCard recipe={recipe} />
            <RecipeStatusBadge
              status={recipe.status}
              variant="filled"
              pos="absolute"
              top={8}
              left={8}
              style={{ pointerEvents: 'none' }}
            />
          </div>
        ))}
      </RecipeGrid>
    </Stack>
  );
}
