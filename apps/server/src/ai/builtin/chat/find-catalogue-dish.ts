import type { ChatRecipe } from '@receptari/shared/ai/chat.schemas';
import type { ChatTools } from '../../ai-provider.ts';
import { GENERIC } from './extract-keywords.ts';
import { dishSynonymsOf } from './dish-synonyms.ts';
import {
  ASKS_FOR_RECIPES,
  clauseEnds,
  dishQuestionWords,
  namesOf,
  placesIn,
  wordAnswers,
} from './find-dish-words.ts';
import { isDishWord } from '../generate/find-title.ts';
import { findFood } from '../nutrition/find-food.ts';
import { FILLER_WORDS } from './knowledge/filler-words.ts';
import { cueWords } from './knowledge/question-intent.ts';
import { namesFood } from './read-follow-up.ts';
import { foldAccents, isStopword, splitWords } from './tokenise-question.ts';

/**
 * Words that praise, place, own or point at a dish but never name one: "carbonara de verdad", "pa amb
 * tomàquet ben fet", "l'escudella de la meva àvia", "fideuà aquest diumenge", "tiramisu porfa", "un
 * gazpacho fresquito", "fluffy pancakes"; nor what it is for or who makes it ("fricandó pel
 * diumenge", "la coca de Sant Joan jo mateixa").
 */
const NO_QUALIFIER = new Set(
  `verdad veritat real autentic autentica autentico autentics authentic proper true tradicional traditional
   classic clasico classica
   bo bona bueno buena good great best millor mejor facil easy rapid rapida rapido quick senzill senzilla
   sencillo sencilla simple casola casolana casero casera homemade perfect perfecte perfecto perfecta ben
   bien well nice rica rico deliciosa delicioso delicious meva meu meus meves mi mis my teva teu tu your seva seu
   su his her nostra nostre nuestra nuestro our avia abuela grandma mare madre mum mom aquest aquesta
   aquests aquestes este esta estos estas this that these those porfa please pls plis sisplau xfa favor
   pel pels per para for jo yo mateix mateixa mismo misma myself
   fresquet fresqueta fresquito fresquita fluffy esponjos esponjosa esponjoso esponjosos esponjoses`.split(
    /\s+/u,
  ),
);
/**
 * Words of a title that say where its dish comes from, not what it is: "musaka griega" is no "Amanida
 * grega" (set 17 row 146), "una tapa andaluza" no "Gaspatxo andalús". Not "thai": in "Pad thai" it is
 * the dish's own name.
 */
const ORIGIN = new Set(
  `grega grec griega griego greek catalana catala catalan andalus andalusa andaluz andaluza andalusian
   italiana italia italiano italian japonesa japones japanese francesa frances french mexicana mexica
   mexicano mexican tailandesa tailandes xinesa xines chino china chinese india indi indio indian
   marroqui moroccan libanesa libanes lebanese espanyola espanyol espanola espanol spanish valenciana
   valencia valenciano basca vasco vasca basque gallega gallego galician americana americano american
   anglesa angles ingles english alemanya aleman alemana german turca turc turco turkish`.split(/\s+/u),
);
/** A title word that names what the dish is, not where it comes from, how good or whose it is. */
const namesWhatItIs = (titleWord: string) => !ORIGIN.has(titleWord) && !NO_QUALIFIER.has(titleWord);
/** "Carbonara sin nata", "sense gluten", "without eggs": the next word is what the dish lacks. */
const NEGATION = new Set(['sense', 'sin', 'without', 'no', 'ni', 'nor']);
/** Words that join a dish's name to its qualifier in a title or a question. */
const LINK = new Set([
  'de',
  'd',
  'del',
  'dels',
  'al',
  'a',
  'la',
  'el',
  'els',
  'les',
  'en',
  'of',
  'the',
  'i',
  'amb',
  'y',
  'con',
  'with',
  'and',
]);
/** Asking for one: "tens la recepta...", "¿me das la receta...", "got a recipe", "dame una receta". */
const REQUEST_VERB =
  /\b(?:tens|teniu|tienes|teneis|tenes|busco|buscava|buscaba|vull|voldria|quiero|queria|dame|dona'?m|passes|passa'?m|pasas|pasame|das|ensenya'?m|ensename|show|give|got|have|any|need|want)\b/u;
/** "Recepta de canelons", "recetas del gazpacho", "recipe for apple pie", "Greek salad recipe". */
const RECIPE_OF = /\b(?:recepta|receptes|receta|recetas)\s+(?:de|d|del|dels)\b|\brecipes?\s+(?:for|of)\b/u;
/**
 * "La recepta diu...", "the recipe calls for...": the asker's own recipe, no request for one; what it
 * "says" may come after a few words of its owner ("la recepta de la padrina del Pallars diu llevat
 * fresc"), while "que porta" that far is a request's ("una recepta de pollastre que porti ametlles").
 */
const OWN_RECIPE =
  /\b(?:recepta|receta|recipe)\b[^.?!,]{0,40}\b(?:diu|dice|says)\b|\b(?:recepta|receta|recipe)\b[^.?!,]{0,25}\b(?:demana|pide|porta|lleva|calls|asks|uses|serves)\b|\b(?:recepta|receta|recipe)\s+(?:es|is)\b/u;

/**
 * A request for the site's recipe of a dish ("Tens una recepta d'arròs amb fesols?", "Any recipe for
 * apple pie?"), not a question about the asker's own recipe ("la recepta diu 25 g de llevat fresc").
 */
export function asksForRecipe(question: string): boolean {
  const plain = foldAccents(question.toLowerCase()).replace(/[’`´]/gu, "'");
  if (!ASKS_FOR_RECIPES.test(plain) || OWN_RECIPE.test(plain)) return false;
  return RECIPE_OF.test(plain) || REQUEST_VERB.test(plain) || /\brecipes?\s*(?:please|pls|\?|$)/u.test(plain);
}

/**
 * The dish a request names right after its "recipe of": "receta de churros con chocolate" → churros;
 * the words that praise it come first and name none ("recipe for proper carbonara" → carbonara: set
 * 14 row 147 was told there was no such recipe beside Espaguetis a la carbonara).
 */
const REQUESTED =
  /\b(?:recepta|receptes|receta|recetas|recipe|recipes)\s+(?:(?:de|d|del|dels|for|of)\s+)(?:(?:una?|la|el|les|els|los|las|an?|the|some)\s+)?((?:\p{L}+\s+){0,3}\p{L}+)/u;
const requestedDish = (plain: string) =>
  REQUESTED.exec(plain)?.[1]
    ?.split(/\s+/u)
    .find((word) => !NO_QUALIFIER.has(word));

/**
 * A request that names its dish after "recipe of" ("receta de churros con chocolate") lists only
 * titles that name it (find-dish-words.ts `namesOf`: any of its three languages or synonyms).
 */
export function titleHasRequestedDish(title: string, question: string): boolean {
  const plain = splitWords(question).map(foldAccents).join(' ');
  const requested = requestedDish(plain);
  if (!requested || isStopword(requested) || GENERIC.has(requested)) return true;
  const titleWords = splitWords(foldAccents(title.toLowerCase()));
  return titleWords.some((t) => namesOf(requested).some((stem) => wordAnswers(t, stem)));
}

/** How many search terms the question sends to the catalogue's search. */
const MAX_TERMS = 12;

interface QuestionWord {
  readonly word: string;
  /** Its stems in the three languages and its synonyms (find-dish-words.ts `namesOf`). */
  readonly names: readonly string[];
  readonly food: boolean;
}

/**
 * The words of a question that may name a dish: not small words, chatter, the kind's cues, nor the
 * food it says it goes without ("Quiero hacer una carbonara de verdad, sin nata" → carbonara,
 * verdad), each with its names.
 */
function dishWords(question: string): (QuestionWord | null)[] {
  const cues = cueWords(question);
  const words = dishQuestionWords(question);
  const places = placesIn(question);
  return words.map((word, i) => {
    const plain = foldAccents(word);
    const negated = NEGATION.has(foldAccents(words[i - 1] ?? ''));
    if (plain.length < 2 || /^\d+$/u.test(plain) || negated || LINK.has(plain)) return null;
    if (isStopword(word) || GENERIC.has(plain) || FILLER_WORDS.has(plain) || cues.has(plain)) return null;
    return { word, names: namesOf(word), food: namesFood(word) && !places.has(word) };
  });
}

const names = (title: readonly string[], word: QuestionWord) =>
  title.some((t) => word.names.some((stem) => wordAnswers(t, stem)));

/**
 * The words next to `i` in the question that qualify it: the one after it (after one linking word:
 * "coca de llardons"), and the one before it when that is a food or a dish word, as English puts
 * them ("Greek salad", "apple pie"; not the verb of "com feia l'escudella").
 */
function qualifiersOf(
  words: readonly (QuestionWord | null)[],
  plain: readonly string[],
  i: number,
  ends: readonly boolean[],
) {
  const after = LINK.has(plain[i + 1] ?? '') ? i + 2 : i + 1;
  const before = ends[i - 1] ? null : words[i - 1];
  const qualifiesBefore = before && (before.food || dishSynonymsOf(before.word).length > 0);
  // "ceviche, ¿tenéis receta?": the next clause's first word qualifies nothing.
  return [ends[i] ? null : words[after], qualifiesBefore ? before : null].filter(
    (w): w is QuestionWord => w !== null && w !== undefined && !NO_QUALIFIER.has(foldAccents(w.word)),
  );
}

/**
 * What the title leaves to the recipe's ingredient lines for it to be the dish asked for: null when
 * the title cannot be it, none when the title alone names it. The title's first word (the dish:
 * "Ramen de miso", "Amanida grega") or half of its words ("Espaguetis a la carbonara"; not by
 * words that only place or praise it, `namesWhatItIs`) are named by the question, each named dish
 * word with the word that qualifies it in the question ("coca de llardons" is no "Coca de Sant
 * Joan"), and every food the question names is in the title ("arròs
 * amb fesols i naps" is no "Arròs negre"). When the question names the title's first word, the dish
 * itself, the foods it names besides and a food qualifying the dish may be in the recipe's
 * ingredients instead ("Fideuà per a 6, la de gambes i musclos" → Fideuà de marisc, with prawns and
 * mussels in its lines): those foods are returned, for `findCatalogueDishes` to look for. Issue 34: a
 * dish the catalogue has, found whatever language or spelling; an unrelated one, never.
 */
function leftToIngredients(title: string, question: string): QuestionWord[] | null {
  const words = dishWords(question);
  const plain = dishQuestionWords(question).map(foldAccents);
  const ends = clauseEnds(question);
  const titleWords = splitWords(foldAccents(title.toLowerCase())).filter((w) => !LINK.has(w));
  const [head] = titleWords;
  if (!head) return null;
  const asked = words.filter((w): w is QuestionWord => w !== null);
  const named = titleWords.filter((t) => asked.some((w) => names([t], w)));
  if (named.length === 0) return null;
  // Without its first word, half the title named, and by more than where it comes from or its praise.
  if (!named.includes(head) && named.filter(namesWhatItIs).length * 2 < titleWords.length) return null;
  const beyond = asked.filter((w) => w.food && !names(titleWords, w));
  for (const [i, w] of words.entries()) {
    if (w === null || !names(titleWords, w)) continue;
    for (const q of qualifiersOf(words, plain, i, ends)) {
      if (names(titleWords, q)) continue;
      // A qualifier that is no food ("coca de recapte", "crema catalana") is the title's or no match.
      if (!q.food) return null;
      beyond.push(q);
    }
  }
  if (beyond.length > 0 && !named.includes(head)) return null;
  return [...new Set(beyond)];
}

/**
 * Does the title alone name the dish the question asks for (`leftToIngredients`: nothing left to
 * the recipe's ingredient lines)?
 */
export function titleNamesDish(title: string, question: string): boolean {
  return leftToIngredients(title, question)?.length === 0;
}

/** The shortest stem looked for inside ingredient lines ("ou" is inside "brou", "col" inside "xocolata"). */
const MIN_LINE_STEM = 4;

/** Whether one of the names holds, asking name by name and no further than the first that does. */
async function holdsAnyOf(names: string[], holds: (stems: string[]) => Promise<boolean>) {
  for (const name of names) if (await holds([name])) return true;
  return false;
}

/** Does the recipe hold each food in its ingredient lines, by any of the food's names? */
async function holdsFoods(tools: ChatTools, recipe: ChatRecipe, foods: readonly QuestionWord[]) {
  const stemsOf = (food: QuestionWord) => [...new Set(food.names)].filter((s) => s.length >= MIN_LINE_STEM);
  const holds = async (stems: string[]) =>
    stems.length > 0 && (await tools.recipesWithIngredients(stems)).some((r) => r.id === recipe.id);
  // All the foods at once first (fewer recipes hold them all), then each by any of its names.
  const firsts = foods.map((food) => stemsOf(food)[0]);
  if (firsts.every((s) => s !== undefined) && (await holds(firsts as string[]))) return true;
  for (const food of foods) if (!(await holdsAnyOf(stemsOf(food), holds))) return false;
  return true;
}

/**
 * The catalogue's recipes whose title names the dish asked for, found by the catalogue's own search
 * (`ChatTools.searchRecipes`, titles and descriptions at run time) with every name of the question's
 * words in the three languages, then kept by `titleNamesDish`; else, `byIngredients`, those whose
 * title names the dish and whose ingredient lines hold the foods the question names besides
 * (`leftToIngredients`).
 */
export async function findCatalogueDishes(
  question: string,
  tools: ChatTools,
  byIngredients = false,
): Promise<ChatRecipe[]> {
  const asked = dishWords(question).filter((w): w is QuestionWord => w !== null);
  const terms = [...new Set(asked.flatMap((w) => w.names).filter((stem) => stem.length >= 3))].slice(
    0,
    MAX_TERMS,
  );
  if (terms.length === 0) return [];
  const judged = (await tools.searchRecipes(terms)).map((recipe) => ({
    recipe,
    left: leftToIngredients(recipe.title, question),
  }));
  const byTitle = judged.filter((j) => j.left?.length === 0).map((j) => j.recipe);
  if (byTitle.length > 0 || !byIngredients) return byTitle;
  const held: ChatRecipe[] = [];
  // The dish itself named, not a food of its title ("sofregit per a l'arròs" is no Arròs negre).
  for (const { recipe, left } of judged)
    if (
      left &&
      left.length > 0 &&
      namesTheDish(recipe.title, question) &&
      (await holdsFoods(tools, recipe, left))
    )
      held.push(recipe);
  return held;
}

/**
 * Does the question name every word of the title ("Canelons de Sant Esteve, que m'ha sobrat carn
 * d'olla")? Then the dish is what it asks for, whatever foods it names besides; "m'ha sobrat arròs"
 * names no "Arròs negre".
 */
export function namesWholeTitle(title: string, question: string): boolean {
  const asked = dishWords(question).filter((w): w is QuestionWord => w !== null);
  const titleWords = splitWords(foldAccents(title.toLowerCase())).filter((w) => !LINK.has(w));
  return titleWords.length > 0 && titleWords.every((t) => asked.some((w) => names([t], w)));
}

/** Is the word a food's own name in one of its three languages ("arròs", "pa"; not "canelons", filed under pasta)? */
const isFoodsOwnName = (word: string) =>
  findFood(word)
    ?.aliases.slice(0, 3)
    .some((alias) => foldAccents(alias.toLowerCase()) === word) ?? false;

/**
 * Titles' first words that name a kind of dish, many dishes, not one: "a cake" is no "Pastís de
 * formatge al forn", "la sopa" no "Sopa de miso amb tofu", "una truita" (or a trout) no "Truita de
 * patates", "la coca" no "Coca de Sant Joan".
 */
const KIND_OF_DISH = new Set(['amanida', 'sopa', 'pastis', 'crema', 'salsa', 'coca', 'truita', 'estofat']);
/** "Flat as pancakes", "like a crêpe": a dish named to compare, not asked about. */
const COMPARING = new Set(['as', 'like']);

/**
 * Does the question name the dish of the title, not only a food in it: its first word ("Canelons de
 * Sant Esteve", "Xató"), and, when that word is a food's own name or a kind of dish, another word of
 * the title ("restes d'arròs" name no "Arròs negre", "un pastís" no "Pastís de formatge al forn"; "la
 * carne por el otro" no "Lasanya de carn"); never a dish named to compare ("flat as pancakes").
 */
export function namesTheDish(title: string, question: string): boolean {
  const plain = dishQuestionWords(question).map(foldAccents);
  const asked = dishWords(question).filter(
    (w, i): w is QuestionWord => w !== null && !COMPARING.has(plain[i - 1] ?? ''),
  );
  const [head, ...rest] = splitWords(foldAccents(title.toLowerCase())).filter((w) => !LINK.has(w));
  if (!head || !asked.some((w) => names([head], w))) return false;
  if (!isFoodsOwnName(head) && !KIND_OF_DISH.has(head)) return true;
  return rest.some((t) => asked.some((w) => names([t], w)));
}

/** A fact's answer opens with its dish, in five words at most: "Salmorejo: 1 kg de tomàquet...", "Truita de patates: ...". */
const ANSWER_HEAD = /^((?:\S+\s+){0,4}\S+):/u;

/**
 * Does a how-to fact speak of the dish asked? When its answer opens with a dish's name, the question
 * names at least one word of that opening ("com es fa el pa amb tomàquet?" is no "Salmorejo:",
 * "beef Wellington" no "Escudella:", "beef rendang" no "A good stock:"); an opening that names no dish or food ("Lump-free béchamel:" for a
 * white sauce without lumps) or no opening is not judged here, but for `dishOnly`: a request for a
 * dish's recipe ("recipe for Anzac biscuits please") is answered by no fact but one whose opening
 * names a word of the question, known dish or not ("Churros:"; "Scaling a recipe:" is no recipe of it).
 */
export function factHeadNamesQuestion(answer: string, question: string, dishOnly = false): boolean {
  const head = ANSWER_HEAD.exec(answer)?.[1];
  if (!head) return !dishOnly;
  const headWords = splitWords(foldAccents(head.toLowerCase())).filter((w) => !LINK.has(w) && !isStopword(w));
  const asked = dishWords(question).filter((w): w is QuestionWord => w !== null);
  const named = asked.some((w) => names(headWords, w));
  if (dishOnly) return named;
  return named || !headWords.some((w) => isDishWord(w) || namesFood(w));
}
