import type { Allergen, Diet } from '@receptari/shared/search/search.rules';
import { ALLERGENS, DIETS } from '@receptari/shared/search/search.rules';
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

type Kind = 'meat' | 'seafood' | 'dairy' | 'egg' | 'honey';
/**
 * BENCH-ONLY STAND-IN for the allergens module's taxonomy (issue 32), until that module is merged:
 * each vocabulary name's allergens and animal kind, as a cook would tell them. Names left out have
 * neither. Replaced by the module's own estimate once merged.
 */
const PROVISIONAL: Record<string, { allergens?: Allergen[]; kind?: Kind }> = {
  pollastre: { kind: 'meat' },
  vedella: { kind: 'meat' },
  porc: { kind: 'meat' },
  xai: { kind: 'meat' },
  conill: { kind: 'meat' },
  pernil: { kind: 'meat' },
  botifarra: { kind: 'meat' },
  cansalada: { kind: 'meat' },
  bacallà: { allergens: ['fish'], kind: 'seafood' },
  lluç: { allergens: ['fish'], kind: 'seafood' },
  tonyina: { allergens: ['fish'], kind: 'seafood' },
  anxoves: { allergens: ['fish'], kind: 'seafood' },
  salmó: { allergens: ['fish'], kind: 'seafood' },
  sípia: { allergens: ['molluscs'], kind: 'seafood' },
  calamars: { allergens: ['molluscs'], kind: 'seafood' },
  musclos: { allergens: ['molluscs'], kind: 'seafood' },
  cloïsses: { allergens: ['molluscs'], kind: 'seafood' },
  gambes: { allergens: ['crustaceans'], kind: 'seafood' },
  llagostins: { allergens: ['crustaceans'], kind: 'seafood' },
  formatge: { allergens: ['milk'], kind: 'dairy' },
  'formatge ratllat': { allergens: ['milk'], kind: 'dairy' },
  xocolata: { allergens: ['milk'], kind: 'dairy' },
  llet: { allergens: ['milk'], kind: 'dairy' },
  mantega: { allergens: ['milk'], kind: 'dairy' },
  nata: { allergens: ['milk'], kind: 'dairy' },
  iogurt: { allergens: ['milk'], kind: 'dairy' },
  mató: { allergens: ['milk'], kind: 'dairy' },
  ous: { allergens: ['eggs'], kind: 'egg' },
  maionesa: { allergens: ['eggs'], kind: 'egg' },
  'rovell d’ou': { allergens: ['eggs'], kind: 'egg' },
  mel: { kind: 'honey' },
  ametlles: { allergens: ['nuts'] },
  avellanes: { allergens: ['nuts'] },
  nous: { allergens: ['nuts'] },
  'farina de blat': { allergens: ['gluten'] },
  'pa ratllat': { allergens: ['gluten'] },
  pasta: { allergens: ['gluten'] },
  pa: { allergens: ['gluten'] },
  fideus: { allergens: ['gluten'] },
  cervesa: { allergens: ['gluten'] },
  'salsa de soja': { allergens: ['soy', 'gluten'] },
  tofu: { allergens: ['soy'] },
  sèsam: { allergens: ['sesame'] },
  mostassa: { allergens: ['mustard'] },
  api: { allergens: ['celery'] },
  'vi blanc': { allergens: ['sulphites'] },
  cacauets: { allergens: ['peanuts'] },
  tramussos: { allergens: ['lupin'] },
};

/** Allergens and diets of a one-ingredient recipe made of `name`. */
export type Facets = { allergens: Allergen[]; diets: Diet[] };

function provisionalFacets(name: string): Facets {
  const { allergens = [], kind } = PROVISIONAL[name] ?? {};
  const suits: Record<Diet, boolean> = {
    vegetarian: kind !== 'meat' && kind !== 'seafood',
    vegan: kind === undefined,
    gluten_free: !allergens.includes('gluten'),
    lactose_free: !allergens.includes('milk'),
  };
  return { allergens: ALLERGENS.filter((a) => allergens.includes(a)), diets: DIETS.filter((d) => suits[d]) };
}

/**
 * Each generated ingredient's facets, k = 1 ... INGREDIENT_NAMES. A recipe has the union of its
 * ingredients' allergens and the diets every one of them suits (the generator combines them in SQL).
 */
export const vocabularyFacets = (): (Facets & { k: number })[] =>
  Array.from({ length: INGREDIENT_NAMES }, (_, i) => ({
    k: i + 1,
    ...provisionalFacets(facetNameOf(i + 1)),
  }));
