/**
 * `npx tsx tools/assistant/src/knowledge/ask-held-out-in-process.ts <2|3|4|5> [rows...]`: a tuning chat
 * set asked in process over the demo catalogue in memory (demo-chat-catalogue.ts), one line per
 * question: its row, the start of the answer and the recipes listed. For reading while tuning; the
 * measure is bench/assistant/ask-held-out-chat.ts over the built server. Only sets already measured
 * (tuning data): a held-out set is never read here.
 */
import { answerBuiltinChat } from '../server-ai.ts';
import { DEMO_CHAT_CATALOGUE } from './demo-chat-catalogue.ts';
import { HELD_OUT_CHAT_QUESTIONS_2 } from './held-out-chat-questions-2.ts';
import { HELD_OUT_CHAT_QUESTIONS_3 } from './held-out-chat-questions-3.ts';
import { HELD_OUT_CHAT_QUESTIONS_4 } from './held-out-chat-questions-4.ts';
import { HELD_OUT_CHAT_QUESTIONS_5 } from './held-out-chat-questions-5.ts';

const SETS = {
  '2': HELD_OUT_CHAT_QUESTIONS_2,
  '3': HELD_OUT_CHAT_QUESTIONS_3,
  '4': HELD_OUT_CHAT_QUESTIONS_4,
  '5': HELD_OUT_CHAT_QUESTIONS_5,
};
const name = process.argv[2] ?? '4';
if (!(name in SETS)) throw new Error(`no tuning chat set ${name} (2, 3, 4 or 5)`);
const rows = new Set(process.argv.slice(3).map(Number));
for (const [i, q] of SETS[name as keyof typeof SETS].entries()) {
  if (rows.size > 0 && !rows.has(i + 1)) continue;
  const messages = [
    ...(q.previous
      ? [
          { role: 'user' as const, content: q.previous },
          { role: 'assistant' as const, content: '…' },
        ]
      : []),
    { role: 'user' as const, content: q.question },
  ];
  const answer = await answerBuiltinChat({ messages }, DEMO_CHAT_CATALOGUE);
  const asked = q.previous ? `(${q.previous}) → ${q.question}` : q.question;
  console.log(
    `${i + 1}\t${asked}\n\t${answer.offTopic ? '[OFF] ' : ''}${answer.reply.replace(/\n+/gu, ' / ').slice(0, 160)}\n\t[${answer.recipes.map((r) => r.title).join('; ')}]`,
  );
}
