import { Stack, Title } from '@mantine/core';
import { tr } from '@receptari/shared/i18n/tr/core';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { SearchView } from './search-view.tsx';

/** /search ('Cercar Receptes'), signed in; a visitor gets SignedOutSearch from the route table. */
export function SearchPage() {
  return (
    <Stack gap="lg">
      <DocumentTitle title={tr.screens.SearchPage} />
      <Title order={1}>{tr.screens.SearchPage}</Title>
      <SearchView />
    </Stack>
  );
}
