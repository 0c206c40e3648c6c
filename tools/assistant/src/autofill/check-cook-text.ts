import type { GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { parseQuantity } from '@receptari/shared/quantities/parse-quantity';
import { generateRecipe } from '../server-ai.ts';

/** A cook's text written for the autofill tests, with what the cook meant (only the fields checked). */
export interface CookText {
  readonly text: string;
  readonly servings?: number;
  readonly prep?: number;
  readonly cook?: number;
  readonly title?: string;
  /** The number of steps, or the exact steps in order. */
  readonly steps?: number | readonly string[];
  /** Steps that must be there as written (the oven step of a salmon...). */
  readonly stepIncludes?: readonly string[];
  /** Ingredient rows "quantity unit name" that must be there. */
  readonly rows?: readonly string[];
  /** Ingredient names that must be listed (with or without an amount). */
  readonly names?: readonly string[];
}

export const rowsOf = (recipe: GeneratedRecipe) =>
  recipe.ingredients.map((i) => [i.quantity, i.unit, i.name].join(' ').trim());

/**
 * Whether the autofill gave the expected row "quantity unit name": the same unit and name, and the
 * same amount however it is written ('1/2' and '0.5', '1 1/2' and '1.5'). The form keeps a cook's
 * fraction as written, while set 5's writer wrote every amount as a decimal, as their brief said.
 */
function hasRow(recipe: GeneratedRecipe, row: string) {
  if (rowsOf(recipe).includes(row)) return true;
  const [quantity = '', unit, ...name] = row.split(' ');
  const amount = parseQuantity(quantity);
  return recipe.ingredients.some((i) => {
    if (i.unit !== unit || i.name !== name.join(' ')) return false;
    const given = parseQuantity(i.quantity);
    return amount !== null && given !== null && Math.abs(amount - given) < 0.01;
  });
}

/** Each checked field of a text: right or wrong, with what the autofill gave, for tests and docs. */
export function checkCookText(expected: CookText, recipe: GeneratedRecipe): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  const same = (field: string, want: unknown, got: unknown) => {
    out[field] = JSON.stringify(want) === JSON.stringify(got) ? true : `${JSON.stringify(got)}`;
  };
  if (expected.servings !== undefined) same('servings', expected.servings, recipe.servings);
  if (expected.prep !== undefined) same('prep', expected.prep, recipe.prep_time);
  if (expected.cook !== undefined) same('cook', expected.cook, recipe.cook_time);
  if (expected.title !== undefined) same('title', expected.title, recipe.title);
  if (typeof expected.steps === 'number') same('steps', expected.steps, recipe.steps.length);
  else if (expected.steps) same('steps', expected.steps, recipe.steps);
  // The form closes every step with a stop; a writer who left it out of a step meant the same step.
  const unstopped = (step: string) => step.replace(/\.$/u, '');
  for (const step of expected.stepIncludes ?? []) {
    const found = recipe.steps.some((s) => unstopped(s) === unstopped(step));
    out[`step ${step}`] = found ? true : JSON.stringify(recipe.steps);
  }
  const rows = rowsOf(recipe);
  for (const row of expected.rows ?? [])
    out[`row ${row}`] = hasRow(recipe, row) ? true : JSON.stringify(rows);
  const names = recipe.ingredients.map((i) => i.name.toLowerCase());
  for (const name of expected.names ?? []) {
    out[`name ${name}`] = names.includes(name) ? true : JSON.stringify(names);
  }
  return out;
}

/** The autofill of a cook's text, as the form asks for it (a category and a cuisine chosen). */
export const autofill = (explanation: string) =>
  generateRecipe({ explanation, category: 'Primer plat', cuisine: 'Espanya' });

/** Every checked field of the texts, right (true) or wrong (what the autofill gave). */
export const checkedFields = (texts: readonly CookText[]) =>
  texts.flatMap((t) => Object.entries(checkCookText(t, autofill(t.text))));
