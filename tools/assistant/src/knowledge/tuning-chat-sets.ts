import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import { HELD_OUT_CHAT_QUESTIONS_2, type HeldOutChatQuestion } from './held-out-chat-questions-2.ts';
import { HELD_OUT_CHAT_QUESTIONS_3 } from './held-out-chat-questions-3.ts';
import { HELD_OUT_CHAT_QUESTIONS_4 } from './held-out-chat-questions-4.ts';
import { HELD_OUT_CHAT_QUESTIONS_5 } from './held-out-chat-questions-5.ts';
import { HELD_OUT_CHAT_QUESTIONS_6 } from './held-out-chat-questions-6.ts';
import { HELD_OUT_CHAT_QUESTIONS_7 } from './held-out-chat-questions-7.ts';
import { HELD_OUT_CHAT_QUESTIONS_8 } from './held-out-chat-questions-8.ts';
import { HELD_OUT_CHAT_QUESTIONS_9 } from './held-out-chat-questions-9.ts';
import { HELD_OUT_CHAT_QUESTIONS_10 } from './held-out-chat-questions-10.ts';
import { HELD_OUT_CHAT_QUESTIONS_11 } from './held-out-chat-questions-11.ts';
import { HELD_OUT_CHAT_QUESTIONS_12 } from './held-out-chat-questions-12.ts';
import { HELD_OUT_CHAT_QUESTIONS_13 } from './held-out-chat-questions-13.ts';
import { HELD_OUT_CHAT_QUESTIONS_14 } from './held-out-chat-questions-14.ts';
import { HELD_OUT_CHAT_QUESTIONS_15 } from './held-out-chat-questions-15.ts';
import { HELD_OUT_CHAT_QUESTIONS_16 } from './held-out-chat-questions-16.ts';
import { HELD_OUT_CHAT_QUESTIONS_17 } from './held-out-chat-questions-17.ts';

/** The chat sets measured once and tuned on since (docs/assistant.md): tuning data, never held-out. */
export const TUNING_CHAT_SETS = {
  '2': HELD_OUT_CHAT_QUESTIONS_2,
  '3': HELD_OUT_CHAT_QUESTIONS_3,
  '4': HELD_OUT_CHAT_QUESTIONS_4,
  '5': HELD_OUT_CHAT_QUESTIONS_5,
  '6': HELD_OUT_CHAT_QUESTIONS_6,
  '7': HELD_OUT_CHAT_QUESTIONS_7,
  '8': HELD_OUT_CHAT_QUESTIONS_8,
  '9': HELD_OUT_CHAT_QUESTIONS_9,
  '10': HELD_OUT_CHAT_QUESTIONS_10,
  '11': HELD_OUT_CHAT_QUESTIONS_11,
  '12': HELD_OUT_CHAT_QUESTIONS_12,
  '13': HELD_OUT_CHAT_QUESTIONS_13,
  '14': HELD_OUT_CHAT_QUESTIONS_14,
  '15': HELD_OUT_CHAT_QUESTIONS_15,
  '16': HELD_OUT_CHAT_QUESTIONS_16,
  '17': HELD_OUT_CHAT_QUESTIONS_17,
};

/**
 * A question as the chat screen sends it: a follow-up after its previous turn and a stand-in for
 * that turn's answer.
 */
export const chatTurnsOf = (q: HeldOutChatQuestion) => [
  ...(q.previous
    ? [
        { role: 'user' as const, content: q.previous },
        { role: 'assistant' as const, content: '…' },
      ]
    : []),
  { role: 'user' as const, content: q.question },
];

/** One answer as ask-held-out-in-process.ts --json writes it. */
export interface AskedAnswer {
  readonly row: number;
  readonly reply: string;
  readonly recipes: string[];
  readonly offTopic: boolean;
  readonly millis: number;
}

const REPLIES = Object.values(caAssistant.assistantReplies);

/** The honest "I don't know that one" (or "no such dish"), in any language. */
export const isDontKnow = (reply: string) => REPLIES.some((r) => reply.startsWith(r.dontKnow));
export const isNoDish = (reply: string) => REPLIES.some((r) => reply.startsWith(r.noDish));
