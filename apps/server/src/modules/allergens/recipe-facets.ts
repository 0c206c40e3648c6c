import { ALLERGENS, type Allergen, type Diet, DIETS } from '@receptari/shared/search/search.rules';
import { ingredientFacets } from './ingredient-facets.ts';
import type { AnimalKind } from './taxonomy-entry.ts';

/** What a recipe is stored with and answers (recipes.allergens, recipes.diets). */
export type RecipeFacets = { allergens: Allergen[]; diets: Diet[] };

/** Animal products no vegetarian recipe has; a vegan one has none at all. */
const NOT_VEGETARIAN: ReadonlySet<AnimalKind> = new Set(['meat', 'seafood', 'gelatin']);

/**
 * A recipe's allergens and diets from its ingredient names (docs/product.md#allergens-and-diets), in
 * the order of ALLERGENS and DIETS, so the same recipe is always stored the same way.
 */
export function recipeFacets(ingredientNames: readonly string[]): RecipeFacets {
  const lines = ingredientNames.map(ingredientFacets);
  const allergens = new Set(lines.flatMap((l) => [...l.allergens]));
  const animals = new Set(lines.flatMap((l) => [...l.animals]));
  const suits: Record<Diet, boolean> = {
    vegetarian: ![...animals].some((a) => NOT_VEGETARIAN.has(a)),
    vegan: animals.size === 0,
    gluten_free: !allergens.has('gluten'),
    lactose_free: lines.every((l) => !l.allergens.has('milk') || l.lactoseFree),
  };
  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    diets: DIETS.filter((d) => suits[d]),
  };
}
