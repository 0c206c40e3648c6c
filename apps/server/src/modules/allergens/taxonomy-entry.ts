import type { Allergen } from '@receptari/shared/search/search.rules';

/**
 * Animal products the diets look at (docs/product.md#allergens-and-diets). Milk, eggs and seafood
 * also follow from an entry's allergens (milk, eggs; fish, crustaceans, molluscs), so an entry names
 * only what no allergen says: meat, gelatin, honey.
 */
export type AnimalKind = 'meat' | 'seafood' | 'gelatin' | 'dairy' | 'egg' | 'honey';

/** A word that changes the whole ingredient line instead of naming a food. */
export type Modifier =
  /** 'sense gluten', 'sin gluten', 'gluten-free': the line's gluten is gone. */
  | 'gluten_free'
  /** 'sense lactosa', 'deslactosada': still milk, but it suits a lactose-free diet. */
  | 'lactose_free'
  /** 'vegà', 'vegetal', 'plant-based': no animal product, so no milk or eggs either. */
  | 'plant_based';

/** One entry of the taxonomy: the words that signal it, what it means, and where that comes from. */
export interface TaxonomyEntry {
  /** Catalan, Spanish and English words or phrases, singular (plurals are read by the matcher). */
  readonly ca: readonly string[];
  readonly es: readonly string[];
  readonly en: readonly string[];
  readonly allergens: readonly Allergen[];
  readonly animal?: AnimalKind;
  /**
   * A word a plant base can qualify ('llet', 'farina', 'mantega'): beside a base word ('llet de
   * civada', 'peanut butter') it is that base's drink, flour or butter and means only what the base
   * means.
   */
  readonly generic?: true;
  /** What a drink, a flour or a butter can be made of: oats, rice, almonds, coconut, peanuts... */
  readonly base?: true;
  readonly modifier?: Modifier;
  /** Where the entry comes from: an Open Food Facts taxonomy entry, the EU regulation, or why we chose it. */
  readonly source: string;
}

type Words = { ca: string; es: string; en: string };
type Extra = Omit<TaxonomyEntry, 'ca' | 'es' | 'en' | 'allergens' | 'source'>;

/** Keeps the data one entry a line: words of a language are separated by '|'. */
export function entry(
  words: Words,
  allergens: readonly Allergen[],
  source: string,
  extra: Extra = {},
): TaxonomyEntry {
  const split = (list: string) => (list ? list.split('|').map((w) => w.trim()) : []);
  return { ca: split(words.ca), es: split(words.es), en: split(words.en), allergens, source, ...extra };
}

/** Open Food Facts' allergens taxonomy (taxonomies/allergens.txt), by its entry id. */
export const off = (id: string) => `Open Food Facts allergens taxonomy, ${id}`;
/** Open Food Facts' vegan and vegetarian analysis of ingredients (taxonomies/ingredients_analysis.txt). */
export const offAnalysis = (id: string) => `Open Food Facts ingredients analysis, ${id}`;
/** Regulation (EU) No 1169/2011, annex II: the 14 allergens, with their exceptions. */
export const euAnnexII = (item: string) => `Regulation (EU) 1169/2011, annex II, ${item}`;
/** Our own choice, with its reason. */
export const curated = (why: string) => `curated: ${why}`;
