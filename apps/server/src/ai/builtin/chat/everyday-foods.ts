import { findFood } from '../nutrition/find-food.ts';

/**
 * Foods nearly every kitchen and many recipes hold, by the lexicon's Catalan name: a recipe holding
 * only such foods answers no "what can I cook" that names others ("llenties vermelles, llet de coco i
 * ceba" is no truita de patates; "sardinas, sal y limón" no hummus: set 16 rows 80, 85; eggs too:
 * "ous, patates i ceba" is no crêpe).
 * Salt, oil, water and pepper are the search's staples too (@receptari/shared/search/staples).
 */
const EVERYDAY_FOODS: ReadonlySet<string> = new Set([
  'ceba',
  'ceba tendra',
  'ou',
  'all',
  'llimona',
  'llima',
  'llet',
  'mantega',
  'sucre',
  'farina',
  'sal',
  'oli d’oliva',
  'vinagre',
  'julivert',
  'pebre',
  'aigua',
]);

/** Is this food, as the asker wrote it ("onion", "limón", "mantequilla"), one of the everyday ones? */
export const isEverydayFood = (name: string): boolean =>
  EVERYDAY_FOODS.has(findFood(name)?.aliases[0]?.toLowerCase() ?? '');
