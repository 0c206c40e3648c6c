import { unitLabel } from '@receptari/shared/quantities/unit-label';

/** An ingredient as cook mode gets it: already at the chosen servings and units. */
export interface CookIngredient {
  name: string;
  quantity: string;
  unit: string;
}

/**
 * '200 g farina', '2 ous', 'sal': the parts the ingredient has, in the order a cook says them, the
 * unit in the reader's language.
 */
export function ingredientLine(ingredient: CookIngredient): string {
  return [ingredient.quantity, unitLabel(ingredient.unit, ingredient.quantity), ingredient.name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
