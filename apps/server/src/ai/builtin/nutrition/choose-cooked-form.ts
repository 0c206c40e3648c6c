import type { LexiconEntry } from './define-food.ts';

/**
 * Words that say a line is weighed cooked (accent-free): "300 g d'arròs bullit", "pollastre rostit",
 * "cooked pasta". Rice, pasta and pulses double or triple their weight in water, meat loses a
 * quarter: counting them as raw would be wrong by that much.
 */
const COOKED =
  /(?<!\p{L})(?:cuit|cuita|cuits|cuites|bullit|bullida|bullits|bullides|cocid[oa]s?|hervid[oa]s?|cooked|boiled|rostit|rostida|rostits|rostides|asad[oa]s?|roasted|escalfat|escalfada|a la planxa|a la plancha|grilled|al forn|al horno|baked|sobrant|sobrants|sobrante|sobrantes|leftover)(?!\p{L})/u;
/** Fried, stewed or otherwise cooked with fat: no table value fits without knowing how much it took up. */
const FRIED =
  /(?<!\p{L})(?:fregit|fregida|fregits|fregides|frit[oa]s?|fried|fries|arrebossa(?:t|da|ts|des)|rebozad[oa]s?|breaded)(?!\p{L})/u;

/** Raw SR28 food → the same food cooked (boiled for starches, roasted or grilled for meat and fish). */
export const COOKED_FORM: Readonly<Record<string, string>> = {
  '20044': '20045', // long-grain white rice → cooked
  '20050': '20051', // medium-grain (round) rice → cooked
  '20040': '20037', // brown rice → cooked
  '20120': '20121', // dry pasta → cooked
  '11352': '11367', // potato → boiled, flesh
  '05062': '05064', // chicken breast → roasted
  '05006': '05013', // chicken → meat only, roasted
  '05219': '05186', // turkey → light meat, roasted
  '23572': '23574', // ground beef → pan-broiled
  '10003': '10093', // pork → cooked lean cuts
  '15015': '15016', // cod → cooked, dry heat
  '15076': '15237', // salmon → cooked, dry heat
};

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** A lexicon entry that is itself a cooked form ("cigró cuit", "llentia cuita"). */
const isCookedEntry = (entry: LexiconEntry) => entry.aliases.some((alias) => COOKED.test(plain(alias)));

/**
 * The SR28 food to count a line with: the entry's own when the line is raw or the entry is already a
 * cooked form, its cooked form when the line says it is cooked, and null when the line is cooked in
 * a way the table cannot weigh (fried, or cooked with no cooked form known): the estimate then lists
 * the line as unmatched rather than count it raw.
 */
export function ndbForForm(name: string, entry: LexiconEntry): string | null {
  const text = plain(name);
  if (FRIED.test(text)) return null;
  if (!COOKED.test(text) || isCookedEntry(entry)) return entry.ndb;
  return COOKED_FORM[entry.ndb] ?? null;
}
