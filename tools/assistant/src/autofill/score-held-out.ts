import type { GeneratedRecipe } from '@receptari/shared/ai/generate.schemas';
import { checkCookText, autofill, type CookText } from './check-cook-text.ts';

/** A recipe no text can match: what a text whose autofill failed is checked against. */
const NOTHING: GeneratedRecipe = {
  title: '',
  description: '',
  ingredients: [],
  steps: [],
  nutrition: { calories: 0, protein: 0, fats: 0, carbs: 0 },
  prep_time: -1,
  cook_time: -1,
  servings: 0,
};

/**
 * A text's checked fields; when the autofill fails on it (the user gets the AI failure message and
 * an empty form), every field the text asserts is wrong.
 */
function checkedOrRefused(text: CookText): [string, string | true][] {
  try {
    return Object.entries(checkCookText(text, autofill(text.text)));
  } catch (err) {
    const failed = `failed: ${err instanceof Error ? err.message : String(err)}`;
    return Object.keys(checkCookText(text, NOTHING)).map((field) => [field, failed]);
  }
}

/**
 * The autofill on one held-out set of cooks' texts (issue 34), measured once at the end: fields right,
 * texts with every field right, and what each text got wrong, printed. Nothing is tuned on it.
 */
export function scoreHeldOut(label: string, texts: readonly CookText[]): void {
  let fields = 0;
  let right = 0;
  let whole = 0;
  for (const [i, text] of texts.entries()) {
    const result = checkedOrRefused(text);
    const wrong = result.filter(([, ok]) => ok !== true);
    fields += result.length;
    right += result.length - wrong.length;
    if (wrong.length === 0) whole++;
    else {
      console.info(`#${i + 1} ${text.text.slice(0, 70).replace(/\n/gu, ' ')}…`);
      for (const [field, got] of wrong) console.info(`    ${field}: got ${String(got).slice(0, 200)}`);
    }
  }
  const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)} %`;
  console.info(
    `${label}: fields ${right}/${fields} (${pct(right, fields)}), texts entirely right ${whole}/${texts.length} (${pct(whole, texts.length)})`,
  );
}
