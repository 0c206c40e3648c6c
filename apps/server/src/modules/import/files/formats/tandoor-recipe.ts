import { asList, isNode, type Node, plainText } from '../../schema-org/values.ts';

const minutesOrNothing = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
const nameOf = (value: unknown) => (isNode(value) ? plainText(value.name) : '');

/** A Tandoor ingredient as a line: amount, unit, food and note; a header is none. */
function ingredientLine(item: unknown): string {
  if (!isNode(item) || item.is_header === true) return '';
  const original = plainText(item.original_text);
  if (original) return original;
  const amount = Number(item.amount);
  const quantity = item.no_amount === true || !(amount > 0) ? '' : String(amount);
  return [quantity, nameOf(item.unit), nameOf(item.food), plainText(item.note)].filter(Boolean).join(' ');
}

/** Tandoor's nutrition names (carbohydrates, fats, proteins, calories) as schema.org's. */
function nutritionOf(value: unknown): Node | undefined {
  if (!isNode(value)) return undefined;
  return {
    calories: value.calories,
    proteinContent: value.proteins,
    carbohydrateContent: value.carbohydrates,
    fatContent: value.fats,
  };
}

/**
 * A Tandoor recipe (recipe.json of each recipe's zip in a Tandoor export) in schema.org's words:
 * the ingredients live in the steps, working_time is the preparation and waiting_time the cooking
 * (minutes), keywords name the dish (docs/product.md#from-another-app).
 */
export function tandoorNode(json: unknown): Node | null {
  if (!isNode(json) || typeof json.name !== 'string') return null;
  const steps = asList(json.steps).filter(isNode);
  return {
    '@type': 'Recipe',
    name: json.name,
    description: json.description,
    recipeIngredient: steps.flatMap((s) => asList(s.ingredients).map(ingredientLine)).filter(Boolean),
    recipeInstructions: steps.map((s) => plainText(s.instruction)).filter(Boolean),
    recipeYield: json.servings,
    // Tandoor writes 0 for a time nobody filled in.
    prepTime: minutesOrNothing(json.working_time),
    cookTime: minutesOrNothing(json.waiting_time),
    keywords: asList(json.keywords).map(nameOf),
    nutrition: nutritionOf(json.nutrition),
  };
}

/** Tandoor's export carries no id of its own in most versions; when it does, it identifies the recipe. */
export function tandoorKey(json: unknown): string | null {
  if (!isNode(json)) return null;
  const id = plainText(json.id);
  return id ? `tandoor:${id}` : null;
}
