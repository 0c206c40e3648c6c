import { StemmerCa, StopwordsCa } from '@nlpjs/lang-ca';
import { StemmerEn, StopwordsEn } from '@nlpjs/lang-en-min';
import { StemmerEs, StopwordsEs } from '@nlpjs/lang-es';

const stemmers = [new StemmerCa(), new StemmerEs(), new StemmerEn()];
const stopwords = [new StopwordsCa(), new StopwordsEs(), new StopwordsEn()];

/** Accents off after stemming: the stemmers read them, the user may or may not type them. */
export const foldAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');

// Catalan and Spanish elisions (l'arròs, d'oliva) would otherwise glue the article to the word.
const ELISION = /\b[dlsnm]['’`´]/gu;

/** Lowercase words of a question, elisions split, the Catalan middle dot kept inside its word. */
export function splitWords(text: string): string[] {
  const plain = text
    .toLowerCase()
    .replace(/l·l|l\.l/gu, 'll')
    .replace(ELISION, ' ');
  return plain.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');
}

/**
 * The scaffolding of a question (how do I make, com faig, cómo hago, what can I): both labels
 * use it, so it only lets the phrasing of the corpus decide what the subject should.
 */
const QUESTION_WORDS = new Set(
  `com como cómo how what which who why when where per perque perquè por porque qué que quin quina
   quins quines cual cuál cuales puc pots pot puedo puedes puede can could should would do does did
   i’m make makes making fer faig fa fas fan hacer hago hace hacen haces tinc tengo have need
   vull quiero want give dona dame em me m’ please si sisplau favor`.split(/\s+/u),
);

export const isStopword = (word: string) =>
  QUESTION_WORDS.has(word) || stopwords.some((list) => list.isStopword(word));

/**
 * The features of a question: for each word that is not a stop word, its stems in Catalan,
 * Spanish and English (the question's language is not known, and a wrong stemmer only adds
 * a feature that training never saw, which the classifier ignores).
 */
export function stemQuestion(text: string): string[] {
  const features: string[] = [];
  for (const word of splitWords(text)) {
    if (isStopword(word)) continue;
    const stems = new Set(stemmers.map((stemmer) => foldAccents(stemmer.stemWord(word))));
    features.push(...stems);
  }
  return features;
}
