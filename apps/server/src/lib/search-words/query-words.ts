import { plain, tokeniseName } from '../../ai/index.ts';
import { wordSpellings } from './word-synonyms.ts';

/** Enough spellings for a word's forms in three languages; each is one more index scan. */
const ALTERNATIVES_MAX = 8;

/** A spelling shorter than this, searched as a substring, would be in too many words ("ou": "sous"). */
const SUBSTRING_MIN = 3;

/**
 * One word of a search: a recipe's text must hold one of `within` as a substring, or one of
 * `whole` as a word of its own (optionally with a plural "s": "ou", "ous").
 */
export type QueryWord = { within: string[]; whole: string[] };

/** Substrings that another one already finds are dropped: "%huev%" finds all that "%huevo%" does. */
const withoutCovered = (alternatives: string[]) =>
  alternatives.filter((a) => !alternatives.some((b) => b !== a && a.includes(b)));

function toQueryWord(token: string, forms: string[]): QueryWord {
  const others = [...new Set(forms)].filter((form) => form !== token);
  const within = withoutCovered([token, ...others.filter((f) => f.length >= SUBSTRING_MIN)]);
  const whole = others.filter((f) => f.length < SUBSTRING_MIN && !token.includes(f));
  return {
    within: within.slice(0, ALTERNATIVES_MAX),
    whole: whole.slice(0, Math.max(0, ALTERNATIVES_MAX - within.length)),
  };
}

/** A token's other spellings (word-synonyms.ts) when it is one plain word. */
function wordForms(token: string): string[] {
  const words = tokeniseName(token);
  if (words.length !== 1 || !/^\p{L}+$/u.test(words[0]!)) return [];
  const word = words[0]!;
  return [word, ...wordSpellings(word)];
}

/**
 * A search text as words, each a list of folded alternatives: a recipe matches when its title or
 * description holds one alternative of every word (docs/product.md#words-as-people-write-them).
 * - A quoted text is one word with one alternative, the text between the quotes, as before.
 * - Otherwise each space-separated token is a word whose alternatives are itself (so a single
 *   token finds at least what the plain substring match found, "50%" included), its Snowball stems
 *   in Catalan, Spanish and English where they are a shorter beginning of it, and the names of the
 *   food it names in the nutrition lexicon with their stems (word-synonyms.ts). Those under three
 *   letters ("ou" for "huevos") are matched as whole words, not inside others. An alternative that
 *   a shorter one covers is dropped, the token itself too ("alvocats" when "alvoc" is there).
 * - Tokens that are only joining words ("amb", "de", "with") are dropped, unless all are.
 * The alternatives are folded as the stored search text is (lower case, no accents), so two texts
 * that differ only in case or accents give the same words: the search cache's key.
 */
export function queryWords(q: string): QueryWord[] {
  const text = plain(q.trim());
  const quoted = /^"(.+)"$/su.exec(text);
  if (quoted) return [{ within: [quoted[1]!], whole: [] }];
  const tokens = text.split(/\s+/u).filter(Boolean);
  const meaningful = tokens.filter((token) => tokens.length === 1 || tokeniseName(token).length > 0);
  const kept = meaningful.length > 0 ? meaningful : [text];
  return kept.map((token) => toQueryWord(token, wordForms(token)));
}
