import type { ChatAnswer, ChatRecipe, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import type { ChatTools } from '../../ai-provider.ts';
import { classifyTopic } from './classify-topic.ts';
import { dontKnowReply, offTopicReply, recipesReply, withFoodsReply } from './compose-chat-reply.ts';
import { detectLanguage } from './detect-language.ts';
import { extractKeywords } from './extract-keywords.ts';
import { findIngredientQuestion } from './find-ingredient-question.ts';
import { findKnowledgeAnyLanguage, suggestKnowledge } from './knowledge/find-knowledge.ts';
import { foldAccents, splitWords } from './tokenise-question.ts';

/** Below this, an off-topic guess is a coin toss; a follow-up of a cooking question gets the benefit. */
const SURE_OFF_TOPIC = 0.75;

/** The user's messages, newest first. */
const userQuestions = (input: ChatRequest) =>
  input.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .reverse();

/**
 * "I amb mantega?" after a cooking question is cooking too: a doubtful off-topic guess is
 * overruled when the user's previous question was about cooking.
 */
function isCooking(questions: string[]): boolean {
  const [last = '', previous] = questions;
  const guess = classifyTopic(last);
  if (guess.cooking || guess.confidence >= SURE_OFF_TOPIC || previous === undefined) return guess.cooking;
  return classifyTopic(previous).cooking;
}

/** Only recipes whose title names one of the searched words: a description's chance word is no match. */
const titled = (recipes: readonly ChatRecipe[], keywords: readonly string[]) =>
  recipes.filter((r) => keywords.some((k) => foldAccents(r.title.toLowerCase()).includes(k)));

const answer = (reply: string, recipes: ChatRecipe[] = [], offTopic = false): ChatAnswer => ({
  reply,
  recipes,
  mode: 'builtin',
  offTopic,
});

/**
 * The offline chat (DESIGN.md section 4), in the asker's language (Catalan for any other): refuse
 * off-topic; "what can I cook with X and Y" from the catalogue's ingredients; a kitchen fact from
 * the knowledge base when one answers the question, with the recipes whose title the question names;
 * those recipes alone (first, for a question of a word or two); else
 * an honest "I don't know that one" with two questions it can answer.
 */
export async function answerBuiltinChat(input: ChatRequest, tools: ChatTools): Promise<ChatAnswer> {
  const questions = userQuestions(input);
  const question = questions[0] ?? '';
  const language = detectLanguage(question) ?? 'ca';
  if (!isCooking(questions)) return answer(offTopicReply(language), [], true);

  const foods = findIngredientQuestion(question);
  if (foods) {
    const recipes = await tools.recipesWithIngredients(foods.stems);
    return answer(withFoodsReply(language, foods.names, recipes), recipes);
  }
  const keywords = extractKeywords(question);
  const findRecipes = async () =>
    titled(keywords.length > 0 ? await tools.searchRecipes(keywords) : [], keywords);
  // "I la crema?", "Canelons?": a question of a word or two names a dish; its recipes come first.
  const short = splitWords(question).length <= 3;
  const early = short ? await findRecipes() : [];
  if (early.length > 0) return answer(recipesReply(language, early), early);

  const fact = findKnowledgeAnyLanguage(question, language);
  // "Com es fa una truita de patates?": the fact says how, and the site's recipes whose title names
  // the dish follow it as links (none when no title names it: never an unrelated list).
  if (fact) return answer(fact.entry.answer[language], short ? [] : await findRecipes());

  const recipes = short ? [] : await findRecipes();
  if (recipes.length > 0) return answer(recipesReply(language, recipes), recipes);
  return answer(dontKnowReply(language, suggestKnowledge(question, language)));
}
