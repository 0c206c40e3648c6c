import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import { answerBuiltinChat, CHAT_TEST_CATALOGUE } from '../server-ai.ts';

/** The builtin chat's reply to one question, over the chat's unit-test catalogue of three recipes. */
export const askBuiltinChat = async (content: string) =>
  (await answerBuiltinChat({ messages: [{ role: 'user', content }] }, CHAT_TEST_CATALOGUE)).reply;

/** Not the honest "I don't know" of any language: the knowledge base (or a recipe) answered. */
export const answered = (reply: string) =>
  !Object.values(caAssistant.assistantReplies).some((r) => reply.startsWith(r.dontKnow));
