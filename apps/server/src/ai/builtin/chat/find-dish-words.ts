import { findFood, findWholeFood } from '../nutrition/find-food.ts';
import { extractKeywords, searchStem } from './extract-keywords.ts';
import { dishSynonymsOf } from './dish-synonyms.ts';
import { synonymsOf } from './knowledge/kitchen-synonyms.ts';
import { isFalseFriend } from './false-friend-food-words.ts';
import type { Language } from './knowledge/knowledge-entry.ts';
import { namesFood } from './read-follow-up.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** "Receptes de canelons", "recetas de gazpacho", "your lentil recipes": a request for the site's recipes. */
export const ASKS_FOR_RECIPES = /\b(?:recepta|receptes|receta|recetas|recipe|recipes)\b/u;

/** How many of a food's names are its own name in the three languages (the lexicon's first three). */
const NAMES_PER_LANGUAGE = 3;

/** The same stem, or one the other's start ("ous" and "ou"). */
const sameStem = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);
/** English stems end a "y" in "i" ("blueberries" → blueberri, "blueberry"): the same stem either way. */
const yToI = (stem: string) => stem.replace(/y$/u, 'i');

/**
 * A food's name in the other two languages, when the word is that food's own name ("lentil" →
 * llentia, lenteja): a Catalan title answers an English question. A word the lexicon files under
 * another food ("canelons" under pasta) gets no other names: pasta is not cannelloni.
 */
function otherNames(word: string): string[] {
  const names = findFood(word)?.aliases.slice(0, NAMES_PER_LANGUAGE) ?? [];
  const stem = searchStem(foldAccents(word));
  if (!names.some((name) => sameStem(yToI(searchStem(foldAccents(name))), yToI(stem)))) return [];
  return names.filter((name) => !name.includes(' ')).map((name) => searchStem(foldAccents(name)));
}

/**
 * A capitalised word after "de", "from", "in"... is a place, not a food, in any language: "vienen
 * mis primos de Lima" (no lime), "un amic de Valls", "my aunt from Cork", "pimentón de la Vera", "En
 * Chile no hay nata" (no chilli) at a sentence's start.
 */
const PLACE =
  /(?:^|[^\p{L}])(?:[Dd]e|[Dd]['’]|[Dd]el|[Ff]rom|[Ii]n|[Ee]n|[Oo]f|[Dd]esde|[Dd]es\s+de|a)\s+(?:(?:la|el|les|los|las|the)\s+)?(\p{Lu}\p{Ll}+)/gu;

/** Both halves of an English compound are dish or food words: "cheesecake" → cheese, cake. */
const known = (word: string) => dishSynonymsOf(word).length > 0 || findWholeFood(word) !== null;
function compoundParts(word: string): string[] {
  if (word.length < 7 || known(word) || findFood(word) !== null) return [word];
  for (let cut = 3; cut <= word.length - 3; cut += 1) {
    const [left, right] = [word.slice(0, cut), word.slice(cut)];
    if (known(left) && known(right)) return [left, right];
  }
  return [word];
}

/**
 * A Spanish or Catalan object pronoun opening a clause is followed by its verb, never a food: "¿Me
 * pasas la receta?" (no raisins), "Em passes la recepta?". Only at a clause's start (or after "que",
 * "no", "si"), since English "give me pasta" puts a noun after "me".
 */
const CLITIC_VERB =
  /(?:^|[¿¡,;:.!?]\s*|\b(?:que|qué|no|si|tú|tu|ya|ja)\s+)(?:(?:me|te|nos|os|em|et|ens|us)\s+|[mt]['’]\s*)(\p{L}+)/giu;

/**
 * The words of a question that name no food though a food has their spelling, lowercase: the places
 * ("de Lima" is a city, no lime; a capitalised word after "de" that is no food stays a word of the
 * dish, "Coca de Sant Joan") and the verbs after an object pronoun ("me pasas").
 */
export const placesIn = (question: string) =>
  new Set([
    ...[...question.matchAll(PLACE)].map((m) => m[1]!.toLowerCase()),
    ...[...question.matchAll(CLITIC_VERB)].map((m) => m[1]!.toLowerCase()),
  ]);

/** Punctuation that closes a clause: a dish's qualifier never lies across it ("ceviche, ¿tenéis...?"). */
const CLAUSE_END = /[,;:!?¿¡()«»"“”]|\.(?:\s|$)/u;

/**
 * For each of the question's words (`dishQuestionWords`), whether a clause ends right after it; none
 * when the clauses' words do not line up with the whole question's.
 */
export function clauseEnds(question: string): boolean[] {
  const whole = dishQuestionWords(question);
  const ends: boolean[] = [];
  for (const clause of question.split(CLAUSE_END)) {
    const words = dishQuestionWords(clause);
    words.forEach((_, i) => ends.push(i === words.length - 1));
  }
  return ends.length === whole.length ? ends : whole.map(() => false);
}

/**
 * The words of a question that may name what it asks for, lowercase, a compound as its two words ("a
 * baked cheesecake" names a cheese cake, a Catalan title's "Pastís de formatge"). Issue 34: the
 * catalogue's dish found whatever the asker's language.
 */
export const dishQuestionWords = (question: string) => splitWords(question).flatMap(compoundParts);

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
function qualifierAfter(words: readonly string[], i: number, ends: readonly boolean[]): string[] | null {
  if (ends[i]) return null;
  const next = LINK.has(foldAccents(words[i + 1] ?? '').toLowerCase()) ? words[i + 2] : words[i + 1];
  if (!next || namesFood(next)) return null;
  const [keyword] = extractKeywords(next);
  return keyword ? [...new Set([keyword, ...synonymsOf(next).map(searchStem)])] : null;
}

/**
 * What a recipe's title must name to answer the question, each as its alternative stems: every food
 * or dish the question names and the word that qualifies it ("crema catalana" is no "crema de
 * carbassa", "arròs al forn" no "pastís al forn"), or, for a request for recipes that names none the
 * lexicon knows, its keywords ("receptes d'hamburguesa"). Issue 34: never an unrelated list; a word
 * of the question's `language` is never another language's food ("all" in English is no garlic).
 */
export function dishNeeds(
  question: string,
  anyWord = ASKS_FOR_RECIPES.test(foldAccents(question.toLowerCase())),
  language: Language | null = null,
): string[][] {
  const words = dishQuestionWords(question);
  const places = placesIn(question);
  const ends = clauseEnds(question);
  const needs: string[][] = [];
  words.forEach((word, i) => {
    if (!namesFood(word) || places.has(word) || isFalseFriend(word, language)) return;
    needs.push(namesOf(word));
    const qualifier = qualifierAfter(words, i, ends);
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
