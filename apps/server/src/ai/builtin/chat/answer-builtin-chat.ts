import type { ChatAnswer, ChatRecipe, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import type { ChatTools } from '../../ai-provider.ts';
import {
  type CookWithRow,
  cookWithReply,
  dontKnowReply,
  noDishReply,
  offTopicReply,
  recipesReply,
} from './compose-chat-reply.ts';
import { detectLanguage, otherLanguageParts } from './detect-language.ts';
import {
  asksForRecipe,
  factHeadNamesQuestion,
  findCatalogueDishes,
  namesTheDish,
  namesWholeTitle,
  titleHasRequestedDish,
} from './find-catalogue-dish.ts';
import { dishNeeds, titleNames } from './find-dish-words.ts';
import {
  asksHowLongItKeeps,
  findIngredientQuestion,
  type IngredientQuestion,
  saysWhatOneHas,
  withoutWhatIsLeft,
} from './find-ingredient-question.ts';
import { isDishWord } from '../generate/find-title.ts';
import { isEverydayFood } from './everyday-foods.ts';
import { standardiseFoodWords } from '../nutrition/regional-food-words.ts';
import { toolsAskedOnce } from './tools-asked-once.ts';
import { findAnswer, suggestKnowledge } from './knowledge/find-knowledge.ts';
import { findNearestFact } from './knowledge/find-nearest-fact.ts';
import { detectIntents, type QuestionIntent } from './knowledge/question-intent.ts';
import { isCookingQuestion, isDoubtfullyOffTopic, isSurelyOffTopic } from './is-cooking-question.ts';
import { type ReadQuestion, readQuestion, saysEnough } from './read-follow-up.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';
import type { Language } from './knowledge/knowledge-entry.ts';

/**
 * A question mixing two languages ("Tinc una recepta que diu 'fold in the egg whites', què vol
 * dir?", "Com faig el sofregit, o sea, ¿cuánto tiempo...?"): the part in the other language read
 * with that language's index, whose stemmer and ways of asking know its words; the fact is then
 * given in the main language. Only the nearest-fact rule's close matches (find-nearest-fact.ts).
 */
const HOW_TO: ReadonlySet<QuestionIntent> = new Set(['howTo']);
function otherLanguageFact(question: string, language: Language, read: ReadQuestion) {
  if (read.followUp) return null;
  for (const [lang, part] of Object.entries(otherLanguageParts(question, language)) as [Language, string][]) {
    // A phrase quoted for what it means ("diu 'fold in', què vol dir?") asks how it is done.
    const fact = findNearestFact(part, lang, read.intents.size > 0 ? read.intents : HOW_TO);
    if (fact) return fact;
  }
  return null;
}

/**
 * Kinds that make "amb"/"con"/"with" no "what can I cook with": "amb què substitueixo la nata",
 * "què serveixo amb la botifarra", "el formatge amb floridura".
 */
const NOT_COOK_WITH: readonly QuestionIntent[] = [
  'substitution',
  'pairing',
  'storage',
  'safety',
  'whyWrong',
  'time',
  'temperature',
  // "Tinc uns ous a la nevera, com sé si encara són bons?" asks whether they are good, not what to cook.
  'doneness',
];

/**
 * The facts on keeping cooked leftovers: they answer how long a cooked dish keeps, not how to cook a
 * frozen one ("quant de temps al vapor necessiten les gyozas congelades?", "I si els tinc
 * congelats?" after canelons in the oven) nor whether a dough can be made the day before (set 12
 * rows 34, 152, 162: "the canelons", "the pizza" of their ways of asking drew them).
 */
const LEFTOVER_FACTS: ReadonlySet<string> = new Set(['storage-leftovers']);
/** Words of cooking something (not of reheating it) or of making it ahead, on accent-free lowercase text. */
const COOKS_OR_MAKES_AHEAD =
  /\b(?:al vapor|vaporera|steam\w*|steamer|al forn|enfornar|al horno|hornear|in the oven|bake|baking|coure|coc\w*|cuec\w*|cuinar|cook|cooking|fregir|freir|fry|frying|bullir|hervir|boil|(?:el|la) (?:dia|vigilia) (?:abans|antes)|el dia anterior|the day before|the night before|(?:make|made|making) (?:it |them )?ahead|ahead of time|deixar\w* fet\w*|dejar\w* hech\w*)\b/u;
/** Words of a dish already cooked: then the leftovers' fact is the one asked. */
const COOKED_ALREADY =
  /\b(?:sobr\w+|restes|restos|leftover\w*|cuinad\w*|cuinat\w*|cocinad\w*|cocid\w*|cooked|escalf\w*|reescalf\w*|recalent\w*|reheat\w*)\b/u;
const asksToCookOrMakeAhead = (text: string) => {
  const plain = foldAccents(text.toLowerCase());
  return COOKS_OR_MAKES_AHEAD.test(plain) && !COOKED_ALREADY.test(plain);
};
/** A fact that may answer the question: not the leftovers' for cooking a frozen dish or making it ahead. */
const fitsQuestion = (id: string, text: string) => !LEFTOVER_FACTS.has(id) || !asksToCookOrMakeAhead(text);

/** The user's messages, newest first, their regional food words read as the standard ones ("sa gelera"). */
const userQuestions = (input: ChatRequest) =>
  input.messages
    .filter((m) => m.role === 'user')
    .map((m) => standardiseFoodWords(m.content))
    .reverse();

const answer = (reply: string, recipes: ChatRecipe[] = [], offTopic = false): ChatAnswer => ({
  reply,
  recipes,
  mode: 'builtin',
  offTopic,
});

/** "What can I cook with X and Y": the search's ranking with what is missing, else the ingredient filter. */
async function cookWith(tools: ChatTools, language: Language, read: ReadQuestion) {
  // The kinds asked, read without the words of what is left ("només queda" asks no why).
  const kinds = detectIntents(withoutWhatIsLeft(read.text));
  const blocks = (intent: QuestionIntent) =>
    kinds.has(intent) && (intent !== 'storage' || asksHowLongItKeeps(read.text));
  if (read.followUp || NOT_COOK_WITH.some(blocks)) return null;
  // "Com faig que la fideuà quedi amb els fideus de punta?" asks how a dish is made, not what to cook.
  if (read.intents.has('howTo') && splitWords(read.text).some(isDishWord)) return null;
  const foods = findIngredientQuestion(read.text, language);
  if (!foods) return null;
  // "Canelons de Sant Esteve, que m'ha sobrat carn d'olla": a dish the catalogue has by its title is
  // what is asked for, not any recipe with a pasta like the canelons (set 13 row 134).
  const dishes = foods.names.some(isDishWord)
    ? (await findCatalogueDishes(read.text, tools)).filter((r) => namesWholeTitle(r.title, read.text))
    : [];
  if (dishes.length > 0) return answer(recipesReply(language, dishes), dishes);
  const ranked = await tools.cookWithWhatIHave(foods.names);
  const fits = await bestFits(tools, foods);
  const found = ranked.length > 0 ? ranked : await withEveryFood(tools, foods);
  // The recipes holding the most foods first (the ranking puts few missing first: "Gyozas de porc i
  // col" came after recipes with only the cabbage), then the ranking's; those using none never.
  // Among the best fits, the ranking's order (fewest missing) first.
  const isFit = (r: CookWithRow) => fits.some((f) => f.id === r.recipe.id);
  const fitsUnranked = fits.filter((f) => !found.some((r) => r.recipe.id === f.id));
  const ordered = [
    ...found.filter(isFit),
    ...fitsUnranked.map((recipe) => ({ recipe, missing: null, uses: null })),
    ...found.filter((r) => !isFit(r)),
  ];
  const related = (await withAFoodOfItsOwn(tools, foods, ordered)).slice(0, COOK_WITH_MAX);
  return answer(
    cookWithReply(language, foods.names, related),
    related.map((r) => r.recipe),
  );
}

/**
 * The rows that answer the question: a recipe the ranking placed only when it uses one of the foods
 * named that is not an everyday one (an onion, a lemon, milk: everyday-foods.ts), or when such a
 * food's stem is in its ingredient lines (the ranking reads "garbanzos" as no "cigrons cuits"). A
 * question naming only everyday foods takes any recipe using them; a recipe the ranking did not place
 * is a best fit, which holds most of the foods. The lines are searched only when a row is in doubt.
 */
async function withAFoodOfItsOwn(
  tools: ChatTools,
  foods: IngredientQuestion,
  rows: readonly CookWithRow[],
): Promise<readonly CookWithRow[]> {
  const own = foods.names.flatMap((name, i) => (isEverydayFood(name) ? [] : [i]));
  if (own.length === 0) return rows;
  const inDoubt = (r: CookWithRow) => r.uses !== null && r.uses.every(isEverydayFood);
  if (!rows.some(inDoubt)) return rows;
  const stems = own
    .flatMap((i) => [foods.lineStems.own[i]!, foods.lineStems.catalan[i]!])
    .filter((stem) => stem.length >= BEST_FIT_MIN_STEM);
  const found = await Promise.all([...new Set(stems)].map((stem) => tools.recipesWithIngredients([stem])));
  const holding = new Set(found.flat().map((r) => r.id));
  return rows.filter((r) => !inDoubt(r) || holding.has(r.recipe.id));
}

/** How many recipes a "cook with" answer lists, as the server's ranking gives (modules/ai). */
const COOK_WITH_MAX = 5;
/** The shortest stem looked for inside ingredient lines for a best fit. */
const BEST_FIT_MIN_STEM = 3;
/** Beyond this many foods the subsets to try grow too many for an answer in time. */
const BEST_FIT_MAX_FOODS = 5;

/** The subsets of `items` of `size` elements, in order. */
function subsetsOf<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, i) => subsetsOf(items.slice(i + 1), size - 1).map((rest) => [item, ...rest]));
}

/**
 * The recipes whose ingredient lines hold the most of the foods named (`stems`, one per food), all
 * of them or all but one, two at least: the best fit of "repollo, cerdo y obleas" is the recipe with
 * both the cabbage and the pork. None for one food. When a food named is not an everyday one, each
 * fit holds one such (`ownStems`): "sal y limón" of "sardinas, sal y limón" is no fit.
 */
async function bestFitsOf(
  tools: ChatTools,
  stems: readonly string[],
  ownStems: ReadonlySet<string>,
): Promise<BestFits> {
  // A stem of two letters ("ou", "pa") is inside too many other words' lines ("brou", "pebre").
  const distinct = [...new Set(stems)].filter((stem) => stem.length >= BEST_FIT_MIN_STEM);
  if (distinct.length < 2 || distinct.length > BEST_FIT_MAX_FOODS) return { size: 0, recipes: [] };
  // All the foods but one at least: two of four shared ("ous i cansalada" of a carbonara's four) is
  // no better fit than the ranking's first.
  for (let size = distinct.length; size >= Math.max(2, stems.length - 1); size -= 1) {
    const found = (
      await Promise.all(
        subsetsOf(distinct, size)
          .filter((subset) => ownStems.size === 0 || subset.some((stem) => ownStems.has(stem)))
          .map((subset) => tools.recipesWithIngredients(subset)),
      )
    ).flat();
    if (found.length > 0) return { size, recipes: found };
  }
  return { size: 0, recipes: [] };
}

interface BestFits {
  /** How many of the foods each recipe holds. */
  readonly size: number;
  readonly recipes: readonly ChatRecipe[];
}

/** The best fits by the asker's words and by the catalogue's (Catalan) names: the more foods held wins, both on a tie. */
async function bestFits(tools: ChatTools, foods: IngredientQuestion): Promise<ChatRecipe[]> {
  const stemsOfOwnFoods = (stems: readonly string[]) =>
    new Set(stems.filter((_, i) => !isEverydayFood(foods.names[i]!)));
  const [own, catalan] = await Promise.all([
    bestFitsOf(tools, foods.lineStems.own, stemsOfOwnFoods(foods.lineStems.own)),
    bestFitsOf(tools, foods.lineStems.catalan, stemsOfOwnFoods(foods.lineStems.catalan)),
  ]);
  const size = Math.max(own.size, catalan.size);
  const found = [own, catalan].filter((f) => f.size === size).flatMap((f) => f.recipes);
  return [...new Map(found.map((r) => [r.id, r])).values()];
}

/**
 * With no ranking, the recipes holding every food, by the asker's words, else by the catalogue's
 * ("cordero" is "xai" in a Catalan ingredient line). Their missing ingredients are not known.
 */
async function withEveryFood(tools: ChatTools, foods: IngredientQuestion): Promise<CookWithRow[]> {
  const own = await tools.recipesWithIngredients(foods.stems);
  const found =
    own.length > 0 ? own : await tools.recipesWithIngredients([...new Set(foods.lineStems.catalan)]);
  return found.map((recipe) => ({ recipe, missing: null, uses: null }));
}

/**
 * Before saying the catalogue has no such recipe: the recipes whose title names the one food the
 * request names ("Me passes alguna recepta amb xai?" → Tagine de xai amb prunes; set 12 said there
 * was none). A request naming two ("apple pie") wants the dish, not any recipe with one of them.
 */
async function recipesNamingTheFood(question: string, language: Language | null, tools: ChatTools) {
  const needs = dishNeeds(question, false, language);
  if (needs.length !== 1) return [];
  return (await tools.searchRecipes(needs[0]!)).filter((r) => titleNames(r.title, needs));
}

/**
 * The offline chat (DESIGN.md section 4), in the asker's main language (Catalan for any other):
 * refuse off-topic; "what can I cook with X and Y" ranked as the search's "cook with what I have";
 * a short follow-up read with the previous turn's subject; a kitchen fact of the kind asked
 * (knowledge/find-knowledge.ts), followed, for a "how is it made", by the recipes whose title names
 * the dish; the recipes whose title names the dish or food asked for (never others); else an honest
 * "I don't know that one" with the two nearest questions it can answer.
 */
export async function answerBuiltinChat(input: ChatRequest, catalogue: ChatTools): Promise<ChatAnswer> {
  const tools = toolsAskedOnce(catalogue);
  const questions = userQuestions(input);
  const question = questions[0] ?? '';
  const detected = detectLanguage(question);
  const language = detected ?? 'ca';
  const read = readQuestion(questions);
  const mixed = otherLanguageFact(question, language, read);
  // A quoted cooking phrase of another language is a cooking question ("què vol dir 'fold in'?"),
  // whatever food it names ("fold in the egg whites" is no "what can I cook with egg").
  if (mixed && !isSurelyOffTopic(question) && !isCookingQuestion(questions, read, detected, false))
    return answer(mixed.entry.answer[language]);
  // "Tens la recepta dels panellets? Els vull fer per la Castanyada", "Un suquet de peix com els que
  // fèiem a la barca", "aquest any vull fer la coca de Sant Joan": a doubtful refusal yields to a
  // dish the catalogue has, named by its title (set 13 declined the site's own suquet and coca).
  const cooking =
    isCookingQuestion(questions, read, detected) ||
    (!isSurelyOffTopic(question) && (await findCatalogueDishes(question, tools)).length > 0);
  if (!cooking) {
    // "¿Tenéis receta de torrijas?", "receta del pulpo á feira": a dish the catalogue lacks, asked
    // for in words the model doubts, is a cooking request answered "no such recipe", not refused.
    if (asksForRecipe(question) && isDoubtfullyOffTopic(question)) {
      const withFood = await recipesNamingTheFood(question, detected, tools);
      if (withFood.length > 0) return answer(recipesReply(language, withFood), withFood);
      return answer(noDishReply(language, suggestKnowledge(read.text, language, 2, read.intents)));
    }
    return answer(offTopicReply(language), [], true);
  }

  const withFoods = await cookWith(tools, language, read);
  if (withFoods) return withFoods;

  const needs = dishNeeds(question, undefined, detected);
  const terms = [...new Set(needs.flat())];
  // The titles naming every food and dish the question names; else the catalogue's dish the question
  // names in any language ("Greek salad" → Amanida grega, "ramen" → Ramen de miso); never a recipe
  // without the dish a request names ("receta de churros con chocolate" is no chocolate crêpe).
  const findRecipes = async () => {
    const byNeeds =
      terms.length > 0 ? (await tools.searchRecipes(terms)).filter((r) => titleNames(r.title, needs)) : [];
    // By the ingredient lines too ("Fideuà per a 6, la de gambes i musclos") only when nothing else is
    // asked of the dish: the foods the cook has or lacks are no foods of it ("només tinc farina normal
    // per a la coca"), nor is a swap's or a how-to's food ("sub for buttermilk in pancakes").
    const byIngredients = read.intents.size === 0 && !saysWhatOneHas(question);
    const found = byNeeds.length > 0 ? byNeeds : await findCatalogueDishes(question, tools, byIngredients);
    return found.filter((r) => titleHasRequestedDish(r.title, question));
  };
  // "Canelons?", "receptes de canelons": a dish's name alone, or a request for recipes, lists them.
  const asksRecipes = splitWords(question).length <= 3 || asksForRecipe(question);
  const early = asksRecipes ? await findRecipes() : [];
  if (early.length > 0) return answer(recipesReply(language, early), early);

  const howToOnly = read.intents.size > 0 && [...read.intents].every((intent) => intent === 'howTo');
  // A request for a dish's recipe the catalogue lacks: only a fact that opens with that dish answers.
  const requestsDish = asksForRecipe(question) && !read.followUp;
  const namesAskedDish = (reply: string) =>
    requestsDish
      ? factHeadNamesQuestion(reply, read.text, true)
      : !howToOnly || factHeadNamesQuestion(reply, read.text);
  const found =
    findAnswer(read.text, language, read.intents) ??
    // A follow-up that says enough to stand alone ("I si no tinc midó de blat de moro?" after crema
    // catalana): no fact names both turns' subjects, the question alone may.
    (read.followUp && saysEnough(read.own) ? findAnswer(read.own, language, detectIntents(read.own)) : null);
  // "Com es fa el pa amb tomàquet?" is not answered with how a salmorejo is made.
  const fact =
    found && namesAskedDish(found.entry.answer[language]) && fitsQuestion(found.entry.id, read.text)
      ? found
      : null;
  // "Com es fa una truita de patates?": the fact says how, and the site's recipes whose title names
  // the dish follow it as links. A fact of another kind (how long it keeps) needs no recipes.
  if (fact) {
    // "El bizcocho se me hunde, da igual la receta" asks why, not for a cake's recipe.
    const asksHow = read.intents.has('howTo') && !read.intents.has('whyWrong');
    const links = asksHow && !read.followUp ? await findRecipes() : [];
    return answer(fact.entry.answer[language], links);
  }
  // A question of no kind that names a dish the catalogue has: its recipes. A swap asked about one's
  // own recipe ("la recepta de la coca diu farina de força i només tinc farina normal") wants no list.
  const listsRecipes =
    (read.intents.size === 0 || read.intents.has('howTo')) && !read.intents.has('substitution');
  const recipes = listsRecipes ? await findRecipes() : [];
  if (recipes.length > 0) return answer(recipesReply(language, recipes), recipes);
  // The fact the suggestions would name first, when it is close enough (find-nearest-fact.ts).
  const nearest = findNearestFact(read.text, language, read.intents, read.followUp ? read.own : undefined);
  if (nearest && namesAskedDish(nearest.entry.answer[language]) && fitsQuestion(nearest.entry.id, read.text))
    return answer(nearest.entry.answer[language]);
  if (mixed) return answer(mixed.entry.answer[language]);
  const suggestions = suggestKnowledge(read.text, language, 2, read.intents);
  // "Any recipe for apple pie?": the catalogue has none, said plainly; no other dish stands in.
  if (asksForRecipe(question) && (howToOnly || read.intents.size === 0) && !read.followUp) {
    const withFood = await recipesNamingTheFood(question, detected, tools);
    if (withFood.length > 0) return answer(recipesReply(language, withFood), withFood);
    return answer(noDishReply(language, suggestions));
  }
  const dishes = await namedDishes(questions, read, tools);
  return answer(dontKnowReply(language, suggestions, dishes), dishes);
}

/**
 * The catalogue's recipes of the dish an unanswered question names, by their title (or by their
 * title and ingredient lines: `findCatalogueDishes`), else, for a follow-up, of the dish its previous
 * turn named ("Quantes plaques compro, doncs?" after "Faré canelons per a 12 persones"): the honest
 * "I don't know" points to them. Never a recipe of another dish.
 */
async function namedDishes(questions: readonly string[], read: ReadQuestion, tools: ChatTools) {
  const [question = '', previous] = questions;
  const of = async (text: string) =>
    (await findCatalogueDishes(text, tools, true)).filter(
      (r) => titleHasRequestedDish(r.title, text) && namesTheDish(r.title, text),
    );
  const own = await of(question);
  return own.length > 0 || !read.followUp || !previous ? own : of(previous);
}
