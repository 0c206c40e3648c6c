import { Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useSearchState } from '../hooks/use-search-state.ts';
import { FilterButton } from './filter-button.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';

/** The signed-in screen: the box and the filter button, the results, and the drawer. */
export function SearchView() {
  const { q, filters, setQuery, applyFilters } = useSearchState();
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <SearchBox query={q} onCommit={setQuery} />
        <FilterButton filters={filters} onClick={drawer.open} />
      </Group>
      <SearchResults q={q} filters={filters} />
      <FilterDrawer opened={opened} onClose={drawer.close} applied={filters} onApply={applyFilters} />
    </>
  );
}
