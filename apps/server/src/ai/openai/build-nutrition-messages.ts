import type { NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import type { ChatMessage } from './chat-completions.types.ts';

const SYSTEM_PROMPT = [
  'You are a nutritionist. Estimate the nutrition of ONE serving of a recipe from its ingredient lines',
  '(written in Catalan, Spanish or English, as "quantity unit name"; a missing unit means pieces).',
  'Divide the whole recipe by the number of servings.',
  'Answer only with a JSON object with exactly these numeric keys:',
  '{"calories": kcal, "protein": grams, "carbs": grams, "fats": grams}.',
].join(' ');

/** One line per ingredient, the way the form shows it: "200 g farina", "2 ous". */
export const ingredientLine = (i: NutritionRequest['ingredients'][number]) =>
  [i.quantity, i.unit, i.name].filter((part) => part.trim() !== '').join(' ');

/** docs/product.md#nutrition-estimate: the ingredient lines and the servings. */
export function buildNutritionMessages(input: NutritionRequest): ChatMessage[] {
  const lines = input.ingredients.map((i) => `- ${ingredientLine(i)}`).join('\n');
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: `Servings: ${input.servings}\nIngredients:\n${lines}` },
  ];
}
