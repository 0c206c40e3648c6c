import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import { ingredientGroupKey } from '../../lib/search-words/ingredient-group-key.ts';

/** Every spelling in ingredient_names, by ingredient (ingredientGroupKey), the most used first. */
export type IngredientGroups = ReadonlyMap<string, readonly string[]>;

/** Groups ingredient_names' rows by ingredient; within one, by uses (then name, so the order is stable). */
export function groupIngredientNames(rows: readonly { name: string; uses: number }[]): IngredientGroups {
  const byKey = new Map<string, { name: string; uses: number }[]>();
  for (const row of rows) {
    const key = ingredientGroupKey(row.name);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const sorted = (group: { name: string; uses: number }[]) =>
    group.sort((a, b) => b.uses - a.uses || (a.name < b.name ? -1 : 1)).map((row) => row.name);
  return new Map([...byKey].map(([key, group]) => [key, sorted(group)]));
}

/**
 * The chosen ingredient names widened to every spelling of the same ingredient that some published
 * recipe uses ("alvocats" → alvocat, alvocats, aguacate...), as ingredient keys: the search's
 * `lower(btrim(name)) in (...)` then stays on recipe_ingredients_name_key_idx
 * (docs/product.md#words-as-people-write-them). For the ingredient filter and for `without`.
 */
export function ingredientSpellings(groups: IngredientGroups, names: readonly string[]): string[] {
  const keys = names.map(ingredientKey);
  const spellings = keys.flatMap((key) => groups.get(ingredientGroupKey(key)) ?? []);
  return [...new Set([...keys, ...spellings])];
}

/** The filter's options: one name per ingredient, its most used spelling, in code point order (as the SQL listed them). */
export function ingredientOptions(groups: IngredientGroups): string[] {
  return [...groups.values()].map((group) => group[0]!).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
