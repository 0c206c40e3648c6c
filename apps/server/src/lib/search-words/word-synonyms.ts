import { findWholeFood, LEXICON, type LexiconEntry, plain } from '../../ai/index.ts';
import { agreedStems, searchableStems } from './stem-word.ts';

/**
 * The synonym table is the nutrition lexicon (ai/builtin/nutrition/lexicon-*.ts): 373 foods, each
 * with its Catalan, Spanish and English names, checked against USDA SR28 (docs/decisions/0015).
 */
const spellingsOf = (food: LexiconEntry) => [...new Set(food.aliases.map(plain))];

let foodsBySpelling: [string, LexiconEntry][] | null = null;

/**
 * Whether a stem would find another food that the food's own names do not: "chick" (of chicken)
 * is in "chickpea", while "patat" in "patata dolça" finds nothing that "patata" does not.
 */
function findsAnotherFood(stem: string, food: LexiconEntry, names: string[]): boolean {
  foodsBySpelling ??= LEXICON.flatMap((entry) =>
    spellingsOf(entry).map((spelling): [string, LexiconEntry] => [spelling, entry]),
  );
  return foodsBySpelling.some(
    ([spelling, entry]) =>
      entry !== food && spelling.includes(stem) && !names.some((name) => spelling.includes(name)),
  );
}

/** Words searched so far and their spellings: a word's are worked out once, not per search. */
const known = new Map<string, string[]>();
const KNOWN_MAX = 10_000;

/**
 * A folded word's other spellings: its stems, and when it names a food (plurals read as
 * singulars: "huevos" → ou, huevo, egg) that food's names and the stems two languages agree on
 * (stem-word.ts). A stem that would find another food is left out ("pebr": pebre and pebrot are
 * two foods); the food's own names still find most of its forms.
 */
export function wordSpellings(word: string): string[] {
  let spellings = known.get(word);
  if (spellings === undefined) {
    if (known.size >= KNOWN_MAX) known.clear();
    spellings = computeSpellings(word);
    known.set(word, spellings);
  }
  return spellings;
}

/** Below this, a name's beginning would be in too many other words ("pom" of poma: pomelo). */
const SHARED_BEGINNING_MIN = 4;

/**
 * A one-word name ending in -a and its Catalan plural, which the name itself is not a substring
 * of (ceba, cebes; albergínia, albergínies; gamba, gambes): their shared beginning where it is long
 * enough to name the food alone ("albergini", "gamb"), else the plural written out ("cebes",
 * "vaques", "taronges"). Spanish and English plurals hold their singular already.
 */
function pluralForms(name: string): string[] {
  if (!/^\p{L}+a$/u.test(name)) return [];
  const beginning = name.slice(0, -1);
  if (beginning.length >= SHARED_BEGINNING_MIN && !/[cgj]$/.test(beginning)) return [beginning];
  const spelled: Record<string, string> = { c: 'ques', g: 'gues', j: 'ges' };
  const last = beginning.at(-1)!;
  return [spelled[last] ? beginning.slice(0, -1) + spelled[last] : `${beginning}es`];
}

function computeSpellings(word: string): string[] {
  const food = findWholeFood(word);
  if (!food) return searchableStems(word);
  const names = spellingsOf(food);
  const stems = [...searchableStems(word), ...names.flatMap(agreedStems), ...names.flatMap(pluralForms)];
  return [...names, ...stems.filter((stem) => !findsAnotherFood(stem, food, names))];
}

/**
 * The same food's key for every spelling of it: its first (Catalan) name, folded. Foods are told
 * apart by name, not by their SR28 number, which two entries may share (a piquillo is a red pepper).
 */
export function foodKey(name: string): string | null {
  const food = findWholeFood(name);
  return food ? plain(food.aliases[0]!) : null;
}
