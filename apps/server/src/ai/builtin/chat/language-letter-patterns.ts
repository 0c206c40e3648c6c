import type { Language } from './knowledge/knowledge-entry.ts';

/**
 * Spellings of a word (lowercase, accents off: a phone often types none) that one of the three
 * languages writes far more often than the other two. Each is a hint, not a proof: English writes
 * "nuts", Catalan "llet"; the words of the lexicons (language-lexicons.ts) and franc's trigrams
 * outweigh them, they decide between words neither knows ("floridura", "dessalar").
 */
const WORD_PATTERNS: Readonly<Record<Language, readonly RegExp[]>> = {
  // "canya", "peix", "deixa", "cocció" > "coccio", "fets", "meu", "cau"
  ca: [/ny[aeiou]/u, /[aeou]ix/u, /cio(?:ns)?$/u, /[aeiu]ts$/u, /(?:eu|au)s?$/u, /tx/u],
  // "cocción" > "coccion", "puedo", "huevo", "tiempo", "hierve", "cocido", "tomates asados"
  es: [
    /ciones?$/u,
    /cion$/u,
    /[^qg]ue/u,
    /ie(?:n(?!t)|r|mp)/u,
    /(?:ad|id)os?$/u,
    /[^aeiou]os$/u,
    /[^aeiou]as$/u,
  ],
  // "the", "boiling", "cooked", "what", "fresh", "cook", "keep", "night", "quick", "dry"
  en: [/th/u, /ing$/u, /[^e]ed$/u, /^wh/u, /sh/u, /oo|ee/u, /ght/u, /ck/u, /w/u, /k/u, /[^aeiou]y$/u],
};

/**
 * Letters and elisions of the whole text only one of them writes: Spanish opens questions with ¿
 * and writes ñ; Catalan grave accents, ç, the middle dot and elides l'/d'/m'/s'/n' before a vowel
 * ("l'arros", "d'ous"); English none of them.
 */
const TEXT_MARKS: Readonly<Record<Language, RegExp>> = {
  ca: /[àèòç·]|(?:^|[^\p{L}])[ldmsn]['’][aeiouhàèéíòóú]/u,
  es: /[¿¡ñ]/u,
  en: /(?!)/u,
};

/** How many of a word's spellings point to each language. */
export function wordPatternHits(word: string, language: Language): number {
  return WORD_PATTERNS[language].filter((pattern) => pattern.test(word)).length;
}

/** Whether the text carries a letter or elision only that language writes. */
export const hasTextMark = (text: string, language: Language) =>
  TEXT_MARKS[language].test(text.toLowerCase());
