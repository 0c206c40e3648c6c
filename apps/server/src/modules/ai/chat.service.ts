import type { ChatAnswer, ChatRequest } from '@receptari/shared/ai/chat.schemas';
import { ca } from '@receptari/shared/i18n/ca';
import type { FastifyBaseLogger } from 'fastify';
import type { AiProvider } from '../../ai/ai-provider.ts';
import { AiProviderError } from '../../ai/ai-provider-error.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { searchChatRecipes } from './chat.repo.ts';

/** The upstream failed, not the user: 502 with the chat's error sentence (spec section 8). */
const BAD_GATEWAY = 502;

/** One chat turn: the provider answers, looking recipes up in this database. */
export async function answerChat(
  ai: AiProvider,
  db: Db,
  input: ChatRequest,
  log: FastifyBaseLogger,
): Promise<ChatAnswer> {
  try {
    return await ai.chat(input, { searchRecipes: (keywords) => searchChatRecipes(db, keywords) });
  } catch (err) {
    if (!(err instanceof AiProviderError)) throw err;
    log.warn({ provider: ai.name, kind: err.kind, status: err.status, reason: err.message }, 'chat failed');
    throw new AppError(BAD_GATEWAY, ca.aiChat.failed);
  }
}
