import type { caDiet } from '../ca/diet.ts';
import type { Translation } from '../translation.ts';

/** English of ca/diet.ts (docs/product.md "Languages"). */
export const enDiet: Translation<typeof caDiet> = {
  allergens: {
    gluten: 'gluten',
    crustaceans: 'crustaceans',
    eggs: 'eggs',
    fish: 'fish',
    peanuts: 'peanuts',
    soy: 'soy',
    milk: 'milk',
    nuts: 'tree nuts',
    celery: 'celery',
    mustard: 'mustard',
    sesame: 'sesame',
    sulphites: 'sulphites',
    lupin: 'lupin',
    molluscs: 'molluscs',
  },
  diets: {
    vegetarian: 'vegetarian',
    vegan: 'vegan',
    gluten_free: 'gluten-free',
    lactose_free: 'lactose-free',
  },
  estimated: 'Estimated from the ingredients',
  allergensTitle: 'Allergens',
  dietsTitle: 'Diets',
  noAllergens: 'No allergens detected',
};
