import { Button, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { INGREDIENTS_FIRST, INGREDIENTS_STEP, matchIngredients } from '../lib/visible-ingredients.ts';
import type { IngredientMode } from '../lib/ingredient-modes.ts';
import { IngredientModes } from './ingredient-modes.tsx';
import { OptionChips } from './option-chips.tsx';

type Props = {
  names: string[];
  loading: boolean;
  chosen: { name: string; mode: IngredientMode }[];
  onToggle: (name: string) => void;
  onMode: (name: string, mode: IngredientMode) => void;
};

/**
 * Ingredients: its own search box, 10 chips first, 5 more per click; typing starts again at 10. Each
 * chosen one is then 'amb' or 'sense' (docs/product.md#leaving-ingredients-out).
 */
export function IngredientSection({ names, loading, chosen, onToggle, onMode }: Props) {
  const [term, setTerm] = useState('');
  const [shown, setShown] = useState(INGREDIENTS_FIRST);
  const matches = useMemo(() => matchIngredients(names, term), [names, term]);
  const visible = matches.slice(0, shown).map((name) => ({ value: name, label: name }));
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        size="sm"
        value={term}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
          setShown(INGREDIENTS_FIRST);
        }}
        placeholder={trSearch.searchPage.ingredientSearch}
        aria-label={trSearch.searchPage.ingredientSearchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        autoComplete="off"
      />
      <IngredientModes chosen={chosen} onMode={onMode} />
      <OptionChips
        options={visible}
        selected={chosen.map((c) => c.name)}
        onToggle={onToggle}
        loading={loading}
      />
      {matches.length > shown ? (
        <Button variant="subtle" size="compact-sm" onClick={() => setShown((n) => n + INGREDIENTS_STEP)}>
          {trSearch.searchPage.moreIngredients}
        </Button>
      ) : null}
    </Stack>
  );
}
