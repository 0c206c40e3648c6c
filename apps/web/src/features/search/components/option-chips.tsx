import { Chip, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trSearch } from '@receptari/shared/i18n/tr/search';

export type Option = { value: string; label: ReactNode };

type Props = {
  options: Option[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  loading?: boolean;
};

/** One section's choices as chips, each a checkbox a click (or Space) toggles. */
export function OptionChips({ options, selected, onToggle, loading = false }: Props) {
  if (loading) return <Loader size="sm" role="status" aria-label={tr.common.loading} />;
  if (options.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        {trSearch.searchPage.noOptions}
      </Text>
    );
  }
  return (
    <Group gap={8}>
      {options.map((option) => (
        <Chip
          key={option.value}
          checked={selected.includes(option.value)}
          onChange={() => onToggle(option.value)}
          variant="outline"
          size="sm"
        >
          {option.label}
        </Chip>
      ))}
    </Group>
  );
}
