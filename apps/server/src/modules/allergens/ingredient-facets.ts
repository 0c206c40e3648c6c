import type { Allergen } from '@receptari/shared/search/search.rules';
import { type Found, findEntries } from './find-entries.ts';
import type { AnimalKind } from './taxonomy-entry.ts';

/** What one ingredient line means for allergens and diets. */
export type IngredientFacets = {
  allergens: Set<Allergen>;
  animals: Set<AnimalKind>;
  /** A milk product made without lactose ('llet sense lactosa'). */
  lactoseFree: boolean;
};

/** Animal products an allergen implies: milk is dairy, fish and shellfish are seafood. */
const ANIMAL_OF: Partial<Record<Allergen, AnimalKind>> = {
  milk: 'dairy',
  eggs: 'egg',
  fish: 'seafood',
  crustaceans: 'seafood',
  molluscs: 'seafood',
};

/**
 * A generic word beside a base word is that base's drink, flour or butter ('llet de civada', 'peanut
 * butter', 'farina d'arròs'): it means only what the base means.
 */
function standsForItsBase(generic: Found, foods: Found[]): boolean {
  return foods.some((f) => f.entry.base && (f.start === generic.end || f.end === generic.start));
}

/**
 * An ingredient line's allergens and animal products (docs/product.md#allergens-and-diets): the
 * union of its foods', less what its modifiers rule out ('sense gluten', 'vegà').
 */
export function ingredientFacets(name: string): IngredientFacets {
  const found = findEntries(name);
  const foods = found.filter((f) => !f.entry.modifier);
  const modifiers = new Set(found.map((f) => f.entry.modifier).filter((m) => m !== undefined));
  const allergens = new Set<Allergen>();
  const animals = new Set<AnimalKind>();
  for (const food of foods) {
    if (food.entry.generic && standsForItsBase(food, foods)) continue;
    for (const a of food.entry.allergens) allergens.add(a);
    if (food.entry.animal) animals.add(food.entry.animal);
  }
  if (modifiers.has('gluten_free')) allergens.delete('gluten');
  if (modifiers.has('plant_based')) {
    allergens.delete('milk');
    allergens.delete('eggs');
    animals.clear();
  }
  for (const a of allergens) {
    const kind = ANIMAL_OF[a];
    if (kind && !modifiers.has('plant_based')) animals.add(kind);
  }
  return { allergens, animals, lactoseFree: modifiers.has('lactose_free') };
}

/** The EU allergens an ingredient name signals, in no particular order. */
export const allergensOfIngredient = (name: string): Allergen[] => [...ingredientFacets(name).allergens];
