import { Stack, Tabs, Text } from '@mantine/core';
import { lazy, type MouseEvent, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { RecipeCard } from '@receptari/shared/recipes/recipes.schemas';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { useLatch } from '@/lib/use-latch.ts';
import { type RecipeSort, useRecipes } from '@/api/recipes/get-recipes.ts';
import { useAuthErrorPopup } from '../hooks/use-auth-error-popup.ts';
import { LandingHeader } from './landing-header.tsx';
import { RecipeCarousel } from './recipe-carousel.tsx';
import { RecipeList } from './recipe-list.tsx';
import { RecommendedList } from './recommended-list.tsx';

// The modal (with its focus trap, overlay and scroll lock) is fetched on the first click that needs it.
const LoginToSeeModal = lazy(() => import('./login-to-see-modal.tsx'));

const TABS = ['popular', 'recent', 'foryou'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** The home page: header, carousel of popular pictures, and three tabs of recipe cards. */
export function LandingPage() {
  const { token } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'popular';
  const [askLoginFor, setAskLoginFor] = useState<number | null>(null);
  const popular = useRecipes('popular');
  useAuthErrorPopup();

  // Signed-out visitors get the login modal instead of the detail page.
  const onOpen = useCallback(
    (recipe: RecipeCard, event: MouseEvent) => {
      if (token) return;
      event.preventDefault();
      setAskLoginFor(recipe.id);
    },
    [token],
  );
  const closeModal = useCallback(() => setAskLoginFor(null), []);
  const modalWanted = useLatch(askLoginFor !== null);

  const chooseTab = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(value === 'popular' ? {} : { tab: value }, { replace: true });
  };

  return (
    <Stack gap="lg">
      <DocumentTitle />
      <LandingHeader />
      <RecipeCarousel recipes={popular.data ?? []} loading={popular.isPending} />
      <Tabs value={tab} onChange={chooseTab} keepMounted={false} variant="pills" radius="xl">
        <Tabs.List aria-label={tr.landing.tabsLabel} mb="md">
          <Tabs.Tab value="popular">{tr.recipes.tabPopular}</Tabs.Tab>
          <Tabs.Tab value="recent">{tr.recipes.tabRecent}</Tabs.Tab>
          <Tabs.Tab value="foryou">{tr.recipes.tabForYou}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="popular">
          <SortedList sort="popular" onOpen={onOpen} />
        </Tabs.Panel>
        <Tabs.Panel value="recent">
          <SortedList sort="recent" onOpen={onOpen} />
        </Tabs.Panel>
        <Tabs.Panel value="foryou">
          <RecommendedList token={token} onOpen={onOpen} />
        </Tabs.Panel>
      </Tabs>
      {modalWanted ? (
        <Suspense fallback={null}>
          <LoginToSeeModal recipeId={askLoginFor} onClose={closeModal} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function SortedList({ sort, onOpen }: { sort: RecipeSort; onOpen: (r: RecipeCard, e: MouseEvent) => void }) {
  const query = useRecipes(sort);
  return (
    <RecipeList
      query={query}
      errorMessage={tr.recipes.loadFailed}
      onOpen={onOpen}
      empty={
        <Text c="dimmed" ta="center" py="xl">
          {tr.landing.emptyList}
        </Text>
      }
    />
  );
}
