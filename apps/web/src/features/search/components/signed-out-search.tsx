import { Stack, Title } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { LoginPrompt } from '@/components/ui/login-prompt.tsx';

// The modal (focus trap, overlay, scroll lock) comes after the words under it are drawn.
const SignedOutSearchModal = lazy(() => import('./signed-out-search-modal.tsx'));

/**
 * /search for a visitor: in the main bundle (the route table's `visitor`), so a shared link to the
 * search draws its prompt without fetching the search screen. The modal of
 * docs/product.md#search-screen says the same words over it; closed, the page still offers the way to
 * log in and come back.
 */
export function SignedOutSearch() {
  // Not in the server's first paint (prepaint/): a lazy chunk there would make React redraw it.
  const mounted = useMounted();
  return (
    <Stack gap="lg">
      <DocumentTitle title={tr.screens.SearchPage} />
      <Title order={1}>{tr.screens.SearchPage}</Title>
      <LoginPrompt
        text={tr.recipes.searchNeedsLogin}
        action={tr.recipes.searchLogin}
        icon={<IconSearch size={32} />}
      />
      {mounted ? (
        <Suspense fallback={null}>
          <SignedOutSearchModal />
        </Suspense>
      ) : null}
    </Stack>
  );
}
