import type { SearchFilters } from '@/api/recipes/search-recipes.ts';

/** A chosen ingredient is wanted ('amb', `ingredient`) or left out ('sense', `without`). */
export type IngredientMode = 'with' | 'without';

/** Every chosen ingredient, wanted first, with its mode. */
export const chosenIngredients = (f: SearchFilters): { name: string; mode: IngredientMode }[] => [
  ...f.ingredient.map((name) => ({ name, mode: 'with' as const })),
  ...f.without.map((name) => ({ name, mode: 'without' as const })),
];

const drop = (f: SearchFilters, name: string): SearchFilters => ({
  ...f,
  ingredient: f.ingredient.filter((v) => v !== name),
  without: f.without.filter((v) => v !== name),
});

/** A chip clicked: a chosen ingredient is dropped (whichever its mode), another is wanted. */
export function toggleIngredient(f: SearchFilters, name: string): SearchFilters {
  const chosen = f.ingredient.includes(name) || f.without.includes(name);
  return chosen ? drop(f, name) : { ...f, ingredient: [...f.ingredient, name] };
}

/**
 * 'amb' or 'sense' for a chosen ingredient: it moves from one list to the other, so a name is never
 * both (the server refuses that, docs/product.md#leaving-ingredients-out).
 */
export function setIngredientMode(f: SearchFilters, name: string, mode: IngredientMode): SearchFilters {
  const rest = drop(f, name);
  return mode === 'with'
    ? { ...rest, ingredient: [...rest.ingredient, name] }
    : { ...rest, without: [...rest.without, name] };
}
