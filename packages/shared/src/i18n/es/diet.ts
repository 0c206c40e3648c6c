import type { caDiet } from '../ca/diet.ts';
import type { Translation } from '../translation.ts';

/** Spanish of ca/diet.ts (docs/product.md "Languages"). */
export const esDiet: Translation<typeof caDiet> = {
  allergens: {
    gluten: 'gluten',
    crustaceans: 'crustáceos',
    eggs: 'huevos',
    fish: 'pescado',
    peanuts: 'cacahuetes',
    soy: 'soja',
    milk: 'leche',
    nuts: 'frutos de cáscara',
    celery: 'apio',
    mustard: 'mostaza',
    sesame: 'sésamo',
    sulphites: 'sulfitos',
    lupin: 'altramuces',
    molluscs: 'moluscos',
  },
  diets: {
    vegetarian: 'vegetariana',
    vegan: 'vegana',
    gluten_free: 'sin gluten',
    lactose_free: 'sin lactosa',
  },
  estimated: 'Estimado a partir de los ingredientes',
  allergensTitle: 'Alérgenos',
  dietsTitle: 'Dietas',
  noAllergens: 'Ningún alérgeno detectado',
};
