import type { ChatAnswer, ChatRecipe, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import type { ChatTools } from '../../ai-provider.ts';
import { classifyTopic } from './classify-topic.ts';
import { cookWithReply, dontKnowReply, offTopicReply, recipesReply } from './compose-chat-reply.ts';
import { detectLanguage } from './detect-language.ts';
import { ASKS_FOR_RECIPES, dishSearchTerms, titleNames } from './find-dish-words.ts';
import { findIngredientQuestion } from './find-ingredient-question.ts';
import { findAnswer, suggestKnowledge } from './knowledge/find-knowledge.ts';
import type { QuestionIntent } from './knowledge/question-intent.ts';
import { findKitchenWords } from './kitchen-words.ts';
import { synonymsOf } from './knowledge/kitchen-synonyms.ts';
import { namesFood, type ReadQuestion, readQuestion } from './read-follow-up.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** Below this, an off-topic guess is a coin toss; a follow-up of a cooking question gets the benefit. */
const SURE_OFF_TOPIC = 0.75;
/** A short follow-up ("i si no en tinc?") of a cooking question is refused only when surely off-topic. */
const SURE_OFF_TOPIC_FOLLOW_UP = 0.95;
/**
 * Below this, an off-topic guess yields to the knowledge base: a question of a kitchen kind
 * (question-intent.ts) that names a kitchen thing and that a fact explains well ("la truita se'm trenca quan li dono la volta") is
 * about cooking. Sport, finance or a prompt injection are off-topic with 0.99 and more.
 */
const UNSURE_OFF_TOPIC = 0.97;
/** How well (coverage) a fact must explain a question the topic model doubted. */
const CLEAR_MATCH = 0.8;
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
];

/** A food, a dish, a kitchen word or a word of the kitchen synonyms ("bescuit"): no paper plane. */
const namesKitchenThing = (question: string) =>
  findKitchenWords(question).length > 0 ||
  splitWords(question).some((word) => namesFood(word) || synonymsOf(word).length > 0);

/** The user's messages, newest first. */
const userQuestions = (input: ChatRequest) =>
  input.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .reverse();

/**
 * "I amb mantega?" after a cooking question is cooking too: a doubtful off-topic guess is
 * overruled when the user's previous question was about cooking, or when the question names a
 * food and a fact of the kind it asks explains it clearly.
 */
function isCooking(
  questions: string[],
  read: ReadQuestion,
  language: ReturnType<typeof detectLanguage>,
): boolean {
  const [last = '', previous] = questions;
  const guess = classifyTopic(last);
  if (guess.cooking) return true;
  const doubt = read.followUp ? SURE_OFF_TOPIC_FOLLOW_UP : SURE_OFF_TOPIC;
  if (guess.confidence < doubt && previous !== undefined && classifyTopic(previous).cooking) return true;
  if (guess.confidence >= UNSURE_OFF_TOPIC || read.intents.size === 0 || !namesKitchenThing(last))
    return false;
  const match = findAnswer(last, language ?? 'ca', read.intents);
  return match !== null && match.coverage >= CLEAR_MATCH;
}

const answer = (reply: string, recipes: ChatRecipe[] = [], offTopic = false): ChatAnswer => ({
  reply,
  recipes,
  mode: 'builtin',
  offTopic,
});

/** "What can I cook with X and Y": the search's ranking with what is missing, else the ingredient filter. */
async function cookWith(tools: ChatTools, language: Parameters<typeof cookWithReply>[0], read: ReadQuestion) {
  if (read.followUp || NOT_COOK_WITH.some((intent) => read.intents.has(intent))) return null;
  const foods = findIngredientQuestion(read.text);
  if (!foods) return null;
  const ranked = await tools.cookWithWhatIHave(foods.names);
  const found =
    ranked.length > 0
      ? ranked
      : (await tools.recipesWithIngredients(foods.stems)).map((recipe) => ({ recipe, missing: [] }));
  // The ranking lists recipes that use some of the foods; those using none are never listed.
  return answer(
    cookWithReply(language, foods.names, found),
    found.map((r) => r.recipe),
  );
}

/**
 * The offline chat (DESIGN.md section 4), in the asker's main language (Catalan for any other):
 * refuse off-topic; "what can I cook with X and Y" ranked as the search's "cook with what I have";
 * a short follow-up read with the previous turn's subject; a kitchen fact of the kind asked
 * (knowledge/find-knowledge.ts), followed, for a "how is it made", by the recipes whose title names
 * the dish; the recipes whose title names the dish or food asked for (never others); else an honest
 * "I don't know that one" with the two nearest questions it can answer.
 */
export async function answerBuiltinChat(input: ChatRequest, tools: ChatTools): Promise<ChatAnswer> {
  const questions = userQuestions(input);
  const question = questions[0] ?? '';
  const detected = detectLanguage(question);
  const language = detected ?? 'ca';
  const read = readQuestion(questions);
  if (!isCooking(questions, read, detected)) return answer(offTopicReply(language), [], true);

  const withFoods = await cookWith(tools, language, read);
  if (withFoods) return withFoods;

  const terms = dishSearchTerms(question);
  const findRecipes = async () =>
    terms.length > 0 ? (await tools.searchRecipes(terms)).filter((r) => titleNames(r.title, terms)) : [];
  // "Canelons?", "receptes de canelons": a dish's name alone, or a request for recipes, lists them.
  const asksRecipes =
    splitWords(question).length <= 3 || ASKS_FOR_RECIPES.test(foldAccents(question.toLowerCase()));
  const early = asksRecipes ? await findRecipes() : [];
  if (early.length > 0) return answer(recipesReply(language, early), early);

  const fact = findAnswer(read.text, language, read.intents);
  // "Com es fa una truita de patates?": the fact says how, and the site's recipes whose title names
  // the dish follow it as links. A fact of another kind (how long it keeps) needs no recipes.
  if (fact) {
    const links = read.intents.has('howTo') && !read.followUp ? await findRecipes() : [];
    return answer(fact.entry.answer[language], links);
  }
  // A question of no kind that names a dish the catalogue has: its recipes.
  const recipes = read.intents.size === 0 || read.intents.has('howTo') ? await findRecipes() : [];
  if (recipes.length > 0) return answer(recipesReply(language, recipes), recipes);
  return answer(dontKnowReply(language, suggestKnowledge(read.text, language, 2, read.intents)));
}
