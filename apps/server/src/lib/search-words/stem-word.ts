import { newStemmer } from 'snowball-stemmers';

// Recipes and searches mix Catalan, Spanish and English (docs/product.md#words-as-people-write-them),
// and a word does not say its language: each word is stemmed by all three.
const STEMMERS = ['catalan', 'spanish', 'english'].map((language) => newStemmer(language));

/**
 * The shortest stem worth searching for as a substring: shorter ones are inside too many other
 * words ("arr", the Catalan stem of "arròs", is in "barreja"; "form", of "formatge", in "forma").
 */
const STEM_MIN = 5;

/** A folded word's Snowball stems in Catalan, Spanish and English, each once. */
export function wordStems(word: string): string[] {
  return [...new Set(STEMMERS.map((stemmer) => stemmer.stem(word)))];
}

const isSearchable = (word: string) => (stem: string) =>
  stem.length >= STEM_MIN && stem.length < word.length && word.startsWith(stem);

/**
 * The stems of a folded word that are a shorter beginning of it and long enough to search for as
 * a substring ("alvocats" → "alvoc", "patata" → "patat"): each finds the word's other forms.
 * Only single words: a phrase's stem is its last word's.
 */
export function searchableStems(word: string): string[] {
  if (!/^\p{L}+$/u.test(word)) return [];
  return wordStems(word).filter(isSearchable(word));
}

/**
 * The searchable stems that two of the three languages agree on ("patata" → "patat", the
 * Catalan and Spanish one). For a synonym, whose language the search does not know: one
 * language's stem of another's word can be a different word ("chicken" → "chick" in Spanish).
 */
export function agreedStems(word: string): string[] {
  if (!/^\p{L}+$/u.test(word)) return [];
  const stems = STEMMERS.map((stemmer) => stemmer.stem(word));
  return [...new Set(stems.filter((stem, i) => stems.indexOf(stem) !== i))].filter(isSearchable(word));
}

/** One form for every inflection of a folded word: its shortest stem ("alvocats", "alvocat" → "alvoc"). */
export function stemKey(word: string): string {
  return wordStems(word).reduce((a, b) => (b.length < a.length ? b : a), word);
}
