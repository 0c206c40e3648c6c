import { findFood } from '../nutrition/find-food.ts';
import { extractKeywords, searchStem } from './extract-keywords.ts';
import { dishSynonymsOf } from './dish-synonyms.ts';
import { synonymsOf } from './knowledge/kitchen-synonyms.ts';
import { namesFood } from './read-follow-up.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** "Receptes de canelons", "recetas de gazpacho", "your lentil recipes": a request for the site's recipes. */
export const ASKS_FOR_RECIPES = /\b(?:recepta|receptes|receta|recetas|recipe|recipes)\b/u;

/** How many of a food's names are its own name in the three languages (the lexicon's first three). */
const NAMES_PER_LANGUAGE = 3;

/** The same stem, or one the other's start ("ous" and "ou"). */
const sameStem = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * A food's name in the other two languages, when the word is that food's own name ("lentil" →
 * llentia, lenteja): a Catalan title answers an English question. A word the lexicon files under
 * another food ("canelons" under pasta) gets no other names: pasta is not cannelloni.
 */
function otherNames(word: string): string[] {
  const names = findFood(word)?.aliases.slice(0, NAMES_PER_LANGUAGE) ?? [];
  const stem = searchStem(foldAccents(word));
  if (!names.some((name) => sameStem(searchStem(foldAccents(name)), stem))) return [];
  return names.filter((name) => !name.includes(' ')).map((name) => searchStem(foldAccents(name)));
}

/** Words that join a dish's name to its qualifier: "arròs al forn", "crema de carbassa". */
const LINK = new Set(['de', 'd', 'del', 'al', 'a', 'la', 'el', 'en', 'of', 'the']);

/** The stems that name one word of the question: the word's own, its names in the other languages, its synonyms (kitchen and dish words). */
export const namesOf = (word: string) => [
  searchStem(foldAccents(word)),
  ...otherNames(word),
  ...synonymsOf(word).map(searchStem),
  ...dishSynonymsOf(word).map(searchStem),
];

/** The word that qualifies a dish's name, right after it or after one linking word ("crema catalana", "arròs al forn"). */
function qualifierAfter(words: readonly string[], i: number): string[] | null {
  const next = LINK.has(foldAccents(words[i + 1] ?? '').toLowerCase()) ? words[i + 2] : words[i + 1];
  if (!next || namesFood(next)) return null;
  const [keyword] = extractKeywords(next);
  return keyword ? [...new Set([keyword, ...synonymsOf(next).map(searchStem)])] : null;
}

/**
 * What a recipe's title must name to answer the question, each as its alternative stems: every food
 * or dish the question names and the word that qualifies it ("crema catalana" is no "crema de
 * carbassa", "arròs al forn" no "pastís al forn"), or, for a request for recipes that names none the
 * lexicon knows, its keywords ("receptes d'hamburguesa"). Issue 34: never an unrelated list.
 */
export function dishNeeds(
  question: string,
  anyWord = ASKS_FOR_RECIPES.test(foldAccents(question.toLowerCase())),
): string[][] {
  const words = splitWords(question);
  const needs: string[][] = [];
  words.forEach((word, i) => {
    if (!namesFood(word)) return;
    needs.push(namesOf(word));
    const qualifier = qualifierAfter(words, i);
    if (qualifier) needs.push(qualifier);
  });
  if (needs.length === 0 && anyWord) for (const keyword of extractKeywords(question)) needs.push([keyword]);
  return needs;
}

/**
 * A title word answers a stem when it is the same word or has the same search stem, or, for a stem
 * of four letters or more, starts with it ("Llenties" for "llenti"); "pa" is no "Pancakes" and the
 * middle of a word never counts ("macarrons" is no "arro").
 */
export const wordAnswers = (word: string, stem: string) =>
  word === stem || searchStem(word) === stem || (stem.length >= 4 && word.startsWith(stem));

/** The title names every need of the question (dishNeeds): the recipe holds what was asked for. */
export function titleNames(title: string, needs: readonly (readonly string[])[]): boolean {
  const words = splitWords(foldAccents(title.toLowerCase()));
  return (
    needs.length > 0 &&
    needs.every((stems) => words.some((word) => stems.some((stem) => wordAnswers(word, stem))))
  );
}
