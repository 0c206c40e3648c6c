import { francAll } from 'franc';
import { LANGUAGES, type Language } from './knowledge/knowledge-entry.ts';
import { languageLexicons } from './language-lexicons.ts';
import { hasTextMark, wordPatternHits } from './language-letter-patterns.ts';
import { LANGUAGE_STOPWORDS as STOPWORDS } from './language-stopwords.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

const FRANC_CODES: Readonly<Record<string, Language>> = { cat: 'ca', spa: 'es', eng: 'en' };

/**
 * What each kind of evidence weighs against franc's trigram score (1 for its best language): a word
 * only one language uses (language-lexicons.ts) is the strongest hint a short phone question gives;
 * a spelling (language-letter-patterns.ts) is a weaker one; a mark only one writes (ñ, ¿, l', à)
 * about as strong as the trigrams. Tuned on tools/assistant/src/language's development set.
 */
const WORD_WEIGHT = 0.8;
const SPELLING_WEIGHT = 0.25;
const MARK_WEIGHT = 1;

/**
 * The asker's language among the three the assistant answers in, or null when the text is in
 * another one. franc's trigram model (restricted to Catalan, Spanish and English) votes with the
 * words only one of the three uses, the spellings one of them favours and the letters only one writes:
 * without accents, "el pa te floridura, el puc menjar?" has Spanish-looking trigrams but Catalan words.
 */
export function detectLanguage(text: string): Language | null {
  // A quoted phrase is another's words ("la recepta diu 'fold in the egg whites'", "my abuela says
  // 'una pizca de sal'"): the asker's language is that of the rest, when the rest says enough.
  const unquoted = text.replace(QUOTED, ' ');
  const own = splitWords(unquoted).length >= MIXED_CLAUSE_WORDS ? unquoted : text;
  const whole = detectOne(own);
  // A question that switches language half way ("Com faig el sofregit, o sea, ¿cuánto tiempo le
  // doy al tomate?", "Mi hijo dice que..., is that true?") is answered in the one it opens with.
  const [opening] = own.split(CLAUSE_END).filter((c) => splitWords(c).length >= MIXED_CLAUSE_WORDS);
  const first = opening && opening.trim() !== own.trim() ? detectOne(opening) : whole;
  // Only a clause whose small words are its language's switches: "tengo un slow cooker nuevo" or
  // "per al batch cooking del finde" borrow a noun and stay Spanish or Catalan.
  if (whole === null || first === null || first === whole) return whole;
  return grammarWords(opening!, first) > grammarWords(opening!, whole) ? first : whole;
}

/** The words of a text that are small words (stop words) of that language only: "per", "tengo", "the". */
const grammarWords = (text: string, lang: Language) =>
  splitWords(foldAccents(text)).filter(
    (word) =>
      STOPWORDS[lang].has(word) && LANGUAGES.every((other) => other === lang || !STOPWORDS[other].has(word)),
  ).length;

/** Quoted words: '...', "...", «...», ‘...’, “...”; an apostrophe inside a word ("l'oli") is no quote. */
const QUOTED =
  /(?<!\p{L})(?:'[^'\n]{2,80}'|"[^"\n]{2,80}"|«[^»\n]{2,80}»|‘[^’\n]{2,80}’|“[^”\n]{2,80}”)(?!\p{L})/gu;
/**
 * Where a clause ends: a comma, a semicolon, a question or exclamation mark, a dash ("¿" opens one
 * and stays with it: it is Spanish's own mark).
 */
const CLAUSE_END = /[,;:?!—–]|\s-\s/u;
/** A clause shorter than this says too little to tell its language on its own. */
const MIXED_CLAUSE_WORDS = 4;

function detectOne(text: string): Language | null {
  const words = splitWords(foldAccents(text));
  const lexicons = languageLexicons();
  const own: Record<Language, number> = { ca: 0, es: 0, en: 0 };
  const spelled: Record<Language, number> = { ca: 0, es: 0, en: 0 };
  let known = 0;
  for (const word of words) {
    const hits = LANGUAGES.filter((lang) => lexicons[lang].has(word));
    if (hits.length > 0 || LANGUAGES.some((lang) => STOPWORDS[lang].has(word))) known += 1;
    if (hits.length === 1) own[hits[0]!] += 1;
    for (const lang of LANGUAGES) spelled[lang] += Math.min(1, wordPatternHits(word, lang));
  }
  const marked = LANGUAGES.filter((lang) => hasTextMark(text, lang));
  // A text with hardly any of the three languages' words (a German "Brot" is a Catalan sprout) and
  // none of their letters, that franc reads as another language, is in another language
  // ("Wie lange kocht man Reis?").
  if (known * 5 < words.length && marked.length === 0 && words.length >= 3) {
    const [best] = francAll(text, { minLength: 3 });
    if (best && best[0] !== 'und' && !(best[0] in FRANC_CODES)) return null;
  }
  const trigram = Object.fromEntries(
    francAll(text, { only: Object.keys(FRANC_CODES), minLength: 3 }).map(([code, score]) => [
      FRANC_CODES[code],
      score,
    ]),
  ) as Partial<Record<Language, number>>;
  const score = (lang: Language) =>
    (trigram[lang] ?? 0) +
    WORD_WEIGHT * own[lang] +
    SPELLING_WEIGHT * spelled[lang] +
    (marked.includes(lang) ? MARK_WEIGHT : 0);
  return [...LANGUAGES].sort((a, b) => score(b) - score(a))[0]!;
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

/**
 * The parts of a question written in another language than its main one: a quoted phrase ("diu
 * 'fold in the egg whites'") or a clause whose small words are another language's ("o sea, ¿cuánto
 * tiempo le doy al tomate?"), joined per language. Empty for a question in one language.
 */
export function otherLanguageParts(text: string, main: Language): Partial<Record<Language, string>> {
  const parts: Partial<Record<Language, string>> = {};
  const add = (lang: Language | null, part: string) => {
    if (lang === null || lang === main) return;
    parts[lang] = `${parts[lang] ?? ''} ${part}`.trim();
  };
  const quoted = [...text.matchAll(QUOTED)].map((m) => m[0].slice(1, -1));
  for (const quote of quoted) if (splitWords(quote).length >= 2) add(detectOne(quote), quote);
  for (const clause of text.replace(QUOTED, ' ').split(CLAUSE_END)) {
    if (splitWords(clause).length < 2) continue;
    const lang = detectOne(clause);
    if (lang !== null && grammarWords(clause, lang) > grammarWords(clause, main)) add(lang, clause);
  }
  return parts;
}
