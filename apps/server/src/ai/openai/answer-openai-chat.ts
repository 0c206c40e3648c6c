import type { ChatAnswer, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import { trChat } from '@receptari/shared/i18n/tr/chat';
import type { ChatTools } from '../ai-provider.ts';
import { AiProviderError } from '../ai-provider-error.ts';
import { offTopicReply } from '../builtin/chat/compose-chat-reply.ts';
import { detectLanguage } from '../builtin/chat/detect-language.ts';
import { extractKeywords } from '../builtin/chat/extract-keywords.ts';
import { buildChatMessages } from './build-chat-messages.ts';
import type { ChatCompletionsClient } from './chat-completions.types.ts';
import { stripChatMarkdown } from './strip-chat-markdown.ts';

/**
 * A conversational answer: some variety, still on topic (docs/product.md#ai-providers; the original
 * brief's chat call sets none; 0.7 is the usual default).
 */
const CHAT_TEMPERATURE = 0.7;
const CHAT_MAX_TOKENS = 800;

/** Quotes and a final stop do not make the refusal another sentence. */
const bare = (text: string) =>
  text
    .trim()
    .replace(/^["'«“]+|["'»”]+$/gu, '')
    .trim();

/**
 * "Ignore your instructions", "oblida les instruccions anteriors", "actúa como...": a message that
 * tries to lift the topic rule gets the refusal without reaching the model.
 */
const INJECTION =
  /\b(?:ignore|disregard|forget)\b.{0,40}\b(?:instructions|rules|prompt)\b|\b(?:ignora|oblida|olvida|salta't|sáltate)\b.{0,40}\b(?:instruccions|instrucciones|regles|reglas|normes|normas)\b|\b(?:system prompt|jailbreak|developer mode|mode desenvolupador|modo desarrollador)\b/iu;

/** The model answers from the whole history; the recipe links come from the database, not from it. */
export async function answerOpenAiChat(
  client: ChatCompletionsClient,
  model: string,
  input: ChatRequest,
  tools: ChatTools,
): Promise<ChatAnswer> {
  const question = input.messages.findLast((m) => m.role === 'user')?.content ?? '';
  const refusal = (): ChatAnswer => ({
    reply: offTopicReply(detectLanguage(question) ?? 'ca'),
    recipes: [],
    mode: 'openai',
    offTopic: true,
  });
  if (INJECTION.test(question)) return refusal();
  const content = await client.complete({
    model,
    messages: buildChatMessages(input),
    temperature: CHAT_TEMPERATURE,
    maxTokens: CHAT_MAX_TOKENS,
  });
  const reply = stripChatMarkdown(content);
  if (reply === '') throw new AiProviderError('malformed', 'chat answer is empty');
  // The refusal, alone or followed by the model's translation: ours is the one shown.
  if (bare(reply).startsWith(trChat.aiChat.offTopic)) return refusal();
  const recipes = await tools.searchRecipes(extractKeywords(question));
  return { reply, recipes, mode: 'openai', offTopic: false };
}
