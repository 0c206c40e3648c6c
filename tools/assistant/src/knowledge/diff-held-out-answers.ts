/**
 * `npx tsx tools/assistant/src/knowledge/diff-held-out-answers.ts <set> <before.json> <after.json>`:
 * two runs of ask-held-out-in-process.ts --json on one tuning set, compared: how many cooking
 * questions got an "I don't know", a refusal, only a list, and each answer that changed with the
 * question's gist, for a reader to judge (the figures of docs/assistant.md are those judgements).
 */
import { readFileSync } from 'node:fs';
import { type AskedAnswer, isDontKnow, isNoDish, TUNING_CHAT_SETS } from './tuning-chat-sets.ts';

const [name = '', beforeFile = '', afterFile = ''] = process.argv.slice(2);
if (!(name in TUNING_CHAT_SETS)) throw new Error(`no tuning chat set ${name} (2 to 12)`);
const questions = TUNING_CHAT_SETS[name as keyof typeof TUNING_CHAT_SETS];
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as AskedAnswer[];
const [before, after] = [read(beforeFile), read(afterFile)];

const cooking = (a: AskedAnswer) => questions[a.row - 1]!.expect !== 'off-topic';
const kindOf = (a: AskedAnswer) =>
  a.offTopic
    ? 'declined'
    : isDontKnow(a.reply)
      ? 'dontKnow'
      : isNoDish(a.reply)
        ? 'noDish'
        : a.recipes.length > 0 && /^[^\n]*:\n- /u.test(a.reply)
          ? 'list'
          : 'fact';
const tally = (answers: AskedAnswer[]) => {
  const counts: Record<string, number> = {};
  for (const a of answers.filter(cooking)) counts[kindOf(a)] = (counts[kindOf(a)] ?? 0) + 1;
  const offTopicDeclined = answers.filter((a) => !cooking(a) && a.offTopic).length;
  return `${JSON.stringify(counts)} off-topic declined ${offTopicDeclined}/${answers.filter((a) => !cooking(a)).length}`;
};
console.log(`set ${name} before: ${tally(before)}\nset ${name} after:  ${tally(after)}`);

const ms = (answers: AskedAnswer[]) => answers.map((a) => a.millis).sort((x, y) => x - y);
const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
for (const [label, answers] of [
  ['before', before],
  ['after', after],
] as const)
  console.log(
    `${label}: p50 ${p(ms(answers), 0.5).toFixed(1)} ms, p99 ${p(ms(answers), 0.99).toFixed(1)} ms`,
  );

const byRow = new Map(before.map((a) => [a.row, a]));
for (const a of after) {
  const b = byRow.get(a.row);
  if (!b || (b.reply === a.reply && b.recipes.join() === a.recipes.join())) continue;
  const q = questions[a.row - 1]!;
  const asked = q.previous ? `(${q.previous}) → ${q.question}` : q.question;
  const line = (x: AskedAnswer) =>
    `${x.reply.replace(/\n+/gu, ' / ').slice(0, 260)} [${x.recipes.join('; ')}]`;
  console.log(
    `\n${a.row} ${q.lang} ${q.area}: ${asked}\n  gist:   ${q.gist}\n  before: ${kindOf(b)}: ${line(b)}\n  after:  ${kindOf(a)}: ${line(a)}`,
  );
}
