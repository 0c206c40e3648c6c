/**
 * `npx tsx tools/assistant/src/knowledge/ask-held-out-in-process.ts <2..11> [rows...] [--json <file>]
 * [--why]`: a tuning chat set asked in process over the demo catalogue in memory
 * (demo-chat-catalogue.ts), one line per question: its row, the start of the answer and the recipes
 * listed. `--json` also writes every answer whole (for diff-held-out-answers.ts); `--why` prints,
 * under each answer, the facts the ranking puts first and what the nearest-fact rule reads of each
 * (knowledge/find-nearest-fact.ts). For reading while tuning; the measure is bench/assistant/ask-held-out-chat.ts over the built server.
 * Only sets already measured (tuning data): a held-out set is never read here.
 */
import { writeFileSync } from 'node:fs';
import {
  answerBuiltinChat,
  assessNearest,
  detectLanguage,
  readQuestion,
  standardiseFoodWords,
} from '../server-ai.ts';
import { DEMO_CHAT_CATALOGUE } from './demo-chat-catalogue.ts';
import { type AskedAnswer, chatTurnsOf, TUNING_CHAT_SETS } from './tuning-chat-sets.ts';

/** The facts ranked first for a question and what the nearest-fact rule reads of each. */
function why(questions: string[]): string {
  const read = readQuestion(questions.map(standardiseFoodWords));
  const language = detectLanguage(questions[0]!) ?? 'ca';
  return assessNearest(read.text, language, read.intents, read.followUp ? read.own : undefined)
    .map(
      (a) =>
        `\t  ${a.entry.id} score ${a.score.toFixed(0)} kind ${a.kind ? 'yes' : 'no'} subject ${a.subject ? 'yes' : 'no'} held ${a.held.share.toFixed(2)}${a.held.general ? ' (any food)' : ''} cov ${a.coverage.toFixed(2)} «${a.entry.ask[language][0]}»`,
    )
    .join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  const explain = args.includes('--why');
  const plain = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1));
  const name = plain[0] ?? '4';
  if (!(name in TUNING_CHAT_SETS)) throw new Error(`no tuning chat set ${name} (2 to 12)`);
  const rows = new Set(plain.slice(1).map(Number));
  const answers: AskedAnswer[] = [];
  for (const [i, q] of TUNING_CHAT_SETS[name as keyof typeof TUNING_CHAT_SETS].entries()) {
    if (rows.size > 0 && !rows.has(i + 1)) continue;
    const messages = chatTurnsOf(q);
    const started = performance.now();
    const answer = await answerBuiltinChat({ messages }, DEMO_CHAT_CATALOGUE);
    const millis = performance.now() - started;
    answers.push({
      row: i + 1,
      reply: answer.reply,
      recipes: answer.recipes.map((r) => r.title),
      offTopic: answer.offTopic,
      millis,
    });
    const asked = q.previous ? `(${q.previous}) → ${q.question}` : q.question;
    console.log(
      `${i + 1}\t${asked}\n\t${answer.offTopic ? '[OFF] ' : ''}${answer.reply.replace(/\n+/gu, ' / ').slice(0, 160)}\n\t[${answer.recipes.map((r) => r.title).join('; ')}]`,
    );
    if (explain) console.log(why([q.question, ...(q.previous ? [q.previous] : [])]));
  }
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(answers, null, 1));
}

await main();
