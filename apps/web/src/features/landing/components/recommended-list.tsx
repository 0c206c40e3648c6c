import { Anchor, Button, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import { loginPath } from '@/lib/redirect.ts';
import { useRecommended } from '@/api/recipes/get-recommended.ts';
import { RecipeList } from './recipe-list.tsx';

type OnOpen = (recipe: RecipeCard, event: MouseEvent) => void;

/** "Per a tu": only signed-in users have recommendations; asks anyone else to log in. */
export function RecommendedList({ token, onOpen }: { token: string | null; onOpen: OnOpen }) {
  if (!token) {
    return (
      <Stack align="center" gap="sm" py="xl" ta="center">
        <Text>{tr.landing.forYouNeedsLogin}</Text>
        <Button component={Link} to={loginPath('/?tab=foryou')}>
          {tr.auth.loginSubmit}
        </Button>
      </Stack>
    );
  }
  return <SignedInRecommended token={token} onOpen={onOpen} />;
}

function SignedInRecommended({ token, onOpen }: { token: string; onOpen: OnOpen }) {
  const query = useRecommended(token);
  return (
    <RecipeList
      query={query}
      errorMessage={tr.recipes.recommendationsFailed}
      onOpen={onOpen}
      empty={
        <Stack align="center" gap={6} py="xl" ta="center">
          <Text>{tr.recipes.noRecommendations}</Text>
          <Anchor component={Link} to="/formulario" fw={600}>
            {tr.recipes.configurePreferences}
          </Anchor>
        </Stack>
      }
    />
  );
}
