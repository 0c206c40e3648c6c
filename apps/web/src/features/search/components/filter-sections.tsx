import { Accordion, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { byShownName, shownCatalogName } from '@receptari/shared/catalog/catalog-name';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import { trDiet } from '@receptari/shared/i18n/tr/diet';
import { ALLERGENS, DIETS, DIFFICULTIES } from '@receptari/shared/search/search.rules';
import type { FilterOptions } from '../hooks/use-filter-options.ts';
import { difficultyLabel, timeLabel } from '../lib/describe-filters.ts';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';
import { chosenIngredients, setIngredientMode, toggleIngredient } from '../lib/ingredient-modes.ts';
import { toggleValue } from '../lib/toggle-value.ts';
import { IngredientSection } from './ingredient-section.tsx';
import { OptionChips } from './option-chips.tsx';

type Props = { draft: SearchFilters; options: FilterOptions; onChange: (next: SearchFilters) => void };

const difficultyOption = (d: Difficulty) => ({
  value: d,
  label: (
    <>
      {difficultyLabel(d)}{' '}
      <Text span fz="xs" c="dimmed">
        ({trSearch.searchPage[`${d}Steps`]})
      </Text>
    </>
  ),
});

/** A section's heading, with how many of its values are selected. */
function Control({ title, count }: { title: string; count: number }) {
  return (
    <Accordion.Control>
      {title}
      {count ? ` (${count})` : ''}
    </Accordion.Control>
  );
}

function Section({
  value,
  title,
  count,
  children,
}: {
  value: string;
  title: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Accordion.Item value={value}>
      <Control title={title} count={count} />
      <Accordion.Panel>{children}</Accordion.Panel>
    </Accordion.Item>
  );
}

// Read at render: the labels follow the language (docs/decisions/0026).
const ALLERGEN_OPTIONS = () => ALLERGENS.map((a) => ({ value: a, label: trDiet.allergens[a] }));
// Read at render: the labels follow the language (docs/decisions/0026).
const DIET_OPTIONS = () => DIETS.map((d) => ({ value: d, label: trDiet.diets[d] }));

/**
 * The spec's five sections, and issue 32's allergens and diet (docs/product.md#allergens-and-diets);
 * one open at a time, and a click on the open one closes it.
 */
export function FilterSections({ draft, options, onChange }: Props) {
  const ids = (list: number[]) => list.map(String);
  const toggleId = (list: number[], value: string) => toggleValue(list, Number(value));
  const time = draft.max_time;
  return (
    <Accordion variant="separated" radius="md">
      <Section value="category" title={trSearch.searchPage.category} count={draft.category.length}>
        <OptionChips
          options={byShownName(options.categories.items).map((c) => ({
            value: String(c.id),
            label: shownCatalogName(c),
          }))}
          loading={options.categories.loading}
          selected={ids(draft.category)}
          onToggle={(v) => onChange({ ...draft, category: toggleId(draft.category, v) })}
        />
      </Section>
      <Section value="cuisine" title={trSearch.searchPage.cuisine} count={draft.cuisine.length}>
        <OptionChips
          options={byShownName(options.cuisines.items).map((c) => ({
            value: String(c.id),
            label: shownCatalogName(c),
          }))}
          loading={options.cuisines.loading}
          selected={ids(draft.cuisine)}
          onToggle={(v) => onChange({ ...draft, cuisine: toggleId(draft.cuisine, v) })}
        />
      </Section>
      <Section value="time" title={trSearch.searchPage.time} count={time === null ? 0 : 1}>
        {/* One value: "up to 30 min" already holds "up to 15"; choosing another replaces it. */}
        <OptionChips
          options={options.times.items.map((n) => ({ value: String(n), label: timeLabel(n) }))}
          loading={options.times.loading}
          selected={time === null ? [] : [String(time)]}
          onToggle={(v) => onChange({ ...draft, max_time: Number(v) === time ? null : Number(v) })}
        />
      </Section>
      <Section
        value="ingredients"
        title={trSearch.searchPage.ingredients}
        count={draft.ingredient.length + draft.without.length}
      >
        <IngredientSection
          names={options.ingredients.items}
          loading={options.ingredients.loading}
          chosen={chosenIngredients(draft)}
          onToggle={(name) => onChange(toggleIngredient(draft, name))}
          onMode={(name, mode) => onChange(setIngredientMode(draft, name, mode))}
        />
      </Section>
      <Section value="free_of" title={trSearch.searchPage.freeOf} count={draft.free_of.length}>
        <OptionChips
          options={ALLERGEN_OPTIONS()}
          selected={draft.free_of}
          onToggle={(v) => {
            const a = ALLERGENS.find((x) => x === v);
            if (a) onChange({ ...draft, free_of: toggleValue(draft.free_of, a) });
          }}
        />
      </Section>
      <Section value="diet" title={trSearch.searchPage.diet} count={draft.diet.length}>
        <OptionChips
          options={DIET_OPTIONS()}
          selected={draft.diet}
          onToggle={(v) => {
            const d = DIETS.find((x) => x === v);
            if (d) onChange({ ...draft, diet: toggleValue(draft.diet, d) });
          }}
        />
      </Section>
      <Section value="difficulty" title={trSearch.searchPage.difficulty} count={draft.difficulty.length}>
        <OptionChips
          options={DIFFICULTIES.map(difficultyOption)}
          selected={draft.difficulty}
          onToggle={(v) => {
            const d = DIFFICULTIES.find((x) => x === v);
            if (d) onChange({ ...draft, difficulty: toggleValue(draft.difficulty, d) });
          }}
        />
      </Section>
    </Accordion>
  );
}
