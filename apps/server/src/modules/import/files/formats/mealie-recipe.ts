import { asList, isNode, type Node, plainText } from '../../schema-org/values.ts';
import { freeTextMinutes } from './free-text-minutes.ts';

const nameOf = (value: unknown) => (isNode(value) ? plainText(value.name) : '');

/**
 * One of Mealie's ingredients as a line: the text the cook wrote (original_text), else Mealie's own
 * rendering (display), else its parts (quantity, unit, food, note). A section title alone is no
 * ingredient.
 */
function ingredientLine(item: unknown): string {
  if (!isNode(item)) return plainText(item);
  const written = plainText(item.original_text) || plainText(item.display);
  if (written) return written;
  const quantity = typeof item.quantity === 'number' && item.quantity > 0 ? String(item.quantity) : '';
  return [quantity, nameOf(item.unit), nameOf(item.food), plainText(item.note)].filter(Boolean).join(' ');
}

/** Mealie's nutrition is schema.org's with either camelCase or snake_case names. */
function nutritionOf(value: unknown): Node | undefined {
  if (!isNode(value)) return undefined;
  return {
    calories: value.calories,
    proteinContent: value.proteinContent ?? value.protein_content,
    carbohydrateContent: value.carbohydrateContent ?? value.carbohydrate_content,
    fatContent: value.fatContent ?? value.fat_content,
  };
}

/**
 * A Mealie recipe (recipes/<slug>/<slug>.json of a Mealie export) in schema.org's words: times are
 * free text ("1 hour 30 minutes"), perform_time is the cooking, recipe_category and tags name the
 * dish (docs/product.md#from-another-app). Null when it is not a recipe at all.
 */
export function mealieNode(json: unknown): Node | null {
  if (!isNode(json) || typeof json.name !== 'string') return null;
  const servings = typeof json.recipe_servings === 'number' && json.recipe_servings > 0;
  return {
    '@type': 'Recipe',
    name: json.name,
    description: json.description,
    recipeIngredient: asList(json.recipe_ingredient).map(ingredientLine).filter(Boolean),
    recipeInstructions: asList(json.recipe_instructions).map((step) =>
      isNode(step) ? plainText(step.text) : plainText(step),
    ),
    recipeYield: servings ? json.recipe_servings : json.recipe_yield,
    prepTime: freeTextMinutes(json.prep_time) ?? undefined,
    cookTime: freeTextMinutes(json.perform_time ?? json.cook_time) ?? undefined,
    totalTime: freeTextMinutes(json.total_time) ?? undefined,
    recipeCategory: asList(json.recipe_category).map(nameOf),
    keywords: asList(json.tags).map(nameOf),
    nutrition: nutritionOf(json.nutrition),
  };
}

/** Mealie's own id of the recipe (a UUID), else its slug. */
export function mealieKey(json: unknown): string | null {
  if (!isNode(json)) return null;
  const id = plainText(json.id) || plainText(json.slug);
  return id ? `mealie:${id}` : null;
}
