import type { ChatAnswer, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import type { ChatTools } from '../ai-provider.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { extractKeywords } from '../builtin/chat/extract-keywords.ts';
import { buildChatMessages } from './build-chat-messages.ts';
import type { ChatCompletionsClient } from './chat-completions.types.ts';
import { stripChatMarkdown } from './strip-chat-markdown.ts';

/** A conversational answer: some variety, still on topic (the spec's chat call sets none; 0.7 is the usual default). */
const CHAT_TEMPERATURE = 0.7;
const CHAT_MAX_TOKENS = 800;

/** Quotes and a final stop do not make the refusal another sentence. */
const bare = (text: string) =>
  text
    .trim()
    .replace(/^["'«“]+|["'»”]+$/gu, '')
    .trim();

/** The model answers from the whole history; the recipe links come from the database, not from it. */
export async function answerOpenAiChat(
  client: ChatCompletionsClient,
  model: string,
  input: ChatRequest,
  tools: ChatTools,
): Promise<ChatAnswer> {
  const content = await client.complete({
    model,
    messages: buildChatMessages(input),
    temperature: CHAT_TEMPERATURE,
    maxTokens: CHAT_MAX_TOKENS,
  });
  const reply = stripChatMarkdown(content);
  if (reply === '') throw new AiProviderError('malformed', 'chat answer is empty');
  if (bare(reply) === ca.aiChat.offTopic) {
    return { reply: ca.aiChat.offTopic, recipes: [], mode: 'openai', offTopic: true };
  }
  const question = input.messages.findLast((m) => m.role === 'user')?.content ?? '';
  const recipes = await tools.searchRecipes(extractKeywords(question));
  return { reply, recipes, mode: 'openai', offTopic: false };
}
