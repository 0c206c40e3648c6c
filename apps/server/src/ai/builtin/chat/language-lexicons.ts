import { KITCHEN_KNOWLEDGE } from './knowledge/kitchen-knowledge.ts';
import { LANGUAGES, type Language } from './knowledge/knowledge-entry.ts';
import { LANGUAGE_STOPWORDS } from './language-stopwords.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/**
 * Words only one of the three languages uses, accents off (a phone's "que poso" is "què poso"):
 * the `stopword` lists' small words and the words of the knowledge base's ways of asking and answers,
 * which are written in all three (knowledge/*.ts). A word two of them write ("pasta", "el", a dish's
 * name the English answer keeps) tells nothing and is left out. Built on first use (or at warm-up).
 */
let lexicons: Readonly<Record<Language, ReadonlySet<string>>> | undefined;

function wordsOf(language: Language): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => {
    for (const word of splitWords(foldAccents(text))) if (!/\d/u.test(word)) words.add(word);
  };
  for (const word of LANGUAGE_STOPWORDS[language]) add(word);
  for (const entry of KITCHEN_KNOWLEDGE) {
    entry.ask[language].forEach(add);
    add(entry.answer[language]);
  }
  return words;
}

export function languageLexicons(): Readonly<Record<Language, ReadonlySet<string>>> {
  if (lexicons) return lexicons;
  const all = Object.fromEntries(LANGUAGES.map((lang) => [lang, wordsOf(lang)])) as Record<
    Language,
    Set<string>
  >;
  const only = (lang: Language) =>
    new Set(
      [...all[lang]].filter((word) => LANGUAGES.every((other) => other === lang || !all[other].has(word))),
    );
  lexicons = { ca: only('ca'), es: only('es'), en: only('en') };
  return lexicons;
}
