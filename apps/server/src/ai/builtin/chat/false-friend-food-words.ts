import type { Language } from './knowledge/knowledge-entry.ts';
import { LANGUAGE_STOPWORDS } from './language-stopwords.ts';

/**
 * Words of one language that the food lexicon knows as another language's food, and that mean
 * something else in their own (issue 34, sets 8 and 9: "All I have is rice..." listed recipes with
 * garlic, Catalan "all"). The small words come from each language's stop-word list ("all" in
 * English, "pas" in Catalan); these are the everyday words that list lacks. Kept by hand: a word
 * goes here when the lexicon's `findFood` reads it as a food of another language.
 */
const OTHER_MEANING: Readonly<Record<Language, ReadonlySet<string>>> = {
  ca: new Set(),
  es: new Set(),
  // "A pan", "frying pan" is cookware, not Spanish bread.
  en: new Set(['pan', 'pans']),
};

/**
 * Whether a word, in a question written in `language`, is that language's own word and names no
 * food there, whatever food another language spells the same way. Lowercase words; no language
 * (the detector was unsure) keeps every word a food.
 */
export const isFalseFriend = (word: string, language: Language | null | undefined): boolean =>
  language != null && (LANGUAGE_STOPWORDS[language].has(word) || OTHER_MEANING[language].has(word));
