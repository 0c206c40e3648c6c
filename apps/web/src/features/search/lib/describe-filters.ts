import { caSearch } from '@receptari/shared/i18n/ca-search';
import { fill } from '@receptari/shared/i18n/fill';
import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import type { SearchFilters } from '@/api/recipes/search-recipes.ts';

type Names = { categories: { id: number; name: string }[]; cuisines: { id: number; country: string }[] };

/** A selected filter as a chip: its words, and the selection without it. */
export type SelectedChip = { key: string; label: string; without: SearchFilters };

export const timeLabel = (minutes: number) => fill(caSearch.searchPage.upTo, { n: minutes });
export const difficultyLabel = (d: Difficulty) => caSearch.searchPage[d];

/** Every selected value, in the drawer's section order; an id not (yet) known shows as '#id'. */
export function describeFilters(f: SearchFilters, names: Names): SelectedChip[] {
  const category = (id: number) => names.categories.find((c) => c.id === id)?.name ?? `#${id}`;
  const cuisine = (id: number) => names.cuisines.find((c) => c.id === id)?.country ?? `#${id}`;
  return [
    ...f.category.map((id) => ({
      key: `category-${id}`,
      label: category(id),
      without: { ...f, category: f.category.filter((v) => v !== id) },
    })),
    ...f.cuisine.map((id) => ({
      key: `cuisine-${id}`,
      label: cuisine(id),
      without: { ...f, cuisine: f.cuisine.filter((v) => v !== id) },
    })),
    ...(f.max_time === null
      ? []
      : [{ key: 'time', label: timeLabel(f.max_time), without: { ...f, max_time: null } }]),
    ...f.ingredient.map((name) => ({
      key: `ingredient-${name}`,
      label: name,
      without: { ...f, ingredient: f.ingredient.filter((v) => v !== name) },
    })),
    ...f.difficulty.map((d) => ({
      key: `difficulty-${d}`,
      label: difficultyLabel(d),
      without: { ...f, difficulty: f.difficulty.filter((v) => v !== d) },
    })),
  ];
}
