import { z } from 'zod';
import { trChat } from '../i18n/tr/chat.ts';
import { fill } from '../i18n/fill.ts';

/** A long conversation is trimmed by the client; more than this is refused (and costs the provider). */
export const CHAT_MESSAGES_MAX = 40;
/** Per message: a question, not a document. */
export const CHAT_CONTENT_MAX = 2000;

const msg = trChat.aiChat;

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string({ error: () => msg.messageEmpty })
    .trim()
    .min(1, { error: () => msg.messageEmpty })
    .max(CHAT_CONTENT_MAX, { error: () => fill(msg.messageTooLong, { max: CHAT_CONTENT_MAX }) }),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/ai/chat: the whole history, oldest first; the last message is the user's question. */
export const chatRequestSchema = z.object({
  messages: z
    .array(chatMessageSchema, { error: () => msg.messagesRequired })
    .min(1, { error: () => msg.messagesRequired })
    .max(CHAT_MESSAGES_MAX, { error: () => fill(msg.tooManyMessages, { max: CHAT_MESSAGES_MAX }) }),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A recipe the answer links to (/info/{id}), with the facts the chat shows. */
export const chatRecipeSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  image: z.string().nullable(),
  prep_time: z.number().int().min(0),
  cook_time: z.number().int().min(0),
  likes_count: z.number().int().min(0),
});
export type ChatRecipe = z.infer<typeof chatRecipeSchema>;

/**
 * `reply` is plain text with line breaks (no Markdown); `offTopic` when it is the fixed refusal
 * (docs/product.md#assistant-chat).
 */
export const chatAnswerSchema = z.object({
  reply: z.string().min(1),
  recipes: z.array(chatRecipeSchema),
  mode: z.enum(['builtin', 'openai']),
  offTopic: z.boolean(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;
