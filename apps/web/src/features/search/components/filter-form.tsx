import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { useFilterOptions } from '../hooks/use-filter-options.ts';
import { describeFilters } from '../lib/describe-filters.ts';
import { NO_FILTERS } from '@/api/recipes/list-params.ts';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';
import { countFilters } from '../lib/search-filters.ts';
import classes from './filter-form.module.css';
import { FilterSections } from './filter-sections.tsx';
import { SelectedFilters } from './selected-filters.tsx';

type Props = {
  applied: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  /** 'Netejar filtres': empties the selection and the applied filters at once. */
  onClear: (filters: SearchFilters) => void;
};

/** The drawer's content: a selection made here reaches the search only through 'Aplicar filtres'. */
export function FilterForm({ applied, onApply, onClear }: Props) {
  const [draft, setDraft] = useState(applied);
  const options = useFilterOptions();
  const chips = describeFilters(draft, {
    categories: options.categories.items,
    cuisines: options.cuisines.items,
  });
  return (
    <Stack gap="md" className={classes.form}>
      <SelectedFilters chips={chips} onChange={setDraft} />
      <FilterSections draft={draft} options={options} onChange={setDraft} />
      <Group className={classes.actions} grow gap="sm">
        <Button
          variant="default"
          onClick={() => {
            setDraft(NO_FILTERS);
            onClear(NO_FILTERS);
          }}
        >
          {trSearch.searchPage.clear}
        </Button>
        <Button disabled={countFilters(draft) === 0} onClick={() => onApply(draft)}>
          {trSearch.searchPage.apply}
        </Button>
      </Group>
    </Stack>
  );
}
