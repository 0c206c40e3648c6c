import { Anchor, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { useSearchState } from '../hooks/use-search-state.ts';
import { countFilters } from '../lib/search-filters.ts';
import { AppliedFilters } from './applied-filters.tsx';
import { FilterButton } from './filter-button.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchResults } from './search-results.tsx';
import { SortMenu } from './sort-menu.tsx';

/**
 * The signed-in screen: the box and the filter button; the way to cook with what you have and the
 * order; the applied filters; the results; and the drawer.
 */
export function SearchView() {
  const { q, filters, sort, setQuery, applyFilters, setSort } = useSearchState();
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Group gap="sm" wrap="nowrap" align="flex-end">
        <SearchBox query={q} onCommit={setQuery} />
        <FilterButton filters={filters} onClick={drawer.open} />
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Anchor component={Link} to="/cuina-amb-el-que-tens" fw={600}>
          <Group gap={6} wrap="nowrap" component="span">
            <IconToolsKitchen2 size={18} aria-hidden />
            {trSearch.searchPage.withWhatIHaveLink}
          </Group>
        </Anchor>
        <SortMenu q={q} sort={sort} onChange={setSort} />
      </Group>
      {countFilters(filters) > 0 ? <AppliedFilters filters={filters} onApply={applyFilters} /> : null}
      <SearchResults q={q} filters={filters} sort={sort} />
      <FilterDrawer opened={opened} onClose={drawer.close} applied={filters} onApply={applyFilters} />
    </>
  );
}
