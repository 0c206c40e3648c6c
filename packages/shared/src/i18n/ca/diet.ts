import type { Allergen, Diet } from '../../search/search.rules.ts';

/**
 * Allergens and diets in Catalan: the recipe page's badges and the search drawer's filters
 * (docs/product.md#allergens-and-diets).
 */
export const caDiet = {
  allergens: {
    gluten: 'gluten',
    crustaceans: 'crustacis',
    eggs: 'ous',
    fish: 'peix',
    peanuts: 'cacauets',
    soy: 'soja',
    milk: 'llet',
    nuts: 'fruits de closca',
    celery: 'api',
    mustard: 'mostassa',
    sesame: 'sèsam',
    sulphites: 'sulfits',
    lupin: 'tramussos',
    molluscs: 'mol·luscs',
  } satisfies Record<Allergen, string>,
  diets: {
    vegetarian: 'vegetarià',
    vegan: 'vegà',
    gluten_free: 'sense gluten',
    lactose_free: 'sense lactosa',
  } satisfies Record<Diet, string>,
  /** Under the badges: they are read from the ingredient names, not declared by the author. */
  estimated: 'Estimat a partir dels ingredients',
  allergensTitle: 'Al·lèrgens',
  dietsTitle: 'Dietes',
  noAllergens: 'Cap al·lèrgen detectat',
};
