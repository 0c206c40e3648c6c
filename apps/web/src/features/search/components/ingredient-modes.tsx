import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import type { IngredientMode } from '../lib/ingredient-modes.ts';

type Props = {
  chosen: { name: string; mode: IngredientMode }[];
  onMode: (name: string, mode: IngredientMode) => void;
};

const MODES = [
  {
    value: 'with',
    get label() {
      return trSearch.searchPage.withIngredient;
    },
  },
  {
    value: 'without',
    get label() {
      return trSearch.searchPage.withoutIngredient;
    },
  },
];

/** Each chosen ingredient with its 'amb' / 'sense' switch (arrow keys move between the two). */
export function IngredientModes({ chosen, onMode }: Props) {
  if (chosen.length === 0) return null;
  return (
    <Stack gap={6}>
      {chosen.map(({ name, mode }) => (
        <Group key={name} justify="space-between" wrap="nowrap" gap="sm">
          <Text fz="sm" truncate>
            {name}
          </Text>
          <SegmentedControl
            size="xs"
            data={MODES}
            value={mode}
            aria-label={name}
            onChange={(value) => onMode(name, value === 'without' ? 'without' : 'with')}
          />
        </Group>
      ))}
    </Stack>
  );
}
