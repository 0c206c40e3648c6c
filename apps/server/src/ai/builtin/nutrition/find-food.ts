import type { LexiconEntry } from './define-food.ts';
import { LEXICON } from './lexicon.ts';
import { singularCandidates, tokeniseName } from './normalise-name.ts';
import { standardiseFoodWords } from './regional-food-words.ts';

interface AliasIndex {
  readonly byKey: ReadonlyMap<string, LexiconEntry>;
  /** Every word of every alias: a plural's candidate forms are kept only if some alias uses them. */
  readonly words: ReadonlySet<string>;
  readonly longest: number;
}

let index: AliasIndex | null = null;

/** The normalised key of an alias or of a run of name words: "oli d'oliva" → "oli oliva". */
export function aliasKey(alias: string): string {
  return tokeniseName(alias).join(' ');
}

function buildIndex(): AliasIndex {
  const byKey = new Map<string, LexiconEntry>();
  const words = new Set<string>();
  let longest = 1;
  for (const entry of LEXICON) {
    for (const alias of entry.aliases) {
      const tokens = tokeniseName(alias);
      // First entry wins; the lexicon test fails on any alias that two entries share.
      if (!byKey.has(tokens.join(' '))) byKey.set(tokens.join(' '), entry);
      for (const token of tokens) words.add(token);
      longest = Math.max(longest, tokens.length);
    }
  }
  return { byKey, words, longest };
}

function lookupRun(options: readonly string[][], found: AliasIndex): LexiconEntry | null {
  let keys = [''];
  for (const forms of options) {
    keys = keys.flatMap((prefix) => forms.map((form) => (prefix === '' ? form : `${prefix} ${form}`)));
  }
  for (const key of keys) {
    const entry = found.byKey.get(key);
    if (entry) return entry;
  }
  return null;
}

/**
 * The lexicon entry whose alias covers the longest run of words in the name (leftmost on a tie),
 * so "suc de llimona" is lemon juice, not lemon, and "pebrot vermell escalivat" is a red pepper.
 */
export function findFood(name: string): LexiconEntry | null {
  index ??= buildIndex();
  const found = index;
  // "creïlles", "jitomate", "zucchini": a regional word is its standard food.
  const options = tokeniseName(standardiseFoodWords(name)).map((word) => {
    const known = singularCandidates(word).filter((form) => found.words.has(form));
    return known.length > 0 ? known : [word];
  });
  for (let length = Math.min(found.longest, options.length); length > 0; length -= 1) {
    for (let start = 0; start + length <= options.length; start += 1) {
      const entry = lookupRun(options.slice(start, start + length), found);
      if (entry) return entry;
    }
  }
  return null;
}

/**
 * The lexicon entry one of whose aliases is the whole name (every word of it, plurals read as
 * singulars), or null: "cebes" and "cebolla" are onion, "pebrot vermell escalivat" is no entry
 * (only two of its words are). The shopping list merges lines on it.
 */
export function findWholeFood(name: string): LexiconEntry | null {
  index ??= buildIndex();
  const found = index;
  const tokens = tokeniseName(standardiseFoodWords(name));
  if (tokens.length === 0 || tokens.length > found.longest) return null;
  const options = tokens.map((word) => {
    const known = singularCandidates(word).filter((form) => found.words.has(form));
    return known.length > 0 ? known : [word];
  });
  return lookupRun(options, found);
}

/** The singular of a plural word that some alias of the lexicon uses ("cebes" → "ceba"), or null. */
export function knownSingular(word: string): string | null {
  index ??= buildIndex();
  const found = index;
  return singularCandidates(word).find((form) => found.words.has(form)) ?? null;
}
