import type { NutritionEstimate, NutritionRequest } from '@receptari/shared/ai/ai.schemas';
import { convertToGrams } from './convert-to-grams.ts';
import { ndbForForm } from './choose-cooked-form.ts';
import { findFood } from './find-food.ts';
import { loadNutrients } from './load-nutrients.ts';
import { parseLine } from './parse-line.ts';

interface Totals {
  kcal: number;
  protein: number;
  carbs: number;
  fats: number;
}

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/**
 * The offline, deterministic estimate per serving. Each line is parsed, matched to a curated USDA SR28
 * food (in the form the line names: raw, or cooked as in "300 g d'arròs bullit") and converted to
 * grams; a line that cannot be matched or weighed, or whose cooked form the table lacks, is listed
 * in `unmatched` and adds nothing, while a known food with no amount ("sal") counts as 0 g.
 */
export function estimateNutrition(input: NutritionRequest): NutritionEstimate {
  const table = loadNutrients();
  const totals: Totals = { kcal: 0, protein: 0, carbs: 0, fats: 0 };
  const unmatched: string[] = [];
  for (const line of input.ingredients) {
    const parsed = parseLine(line);
    if (parsed.header) continue;
    const entry = findFood(parsed.name);
    // "arròs bullit" counts as cooked rice; a fried or unknown cooked form is reported, not guessed.
    const ndb = entry ? ndbForForm(parsed.name, entry) : null;
    const per100 = ndb ? table.get(ndb) : undefined;
    if (!entry || !per100 || parsed.unreadable) {
      unmatched.push(line.name);
      continue;
    }
    if (parsed.amount === null) continue;
    const grams = convertToGrams(parsed.amount, parsed.unit, entry);
    if (grams === null) {
      unmatched.push(line.name);
      continue;
    }
    totals.kcal += (per100.kcal * grams) / 100;
    totals.protein += (per100.protein * grams) / 100;
    totals.carbs += (per100.carbs * grams) / 100;
    totals.fats += (per100.fats * grams) / 100;
  }
  const servings = Math.max(1, input.servings);
  return {
    calories: Math.round(totals.kcal / servings),
    protein: oneDecimal(totals.protein / servings),
    carbs: oneDecimal(totals.carbs / servings),
    fats: oneDecimal(totals.fats / servings),
    unmatched,
  };
}
