import { Stack, Text, Title } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';
import type { ProfileRecipe } from '@receptari/shared/profiles/profiles.schemas';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { RecipeStatusBadge } from '@/components/recipe-card/recipe-status-badge.tsx';
import { RecipeGrid } from '@/components/recipe-card/recipe-grid.tsx';

/** 'Receptes publicades': the user's cards (the owner also sees their own pending ones, marked). */
export function ProfileRecipes({ recipes }: { recipes: ProfileRecipe[] }) {
  if (recipes.length === 0) return <Text c="dimmed">{ca.userProfile.noRecipes}</Text>;
  return (
    <Stack gap="sm">
      <Title order={2} fz="xl">
        {ca.userProfile.publishedRecipes}
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
