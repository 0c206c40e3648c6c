import { aliasKey, findWholeFood, knownSingular, tokeniseName } from '../../../ai/index.ts';

/**
 * A word's singular when the lexicon knows it ("cebes" → "ceba"), else a stem that a word's
 * singular and plural, masculine and feminine share ("escalivades", "escalivada" → "escalivad").
 * Never shown: it only decides which lines are one.
 */
function singularWord(word: string): string {
  const known = knownSingular(word);
  if (known) return known;
  let stem = word;
  if (stem.length > 4 && stem.endsWith('s') && !stem.endsWith('ss')) stem = stem.slice(0, -1);
  if (stem.length > 4 && /[ae]$/u.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

/**
 * The merge key of an ingredient's name (docs/product.md#shopping-list): lower-case, accent-free,
 * stop words out, singular. When one food of the nutrition lexicon has an alias made of every word
 * of the name, the key is that food's first alias, so "Cebes", "ceba" and "cebolla" are one line;
 * a name with a word more than any alias ("pebrot vermell escalivat") keeps its own words, so it is
 * never folded into another food.
 */
export function mergeKey(name: string): string {
  const food = findWholeFood(name);
  if (food) return aliasKey(food.aliases[0] ?? name);
  const words = tokeniseName(name).map(singularWord);
  return words.length > 0 ? words.join(' ') : name.trim().toLowerCase();
}
