import { francAll } from 'franc';
import type { Language } from './knowledge/knowledge-entry.ts';
import { LANGUAGE_STOPWORDS as STOPWORDS } from './language-stopwords.ts';
import { splitWords } from './tokenise-question.ts';

const FRANC_CODES: Readonly<Record<string, Language>> = { cat: 'ca', spa: 'es', eng: 'en' };
const LANGS: readonly Language[] = ['ca', 'es', 'en'];

/**
 * Letters only one of the three writes: Spanish opens questions with ¿ and writes ñ; Catalan writes
 * grave accents, ç, the middle dot and "ny"/"ix" clusters never; English writes none of them.
 */
const MARKS: Readonly<Record<Language, RegExp>> = {
  ca: /[àèòç·]|l·l/u,
  es: /[¿¡ñ]/u,
  en: /(?!)/u,
};

/**
 * The asker's language among the three the assistant answers in, or null when the text is in
 * another one. franc's trigram model (restricted to Catalan, Spanish and English) decides, helped on
 * short questions by the stop words of the `stopword` lists that only one language has and by the
 * letters only one of them writes.
 */
export function detectLanguage(text: string): Language | null {
  const words = splitWords(text);
  const own: Record<Language, number> = { ca: 0, es: 0, en: 0 };
  let known = 0;
  for (const word of words) {
    const hits = LANGS.filter((lang) => STOPWORDS[lang].has(word));
    if (hits.length > 0) known += 1;
    if (hits.length === 1) own[hits[0]!] += 1;
  }
  const trigram = Object.fromEntries(
    francAll(text, { only: Object.keys(FRANC_CODES), minLength: 3 }).map(([code, score]) => [
      FRANC_CODES[code],
      score,
    ]),
  ) as Partial<Record<Language, number>>;
  const marked = LANGS.filter((lang) => MARKS[lang].test(text.toLowerCase()));
  // A text with none of the three languages' small words nor letters, that franc reads as another
  // language, is in another language ("Wie lange kocht man Reis?").
  if (known === 0 && marked.length === 0 && words.length >= 3) {
    const [best] = francAll(text, { minLength: 3 });
    if (best && best[0] !== 'und' && !(best[0] in FRANC_CODES)) return null;
  }
  const score = (lang: Language) => (trigram[lang] ?? 0) + 0.6 * own[lang] + (marked.includes(lang) ? 1 : 0);
  return [...LANGS].sort((a, b) => score(b) - score(a))[0]!;
}

/**
 * How close, in franc's ranking of every language it knows, the best of Catalan, Spanish and
 * English must come to the best language for a longer text to count as written in one of them. The
 * tuning recipes in the three score 0.97 or more; German, French, Italian and Portuguese recipes 0.76
 * to 0.91.
 */
const OWN_LANGUAGE_MIN_SCORE = 0.93;
/** Shorter texts are left to detectLanguage: trigrams decide little on a few words. */
const LONG_TEXT_WORDS = 8;

/**
 * A longer text (a recipe, not a chat question) written in a language the assistant does not read,
 * such as German or French: the autofill refuses it rather than invent (docs/product.md#autofill).
 */
export function isInAnotherLanguage(text: string): boolean {
  if (splitWords(text).length < LONG_TEXT_WORDS) return detectLanguage(text) === null;
  const ranking = francAll(text, { minLength: 3 });
  const own = ranking.find(([code]) => code in FRANC_CODES)?.[1] ?? 0;
  return ranking[0]?.[0] !== 'und' && own < OWN_LANGUAGE_MIN_SCORE;
}
