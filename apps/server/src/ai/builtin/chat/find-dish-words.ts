import { findFood } from '../nutrition/find-food.ts';
import { extractKeywords, searchStem } from './extract-keywords.ts';
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

/**
 * The search stems of the dishes and foods a question names, with their names in the other
 * languages. Only these find recipes: a list answers only a question that names what the recipes
 * are (issue 34: never an unrelated list). `anyWord`: a request for recipes names its dish with any
 * word ("receptes d’hamburguesa").
 */
export function dishSearchTerms(
  question: string,
  anyWord = ASKS_FOR_RECIPES.test(foldAccents(question.toLowerCase())),
): string[] {
  const words = splitWords(question).filter(namesFood);
  const named = words.flatMap((word) => [
    searchStem(foldAccents(word)),
    ...otherNames(word),
    ...synonymsOf(word).map(searchStem),
  ]);
  const any = anyWord ? extractKeywords(question) : [];
  return [...new Set([...named, ...any])];
}

/** The title has a word that starts with one of the stems ("Llenties estofades" for "llenti"), not a word's middle ("macarrons" is no "arro"). */
export function titleNames(title: string, stems: readonly string[]): boolean {
  const words = splitWords(foldAccents(title));
  return words.some((word) => stems.some((stem) => word.startsWith(stem)));
}
