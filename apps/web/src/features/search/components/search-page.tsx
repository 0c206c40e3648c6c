import { Stack, Title } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { SearchView } from './search-view.tsx';
import { SignedOutSearch } from './signed-out-search.tsx';

/** /search ('Cercar Receptes'): signed-in only; a visitor is asked to log in and come back here. */
export function SearchPage() {
  const { token } = useAuth();
  return (
    <Stack gap="lg">
      <DocumentTitle title={ca.screens.SearchPage} />
      <Title order={1}>{ca.screens.SearchPage}</Title>
      {token ? <SearchView /> : <SignedOutSearch />}
    </Stack>
  );
}
