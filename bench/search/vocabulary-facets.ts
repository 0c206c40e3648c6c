import { type RecipeFacets, recipeFacets } from '../../apps/server/src/modules/allergens/index.ts';
import { INGREDIENT_NAMES, MAIN_INGREDIENTS } from './search-vocabulary.ts';

/**
 * What the numbered ingredient names ('ingredient 41' ... 'ingredient 500') stand for when the
 * generator estimates a recipe's allergens and diets: common ingredients, about as often as real
 * recipes use them, so `free_of` and `diet` filter a realistic share of recipes (the 40 real
 * names alone hold no gluten, egg or soy at all). Their names stay numbered in recipe_ingredients:
 * the ingredient filter's pools and the 1,000,000-recipe figures are unchanged.
 */
export const STAND_INS = [
  'farina de blat',
  'pa ratllat',
  'pasta',
  'pa',
  'fideus',
  'cervesa',
  'llet',
  'mantega',
  'nata',
  'iogurt',
  'mató',
  'formatge ratllat',
  'ous',
  'maionesa',
  'rovell d’ou',
  'salsa de soja',
  'tofu',
  'sèsam',
  'mostassa',
  'api',
  'vi blanc',
  'cacauets',
  'tramussos',
  'llagostins',
  'anxoves',
  'salmó',
  'pernil',
  'botifarra',
  'cansalada',
  'mel',
  'oli d’oliva',
  'sal',
  'all',
  'julivert',
  'pebre negre',
  'sucre',
  'aigua',
  'arròs',
  'pastanaga',
  'porro',
  'enciam',
  'cogombre',
  'moniato',
  'bledes',
  'col',
  'coliflor',
  'mongeta tendra',
  'blat de moro',
  'plàtan',
  'préssec',
  'raïm',
  'olives',
  'alvocat',
  'comí',
  'canyella',
  'orenga',
  'farigola',
  'romaní',
  'llorer',
  'gingebre',
];

/** The name whose allergens and diets ingredient k (1-based, as the generator numbers them) has. */
export const facetNameOf = (k: number): string =>
  MAIN_INGREDIENTS[k - 1] ?? STAND_INS[(k - MAIN_INGREDIENTS.length - 1) % STAND_INS.length]!;

/**
 * Each generated ingredient's facets, k = 1 ... INGREDIENT_NAMES: what the allergens module
 * estimates for a one-ingredient recipe of the name it stands for
 * (docs/product.md#allergens-and-diets). A recipe has the union of its ingredients' allergens and
 * the diets every one of them suits (recipeFacets' own rule, which the generator applies in SQL).
 */
export const vocabularyFacets = (): (RecipeFacets & { k: number })[] =>
  Array.from({ length: INGREDIENT_NAMES }, (_, i) => ({ k: i + 1, ...recipeFacets([facetNameOf(i + 1)]) }));
