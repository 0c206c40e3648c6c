import type { ChatAnswer, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import type { ChatTools } from '../../ai-provider.ts';
import { classifyTopic } from './classify-topic.ts';
import { composeChatReply } from './compose-chat-reply.ts';
import { extractKeywords } from './extract-keywords.ts';
import { findKitchenFacts } from './find-kitchen-facts.ts';

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

/** The offline chat (DESIGN.md section 4): refuse off-topic, else curated facts and matching recipes. */
export async function answerBuiltinChat(input: ChatRequest, tools: ChatTools): Promise<ChatAnswer> {
  const questions = userQuestions(input);
  if (!isCooking(questions)) {
    return { reply: ca.aiChat.offTopic, recipes: [], mode: 'builtin', offTopic: true };
  }
  const question = questions[0] ?? '';
  const keywords = extractKeywords(question);
  const facts = findKitchenFacts(question);
  const recipes = keywords.length > 0 ? await tools.searchRecipes(keywords) : [];
  return { reply: composeChatReply(facts, recipes, keywords), recipes, mode: 'builtin', offTopic: false };
}
