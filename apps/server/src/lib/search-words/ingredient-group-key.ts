import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import { tokeniseName } from '../../ai/index.ts';
import { stemKey } from './stem-word.ts';
import { foodKey } from './word-synonyms.ts';

/** Names seen so far and their keys: the options and the filter key every name of the table. */
const known = new Map<string, string>();
const KNOWN_MAX = 100_000;

function computeKey(name: string): string {
  const food = foodKey(name);
  if (food !== null) return `=${food}`;
  const words = tokeniseName(name);
  return words.length > 0 ? words.map(stemKey).join(' ') : ingredientKey(name);
}

/**
 * One key for every spelling of an ingredient (docs/product.md#words-as-people-write-them): the
 * food of the nutrition lexicon it names, whole ("alvocats", "aguacate", "avocado" → "=alvocat"),
 * or else its words folded and stemmed, joining words dropped ("llavors de carbassa" and
 * "Llavor carbassa" share one). The `=` keeps the two kinds apart.
 */
export function ingredientGroupKey(name: string): string {
  let key = known.get(name);
  if (key === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    key = computeKey(name);
    known.set(name, key);
  }
  return key;
}
