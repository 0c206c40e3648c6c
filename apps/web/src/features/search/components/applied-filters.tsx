import { Button } from '@mantine/core';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { useCategories } from '@/api/catalog/get-categories.ts';
import { useCuisines } from '@/api/catalog/get-cuisines.ts';
import { NO_FILTERS } from '@/api/recipes/list-params.ts';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';
import { describeFilters } from '../lib/describe-filters.ts';
import { SelectedFilters } from './selected-filters.tsx';

type Props = { filters: SearchFilters; onApply: (filters: SearchFilters) => void };

/**
 * The applied filters above the results, each removable at once (docs/product.md#sorting-and-counting);
 * the query text is in its box, not here. Mounted only with filters applied, so a plain search loads
 * no category or cuisine names.
 */
export function AppliedFilters({ filters, onApply }: Props) {
  const categories = useCategories();
  const cuisines = useCuisines();
  const chips = describeFilters(filters, {
    categories: categories.data ?? [],
    cuisines: cuisines.data ?? [],
  });
  return (
    <SelectedFilters chips={chips} onChange={onApply} label={trSearch.searchPage.applied}>
      <Button size="compact-sm" variant="subtle" onClick={() => onApply(NO_FILTERS)}>
        {trSearch.searchPage.clearAll}
      </Button>
    </SelectedFilters>
  );
}
