import { shownCatalogName } from '@receptari/shared/catalog/catalog-name';
import type { Category, Cuisine } from '@receptari/shared/catalog/catalog.schemas';
import { trDiet } from '@receptari/shared/i18n/tr/diet';
import { trSearch } from '@receptari/shared/i18n/tr/search';
import { fill } from '@receptari/shared/i18n/fill';
import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';

type Names = { categories: Category[]; cuisines: Cuisine[] };

/** A selected filter as a chip: its words, and the selection without it. */
export type SelectedChip = { key: string; label: string; without: SearchFilters };

export const timeLabel = (minutes: number) => fill(trSearch.searchPage.upTo, { n: minutes });
export const difficultyLabel = (d: Difficulty) => trSearch.searchPage[d];

/** One chip per value of a list filter, each removing only its own value. */
function listChips<K extends keyof SearchFilters, V>(
  f: SearchFilters,
  key: K,
  values: readonly V[],
  label: (value: V) => string,
): SelectedChip[] {
  return values.map((value) => ({
    key: `${key}-${String(value)}`,
    label: label(value),
    without: { ...f, [key]: values.filter((v) => v !== value) },
  }));
}

/**
 * Every selected value, in the drawer's section order (docs/product.md#sorting-and-counting); an id
 * not (yet) known shows as '#id'. Left-out ingredients and allergens read 'sense X'.
 */
export function describeFilters(f: SearchFilters, names: Names): SelectedChip[] {
  const named = (entry: Category | Cuisine | undefined, id: number) =>
    entry ? shownCatalogName(entry) : `#${id}`;
  const category = (id: number) =>
    named(
      names.categories.find((c) => c.id === id),
      id,
    );
  const cuisine = (id: number) =>
    named(
      names.cuisines.find((c) => c.id === id),
      id,
    );
  const page = trSearch.searchPage;
  return [
    ...listChips(f, 'category', f.category, category),
    ...listChips(f, 'cuisine', f.cuisine, cuisine),
    ...(f.max_time === null
      ? []
      : [{ key: 'time', label: timeLabel(f.max_time), without: { ...f, max_time: null } }]),
    ...listChips(f, 'ingredient', f.ingredient, (name) => name),
    ...listChips(f, 'without', f.without, (name) => fill(page.withoutChip, { name })),
    ...listChips(f, 'free_of', f.free_of, (a) => fill(page.freeOfChip, { name: trDiet.allergens[a] })),
    ...listChips(f, 'diet', f.diet, (d) => trDiet.diets[d]),
    ...listChips(f, 'difficulty', f.difficulty, difficultyLabel),
  ];
}
