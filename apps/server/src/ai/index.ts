/*
 * What the modules use of the AI layer besides the provider itself (ai-provider.ts): the builtin
 * nutrition lexicon's food lookup, which names ingredients the same way for every feature (the
 * shopping list merges and shelves its lines with it, docs/product.md#shopping-list), and the
 * servings a text names (a photographed card, docs/product.md#from-a-photo).
 */
export type { LexiconEntry } from './builtin/nutrition/define-food.ts';
export { LEXICON } from './builtin/nutrition/lexicon.ts';
export { aliasKey, findFood, findWholeFood, knownSingular } from './builtin/nutrition/find-food.ts';
export { singularCandidates, tokeniseName } from './builtin/nutrition/normalise-name.ts';
export { parseLine } from './builtin/nutrition/parse-line.ts';
export { type FormIngredient, toFormIngredient } from './builtin/generate/to-form-ingredient.ts';
export { findServings } from './builtin/generate/find-servings.ts';
export { plain } from './builtin/generate/count-words.ts';
