import {
  type ChatAnswer,
  type ChatMessage,
  CHAT_MESSAGES_MAX,
  chatRecipeSchema,
} from '@receptari/shared/ai/chat.schemas';

/** One line of the conversation as shown: a question, an answer with its links, or a failure. */
export type ChatEntry =
  | { kind: 'user'; content: string }
  | { kind: 'assistant'; content: string; recipes: ChatAnswer['recipes']; mode: ChatAnswer['mode'] }
  | { kind: 'error'; content: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** What sessionStorage holds is read back through this: an old or edited value is dropped, not trusted. */
export function isChatEntry(value: unknown): value is ChatEntry {
  if (!isObject(value) || typeof value.content !== 'string') return false;
  if (value.kind === 'user' || value.kind === 'error') return true;
  return (
    value.kind === 'assistant' &&
    (value.mode === 'builtin' || value.mode === 'openai') &&
    Array.isArray(value.recipes) &&
    value.recipes.every((r) => chatRecipeSchema.safeParse(r).success)
  );
}

/**
 * The history the server reads, oldest first: questions and answers, without the error lines
 * nor the questions that failed (the user asks them again), and no more than the API accepts,
 * starting with a question.
 */
export function toRequestMessages(entries: readonly ChatEntry[]): ChatMessage[] {
  const messages = entries.flatMap((e, i): ChatMessage[] => {
    if (e.kind === 'error' || (e.kind === 'user' && entries[i + 1]?.kind === 'error')) return [];
    return [{ role: e.kind, content: e.content }];
  });
  const recent = messages.slice(-CHAT_MESSAGES_MAX);
  return recent[0]?.role === 'assistant' ? recent.slice(1) : recent;
}
