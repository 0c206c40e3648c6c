import { Stack, Title } from '@mantine/core';
import { ca } from '@receptari/shared/i18n/ca';
import { DocumentTitle } from '@/components/ui/document-title.tsx';
import { SearchView } from './search-view.tsx';

/** /search ('Cercar Receptes'), signed in; a visitor gets SignedOutSearch from the route table. */
export function SearchPage() {
  return (
    <Stack gap="lg">
      <DocumentTitle title={ca.screens.SearchPage} />
      <Title order={1}>{ca.screens.SearchPage}</Title>
      <SearchView />
    </Stack>
  );
}
