/**
 * `npx tsx tools/assistant/src/knowledge/measure-embedding-matcher.ts [--list]`: issue 34's
 * sentence-embedding option, measured on the TUNING chat sets 2-6 in process over the demo catalogue
 * (never on a held-out set; the server is not changed). Three matchers for the questions that ask
 * for an answer: (a) the chat as it is; (b) the nearest fact by cosine similarity between the
 * question, in English by Apertium, and the facts' English ways of asking (Universal Sentence
 * Encoder lite); (c) the chat first, the nearest fact only where it says "I don't know" and the
 * similarity reaches a threshold chosen on sets 2-5, checked on set 6. A fact is right or wrong by
 * the answers files' verdicts where the same fact was judged, else by `judged-fact-pairs.ts`;
 * `--list` prints the hybrid's candidates with their gists for that reading. Also prints memory
 * (RSS growth) and time per question (Apertium included). Figures: docs/assistant.md.
 */
import { performance } from 'node:perf_hooks';
import { answerBuiltinChat, KITCHEN_KNOWLEDGE } from '../server-ai.ts';
import { DEMO_CHAT_CATALOGUE } from './demo-chat-catalogue.ts';
import { cosine, loadSentenceEncoder } from './embedding-lab/embed-sentences.ts';
import { JUDGED_FACT_PAIRS } from './embedding-lab/judged-fact-pairs.ts';
import { readChatVerdicts } from './embedding-lab/read-chat-verdicts.ts';
import { translateToEnglish } from './embedding-lab/translate-with-apertium.ts';
import type { HeldOutChatQuestion } from './held-out-chat-questions-2.ts';
import { chatTurnsOf, isDontKnow, TUNING_CHAT_SETS } from './tuning-chat-sets.ts';

const SETS: Record<string, readonly HeldOutChatQuestion[]> = TUNING_CHAT_SETS;
const CHOOSE_ON = ['2', '3', '4', '5'];
const LIST = process.argv.includes('--list');
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const percentile = (ms: number[], p: number) =>
  [...ms].sort((a, b) => a - b)[Math.ceil((p / 100) * ms.length) - 1]!;

// ---- what the chat answered: a fact (by its answer's text), "I don't know", or something else
const flat = (text: string) =>
  text
    .replace(/\s*\n+\s*/gu, ' / ')
    .replace(/\s+/gu, ' ')
    .trim();
const PREFIX = 60;
const factByAnswer = new Map<string, string>();
for (const fact of KITCHEN_KNOWLEDGE)
  for (const text of Object.values(fact.answer)) factByAnswer.set(flat(text).slice(0, PREFIX), fact.id);
const factOf = (reply: string) => factByAnswer.get(flat(reply).slice(0, PREFIX)) ?? null;
type Said = { fact: string } | 'dontKnow' | 'other';
const said = (reply: string, offTopic: boolean): Said => {
  if (offTopic) return 'other';
  if (isDontKnow(reply)) return 'dontKnow';
  const fact = factOf(reply);
  return fact ? { fact } : 'other';
};

// ---- whether a fact answers a question: the verdicts of the one measure, else the reading
type Judged = 'right' | 'wrong' | 'unjudged';
const verdicts = new Map(Object.keys(SETS).map((set) => [set, readChatVerdicts(set)]));
function judge(set: string, row: number, fact: string): Judged {
  const measured = verdicts.get(set)?.get(row);
  if (measured && factOf(measured.answer) === fact) return measured.right ? 'right' : 'wrong';
  return JUDGED_FACT_PAIRS[`${set}:${row}:${fact}`] ?? 'unjudged';
}

// ---- the model and the facts' English ways of asking
const facts = KITCHEN_KNOWLEDGE.map((f) => f.id);
const phrasings = KITCHEN_KNOWLEDGE.flatMap((f, i) => f.ask.en.map((text) => ({ fact: i, text })));
gc();
const rss0 = process.memoryUsage().rss;
let t = performance.now();
const embed = await loadSentenceEncoder();
gc();
const rss1 = process.memoryUsage().rss;
const loadMs = performance.now() - t;
t = performance.now();
const vectors = await embed(phrasings.map((p) => p.text));
gc();
const rss2 = process.memoryUsage().rss;
console.log(
  `model: loaded in ${loadMs.toFixed(0)} ms, RSS +${mb(rss1 - rss0)}; ${phrasings.length} English ways of asking of ${facts.length} facts embedded in ${(performance.now() - t).toFixed(0)} ms, RSS +${mb(rss2 - rss0)} in all (${mb(rss0)} → ${mb(rss2)})`,
);

/** The fact whose nearest way of asking is nearest the question, and that similarity. */
function nearest(v: Float32Array) {
  const best = new Float32Array(facts.length).fill(-1);
  phrasings.forEach((p, i) => (best[p.fact] = Math.max(best[p.fact]!, cosine(v, vectors[i]!))));
  let top = 0;
  best.forEach((s, i) => (top = s > best[top]! ? i : top));
  return { fact: facts[top]!, similarity: best[top]! };
}

// ---- every question: the chat's answer, the English text, the nearest fact; time per question
interface Asked {
  set: string;
  row: number;
  q: HeldOutChatQuestion;
  chat: Said;
  english: string;
  near: { fact: string; similarity: number };
}
const asked: Asked[] = [];
const ms: number[] = [];
const apertiumMs: number[] = [];
for (const [set, questions] of Object.entries(SETS)) {
  for (const [i, q] of questions.entries()) {
    const messages = chatTurnsOf(q);
    const reply = await answerBuiltinChat({ messages }, DEMO_CHAT_CATALOGUE);
    const start = performance.now();
    // A follow-up is read with its previous turn, as the chat reads it.
    const texts = await Promise.all(
      [q.previous, q.question].filter(Boolean).map((s) => translateToEnglish(s!, q.lang)),
    );
    const english = texts.join(' ');
    if (q.lang !== 'en') apertiumMs.push(performance.now() - start);
    const near = await embed([english]).then(
      ([v]) => nearest(v!),
      // The encoder throws on a text none of whose words it knows: no fact is near it.
      () => (
        console.log(`no embedding for ${set}:${i + 1} «${english}»`),
        { fact: facts[0]!, similarity: -1 }
      ),
    );
    ms.push(performance.now() - start);
    asked.push({ set, row: i + 1, q, chat: said(reply.reply, reply.offTopic), english, near });
  }
}
const rss3 = process.memoryUsage().rss;
console.log(
  `per question (Apertium child process + embedding + nearest of ${phrasings.length}), ${ms.length} questions: p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms, max ${Math.max(...ms).toFixed(0)} ms; of which Apertium (ca/es, ${apertiumMs.length}): p50 ${percentile(apertiumMs, 50).toFixed(0)} ms, p99 ${percentile(apertiumMs, 99).toFixed(0)} ms; RSS after all ${mb(rss3)}`,
);

// ---- the three matchers, counted on the questions that ask for an answer
type Outcome = Judged | 'dontKnow' | 'other';
const outcome = (a: Asked, s: Said): Outcome => (typeof s === 'object' ? judge(a.set, a.row, s.fact) : s);
const hybrid = (a: Asked, threshold: number): Said =>
  a.chat === 'dontKnow' && a.near.similarity >= threshold ? { fact: a.near.fact } : a.chat;
const alone = (a: Asked, threshold: number): Said =>
  a.near.similarity >= threshold ? { fact: a.near.fact } : 'dontKnow';
const METHODS: [string, (a: Asked, threshold: number) => Said][] = [
  ['(a) chat as it is', (a) => a.chat],
  ['(b) embedding alone, nearest always', (a) => alone(a, -1)],
  ['(b′) embedding alone, at the threshold', alone],
  ['(c) hybrid at the threshold', hybrid],
];
const answers = asked.filter((a) => a.q.expect === 'answer');
function tally(rows: readonly Asked[], method: (a: Asked, threshold: number) => Said, threshold: number) {
  const count: Record<Outcome, number> = { right: 0, wrong: 0, unjudged: 0, dontKnow: 0, other: 0 };
  for (const a of rows) count[outcome(a, method(a, threshold))]++;
  return count;
}
const show = (c: Record<Outcome, number>) =>
  `right ${c.right}, wrong ${c.wrong}, unjudged ${c.unjudged}, I don't know ${c.dontKnow}, other ${c.other}`;

// The threshold: the most right facts gained less wrong ones among the hybrid's changes on sets 2-5.
const candidates = answers.filter((a) => CHOOSE_ON.includes(a.set) && a.chat === 'dontKnow');
let chosen = 1;
let bestGain = 0;
for (let th = 0.3; th <= 0.95; th += 0.01) {
  const changed = candidates.filter((a) => a.near.similarity >= th);
  const gain =
    changed.filter((a) => judge(a.set, a.row, a.near.fact) === 'right').length -
    changed.filter((a) => judge(a.set, a.row, a.near.fact) === 'wrong').length;
  console.log(
    `threshold ${th.toFixed(2)}: sets 2-5 changed ${changed.length}, ${show(tally(changed, hybrid, th))}`,
  );
  if (gain > bestGain) [bestGain, chosen] = [gain, th];
}
const threshold = Number(process.env.THRESHOLD ?? chosen);
console.log(
  `\nthreshold chosen on sets 2-5: ${chosen.toFixed(2)} (right − wrong ${bestGain}); used: ${threshold.toFixed(2)}\n`,
);

for (const [name, method] of METHODS) {
  console.log(name);
  for (const set of Object.keys(SETS)) {
    const rows = answers.filter((a) => a.set === set);
    const byLanguage = (['ca', 'es', 'en'] as const)
      .map(
        (l) =>
          `${l} ${show(
            tally(
              rows.filter((a) => a.q.lang === l),
              method,
              threshold,
            ),
          )}`,
      )
      .join(' | ');
    console.log(
      `  set ${set} (${rows.length}): ${show(tally(rows, method, threshold))}\n      ${byLanguage}`,
    );
  }
}
// Automated, no reading: where the one measure judged the chat's fact right, is it the nearest fact?
for (const set of Object.keys(SETS)) {
  const gold = answers.filter((a) => {
    const measured = verdicts.get(set)?.get(a.row);
    return a.set === set && measured?.right && factOf(measured.answer) !== null;
  });
  const same = gold.filter((a) => factOf(verdicts.get(set)!.get(a.row)!.answer) === a.near.fact);
  console.log(
    `set ${set}: of ${gold.length} facts judged right at its measure, nearest by embedding: ${same.length}`,
  );
}
// What the hybrid does to questions that want no fact (recipes, off-topic) where the chat said "I don't know".
const intruded = asked.filter(
  (a) => a.q.expect !== 'answer' && a.chat === 'dontKnow' && a.near.similarity >= threshold,
);
console.log(
  `\nhybrid gives a fact to ${intruded.length} recipe or off-topic questions: ${intruded.map((a) => `${a.set}:${a.row}`).join(' ')}`,
);

if (LIST) {
  const entry = new Map(KITCHEN_KNOWLEDGE.map((f) => [f.id, f]));
  for (const a of asked
    .filter((x) => x.chat === 'dontKnow')
    .sort((x, y) => y.near.similarity - x.near.similarity)) {
    const f = entry.get(a.near.fact)!;
    console.log(
      `\n${a.set}:${a.row}:${a.near.fact}  ${a.near.similarity.toFixed(3)}  [${judge(a.set, a.row, a.near.fact)}] ${a.q.expect} ${a.q.lang}\n  Q: ${a.q.previous ? `(${a.q.previous}) ` : ''}${a.q.question}\n  EN: ${a.english}\n  GIST: ${a.q.gist}\n  FACT: ${f.ask.en[0]} — ${f.answer.en.slice(0, 220)}`,
    );
  }
}
