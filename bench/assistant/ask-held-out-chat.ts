/**
 * `npx tsx assistant/ask-held-out-chat.ts <out.md> [2|3|...|18]` (from bench/, after `npm run build -w
 * @receptari/server`): a held-out chat set of issue 34 (the second by default, or the third to the
 * eighteenth, each written blind before tuning), asked once of the built server with
 * the demo catalogue, as the chat screen asks (a follow-up after its previous turn and that turn's
 * answer). Writes one row per question with the answer and the recipes listed, for a reader to judge
 * against each question's gist (docs/assistant.md); nothing is scored or tuned here.
 */
import { writeFileSync } from 'node:fs';
import { HELD_OUT_CHAT_QUESTIONS_18 } from '../../tools/assistant/src/knowledge/held-out-chat-questions-18.ts';
import { TUNING_CHAT_SETS } from '../../tools/assistant/src/knowledge/tuning-chat-sets.ts';
import { startBuiltServer } from '../lib/built-server.ts';

/** Calls per user, under the chat's 20 a minute per user (and 12 or so users, under register's 20). */
const PER_USER = 18;
type Message = { role: 'user' | 'assistant'; content: string };
type Answer = { reply: string; recipes: { title: string }[]; offTopic: boolean };

/**
 * The sets measured so far, each tuned on since. A new blind set is added here, asked once, and only
 * then joins TUNING_CHAT_SETS.
 */
const SETS = { ...TUNING_CHAT_SETS, '18': HELD_OUT_CHAT_QUESTIONS_18 };
const setName = process.argv[3] ?? '2';
if (!(setName in SETS)) throw new Error(`no held-out chat set ${setName} (2 to 18)`);
const questions = SETS[setName as keyof typeof SETS];
const out = process.argv[2] ?? `held-out-chat-${setName}.md`;
const server = await startBuiltServer('held-out-chat');
try {
  // After the assistant's warm-up (docs/assistant.md).
  await new Promise((resolve) => setTimeout(resolve, 3000));
  let token = '';
  let users = 0;
  let calls = PER_USER;
  const ask = async (messages: Message[]): Promise<Answer> => {
    if (calls++ >= PER_USER) {
      calls = 1;
      const name = `held_out_${Date.now().toString(36)}_${users++}`;
      const reg = await fetch(`${server.base}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-cullera-fosca-27' }),
      });
      token = ((await reg.json()) as { token: string }).token;
    }
    const res = await fetch(`${server.base}/api/ai/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ messages }),
    });
    if (!res.ok) throw new Error(`chat answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as Answer;
  };
  const cell = (text: string) => text.replace(/\|/gu, '\\|').replace(/\n+/gu, ' / ');
  const rows = [
    '| # | lang | area | expect | question | gist | answer | recipes | off-topic |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [i, q] of questions.entries()) {
    const history: Message[] = [];
    if (q.previous) {
      history.push({ role: 'user', content: q.previous });
      history.push({ role: 'assistant', content: (await ask(history)).reply });
    }
    const answer = await ask([...history, { role: 'user', content: q.question }]);
    const asked = q.previous ? `(${q.previous}) → ${q.question}` : q.question;
    rows.push(
      `| ${i + 1} | ${q.lang} | ${q.area} | ${q.expect} | ${cell(asked)} | ${cell(q.gist)} | ${cell(answer.reply.slice(0, 400))} | ${cell(answer.recipes.map((r) => r.title).join('; '))} | ${answer.offTopic} |`,
    );
  }
  writeFileSync(out, `${rows.join('\n')}\n`);
  console.log(`${questions.length} questions asked; answers in ${out}`);
} finally {
  await server.stop();
}
