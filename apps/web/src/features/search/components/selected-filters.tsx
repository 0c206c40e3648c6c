import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { fill } from '@receptari/shared/i18n/fill';
import type { SelectedChip } from '../lib/describe-filters.ts';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';

type Props = {
  chips: SelectedChip[];
  onChange: (next: SearchFilters) => void;
  /** The group's name: the drawer's selection, or the filters applied above the results. */
  label?: string;
  /** After the chips (the results' 'Treure tots els filtres'). */
  children?: ReactNode;
};

/** Selected filters as buttons; a click on one removes it. */
export function SelectedFilters({ chips, onChange, label = trSearch.searchPage.selected, children }: Props) {
  if (chips.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={label}>
      {chips.map((chip) => (
        <Button
          key={chip.key}
          size="compact-sm"
          variant="light"
          rightSection={<IconX size={14} aria-hidden />}
          aria-label={fill(trSearch.searchPage.removeFilter, { label: chip.label })}
          onClick={() => onChange(chip.without)}
        >
          {chip.label}
        </Button>
      ))}
      {children}
    </Group>
  );
}
