export type Language = 'ca' | 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['ca', 'es', 'en'];

export type KnowledgeTopic =
  'storage' | 'safety' | 'substitution' | 'doneness' | 'technique' | 'conversion' | 'pairing';

/**
 * One curated kitchen fact of the builtin chat: the ways people ask it in each language (what the
 * retrieval indexes), the answer in each language, and where the figures come from.
 */
export interface KnowledgeEntry {
  readonly id: string;
  readonly topic: KnowledgeTopic;
  /** The reference the figures come from (USDA FSIS tables, FoodKeeper, culinary references). */
  readonly source: string;
  readonly ask: Readonly<Record<Language, readonly string[]>>;
  readonly answer: Readonly<Record<Language, string>>;
}

type Asked = Readonly<Record<Language, string>>;

/** Keeps the data one block per fact: the ways of asking are separated by '|'. */
export function entry(
  id: string,
  topic: KnowledgeTopic,
  source: string,
  ask: Asked,
  answer: Asked,
): KnowledgeEntry {
  const split = (text: string) =>
    text
      .split('|')
      .map((q) => q.trim())
      .filter(Boolean);
  return { id, topic, source, ask: { ca: split(ask.ca), es: split(ask.es), en: split(ask.en) }, answer };
}

export const FSIS_STORAGE = 'USDA FSIS, "Food Safety Basics: Refrigeration" and the FoodKeeper app tables';
export const FSIS_TEMPERATURES = 'USDA FSIS, "Safe Minimum Internal Temperature Chart"';
export const FSIS_THAWING = 'USDA FSIS, "The Big Thaw — Safe Defrosting Methods"';
export const FSIS_LEFTOVERS = 'USDA FSIS, "Leftovers and Food Safety"';
export const CULINARY = 'Standard culinary references (The Professional Chef, CIA; Larousse Gastronomique)';
export const CATALAN_CUISINE =
  'Standard culinary references (Institut Català de la Cuina, "Corpus de la cuina catalana")';
export const MEASURES =
  'USDA/NIST kitchen measures (1 cup = 240 ml, 1 tbsp = 15 ml, 1 tsp = 5 ml) and King Arthur ingredient weight chart';
