import { FOOD_FEATURE, findFoodWords } from './food-words.ts';
import { KITCHEN_FEATURE, findKitchenWords } from './kitchen-words.ts';
import { findOffTopicFamilies } from './off-topic-words.ts';
import { foldAccents, isStopword, splitWords, stemQuestion } from './tokenise-question.ts';
import type { SparseVector } from './logistic-model.ts';

/** How much each kind of feature weighs once its group is scaled to length 1 (tuned by cross-validation). */
export interface FeatureWeights {
  stems: number;
  chars: number;
  pairs: number;
  small: number;
  lexicon: number;
  /** The sentence's shape: asked or stated, and how many content words. */
  shape: number;
}

export const FEATURE_WEIGHTS: FeatureWeights = {
  stems: 1,
  chars: 0.5,
  pairs: 0.5,
  small: 0.5,
  lexicon: 1,
  shape: 0.5,
};

const NO_KITCHEN_WORD = '__nokitchen__';

/**
 * A stated sentence with a verb reads differently from a dish named alone or a question: "Això és
 * pa sucat amb oli" is a saying, "Pa amb tomàquet" a dish, "Com es fa el pa amb tomàquet?" a question.
 */
function shapeOf(text: string, content: readonly string[]): string[] {
  const asked = /[?¿]/u.test(text) ? '__asked__' : '__stated__';
  const size = content.length <= 2 ? 'short' : content.length <= 5 ? 'medium' : 'long';
  return [asked, `__${size}__`, `${asked}${size}`];
}

/** Character 3- to 5-grams of a word with its edges marked: "xurros" and "xurreria" share "<xur". */
function charGrams(word: string): string[] {
  const padded = `<${word}>`;
  const grams: string[] = [];
  for (let n = 3; n <= 5; n += 1) {
    for (let i = 0; i + n <= padded.length; i += 1) grams.push(padded.slice(i, i + n));
  }
  return grams;
}

/** Each group counted, then scaled to length `weight`: a long question outweighs no short one. */
function addGroup(vector: Map<string, number>, prefix: string, names: readonly string[], weight: number) {
  if (names.length === 0 || weight === 0) return;
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const norm = Math.sqrt([...counts.values()].reduce((sum, c) => sum + c * c, 0));
  for (const [name, count] of counts) vector.set(`${prefix}${name}`, (weight * count) / norm);
}

/**
 * The features of a question for the topic model: stems in the three languages, character n-grams
 * of its words (a rare dish or an unseen company name still shares pieces with the corpus), pairs of
 * neighbouring content words ("recepta èxit", "share price"), the small words ("who", "qui",
 * "quién" seldom open a cooking question), and the lexicon features: foods named, kitchen words,
 * the off-topic families, and "no food nor kitchen word".
 */
export function topicFeatures(text: string, weights: FeatureWeights = FEATURE_WEIGHTS): SparseVector {
  const words = splitWords(foldAccents(text));
  const content = words.filter((w) => !isStopword(w));
  const vector = new Map<string, number>();
  addGroup(vector, 's:', stemQuestion(text), weights.stems);
  addGroup(vector, 'c:', content.flatMap(charGrams), weights.chars);
  addGroup(
    vector,
    'p:',
    content.slice(1).map((w, i) => `${content[i]}_${w}`),
    weights.pairs,
  );
  addGroup(vector, 't:', words.filter(isStopword), weights.small);
  addGroup(vector, 'h:', shapeOf(text, content), weights.shape);
  const foods = findFoodWords(text).map(() => FOOD_FEATURE);
  const kitchen = findKitchenWords(text).map(() => KITCHEN_FEATURE);
  const lexicon = [...foods, ...kitchen, ...findOffTopicFamilies(text)];
  if (foods.length + kitchen.length === 0) lexicon.push(NO_KITCHEN_WORD);
  // The lexicon features are not scaled by the group's length: two medicine words say more than one.
  for (const name of lexicon) vector.set(name, (vector.get(name) ?? 0) + weights.lexicon / Math.sqrt(2));
  return vector;
}
