/** An ingredient as cook mode gets it: already at the chosen servings and units. */
export interface CookIngredient {
  name: string;
  quantity: string;
  unit: string;
}

/** '200 g farina', '2 ous', 'sal': the parts the ingredient has, in the order a cook says them. */
export function ingredientLine(ingredient: CookIngredient): string {
  return [ingredient.quantity, ingredient.unit, ingredient.name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
