import { StemmerCa } from '@nlpjs/lang-ca';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import { findFood } from '../nutrition/find-food.ts';

/** What a clause's verb does to the time it names (docs/product.md#autofill): cooks, rests or prepares. */
export type VerbKind = 'cook' | 'rest' | 'prep';

const stemmers = [new StemmerCa(), new StemmerEs(), new StemmerEn()];
/** A word's stems in the three languages (the text's language is not known; a wrong one adds nothing). */
/** Stems already computed: a text repeats its words, and each is asked about by several readers. */
const stemCache = new Map<string, string[]>();
const STEM_CACHE_MAX = 20_000;

const stemsOf = (word: string): string[] => {
  const known = stemCache.get(word);
  if (known) return known;
  if (stemCache.size >= STEM_CACHE_MAX) stemCache.clear();
  const stems = computeStems(word);
  stemCache.set(word, stems);
  return stems;
};

const computeStems = (word: string) =>
  stemmers
    .map((s) => s.stemWord(word) as string)
    // The spelling of a stem's last consonant follows its ending: "aboca"/"aboqueu", "barreja"/"barregem".
    .map((stem) => stem.replace(/qu$/u, 'c').replace(/gu$/u, 'g').replace(/j$/u, 'g'))
    .filter((s) => s.length >= 3);

/**
 * Words a clause's verb may follow: subject pronouns, clitics, the impersonal "es"/"se", English
 * auxiliaries of the passive ("is roasted"), sequence adverbs. A verb in the first person ("pelo"),
 * impersonal ("es bullen", "se corta"), past ("baked") or any other form stands in this position.
 */
export const BEFORE_VERB = new Set(
  `es se s hi ho li la les el els lo los las le em me m ens nos te et us jo yo i we you it they he she
   is are was were be been then also just now i'll we'll ja ya tambe tambien despres luego primer primero
   finalment finalmente llavors aleshores after first next finally and y mentrestant mientras tanto quan
   cuando when while que he han hem has aparte apart ara ahora seguidament despues mentre alhora
   later again`.split(/\s+/u),
);

/**
 * Endings of the nouns and participles that share a verb's stem ("amanida", "brownie", "cocció",
 * "tallat"): a participle describes a food ("patata bullida"), it does not act.
 */
const NOT_A_VERB_FORM =
  /(?:ada|ida|ado|ido|ades|ides|adas|idas|ados|idos|at|it|ats|its|ie|ment|miento|cion|cio|tat|dad|ura|or|ors|era|eres|ers)$/u;

/** Words that are an article as often as a clitic. */
const ARTICLE_OR_CLITIC = new Set(['la', 'el', 'lo', 'los', 'las']);

/**
 * Stems of the lexicon's verbs: a form the lexicon does not list is still recognised when it shares
 * its stem with one it does, in verb position ("tallo", "es bullen", "peeled", "se hornea").
 */
export function stemLexicon(kinds: Readonly<Record<VerbKind, ReadonlySet<string>>>) {
  const byStem = new Map<string, VerbKind>();
  // Rest and cook first, so a stem shared with a generic verb keeps its time's meaning.
  for (const kind of ['rest', 'cook', 'prep'] as const) {
    for (const word of kinds[kind])
      for (const stem of stemsOf(word)) if (!byStem.has(stem)) byStem.set(stem, kind);
  }
  return byStem;
}

const foodCache = new Map<string, boolean>();
const isFood = (word: string) => {
  let known = foodCache.get(word);
  if (known === undefined) {
    if (foodCache.size >= STEM_CACHE_MAX) foodCache.clear();
    known = findFood(word) !== null;
    foodCache.set(word, known);
  }
  return known;
};

/**
 * The kinds of the verbs a clause's words show by morphology: each word in verb position (the
 * clause's first word, or after a pronoun, clitic or auxiliary) whose stem is a lexicon verb's.
 * Foods are never verbs here ("sal" shares "salar"'s stem).
 */
export function verbKindsByStem(
  words: readonly string[],
  byStem: ReadonlyMap<string, VerbKind>,
  participles = false,
): VerbKind[] {
  const kinds: VerbKind[] = [];
  words.forEach((word, i) => {
    if (word.length < 3 || BEFORE_VERB.has(word) || (!participles && NOT_A_VERB_FORM.test(word))) return;
    // Catalan's first person of the "-eix" verbs ("sofregeixo", "afegeixo") is a verb wherever it stands.
    // An English adverb in -ly stands before its verb too ("gently fold", "carefully unwrap"), and
    // before a participle that describes ("finely chopped").
    const before = words[i - 1] ?? '';
    const adverb = /^\p{L}{3,}ly$/u.test(before) && !/ed$/u.test(word);
    if (i > 0 && !BEFORE_VERB.has(before) && !adverb && !/eixo$/u.test(word)) return;
    // A three-letter word after a word that is an article as often as a clitic is a noun: "la mar",
    // "el pa"; "les tall", "ho pos" (the islands' first person) still act.
    if (word.length === 3 && ARTICLE_OR_CLITIC.has(before)) return;
    const kind = stemsOf(word)
      .map((stem) => byStem.get(stem))
      .find(Boolean);
    if (kind && !isFood(word)) kinds.push(kind);
  });
  return kinds;
}
