import type { ChatAnswer } from '@receptari/shared/ai/chat.schemas';
import { caAssistant } from '@receptari/shared/i18n/ca-assistant';
import { answerBuiltinChat, KITCHEN_KNOWLEDGE } from '../server-ai.ts';
import { DEVELOPMENT_CHAT_CATALOGUE, usesFoodOf } from './development-chat-catalogue.ts';
import { DEVELOPMENT_CHAT_QUESTIONS, type DevelopmentQuestion } from './development-chat-questions.ts';

const REPLIES = Object.values(caAssistant.assistantReplies);

/** The fact whose answer (in any language) the reply starts with, if any. */
function factOf(reply: string): string | null {
  for (const entry of KITCHEN_KNOWLEDGE) {
    if (Object.values(entry.answer).some((text) => reply.startsWith(text.slice(0, 60)))) return entry.id;
  }
  return null;
}

export interface ScoredQuestion {
  readonly question: DevelopmentQuestion;
  readonly answer: ChatAnswer;
  readonly fact: string | null;
  readonly toThePoint: boolean;
  /** Recipes listed that the expectation does not name: unrelated. */
  readonly unrelated: number[];
  readonly millis: number;
}

/** Words of four letters or more, accent-free, cut to their first five letters: a rough stem. */
const stems = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^a-z]+/u)
    .filter((w) => w.length >= 4)
    .map((w) => w.slice(0, 5));

const isDontKnow = (reply: string) => REPLIES.some((r) => reply.startsWith(r.dontKnow));

/** What the chat answered to one development question, and whether it is to the point. */
export async function scoreQuestion(question: DevelopmentQuestion): Promise<ScoredQuestion> {
  const messages = [...(question.before ?? []), question.ask].flatMap((content, i, all) => [
    { role: 'user' as const, content },
    ...(i < all.length - 1 ? [{ role: 'assistant' as const, content: '…' }] : []),
  ]);
  const started = performance.now();
  const answer = await answerBuiltinChat({ messages }, DEVELOPMENT_CHAT_CATALOGUE);
  const millis = performance.now() - started;
  const fact = factOf(answer.reply);
  const ids = answer.recipes.map((r) => r.id);
  const expect = question.expect;
  const allowed = 'recipes' in expect ? expect.recipes : 'cookWith' in expect ? expect.cookWith : [];
  // A recipe whose title names a word of the question (the dish or a food asked about) is related;
  // any other one is an unrelated list.
  const asked = new Set(stems([...(question.before ?? []), question.ask].join(' ')));
  // For "what can I cook with", a recipe that uses a food the question names is related too.
  const uses = (id: number) => 'cookWith' in expect && usesFoodOf(id, question.ask);
  const unrelated = answer.recipes
    .filter((r) => !allowed.includes(r.id) && !stems(r.title).some((s) => asked.has(s)) && !uses(r.id))
    .map((r) => r.id);
  let toThePoint: boolean;
  if ('facts' in expect) toThePoint = fact !== null && expect.facts.includes(fact);
  else if ('recipes' in expect || 'cookWith' in expect)
    toThePoint = allowed.length > 0 && ids[0] === allowed[0] && unrelated.length === 0;
  else if ('dontKnow' in expect) toThePoint = isDontKnow(answer.reply) && ids.length === 0;
  else toThePoint = answer.offTopic;
  return { question, answer, fact, toThePoint, unrelated, millis };
}

export const scoreDevelopmentSet = () => Promise.all(DEVELOPMENT_CHAT_QUESTIONS.map(scoreQuestion));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** `npx tsx tools/assistant/src/knowledge/score-development-chat.ts [--misses]`: per question, then totals. */
async function main() {
  const onlyMisses = process.argv.includes('--misses');
  // Warm-up: each language's index is built on its first question (cold start reported apart).
  const cold = performance.now();
  for (const ask of ['quant dura el pollastre?', '¿cuánto dura el pollo?', 'how long does chicken keep?'])
    await scoreQuestion({ ask, expect: { dontKnow: true } });
  console.log(
    `cold start (three indexes, the topic model, the lexicon): ${(performance.now() - cold).toFixed(0)} ms`,
  );
  const scored: ScoredQuestion[] = [];
  for (const q of DEVELOPMENT_CHAT_QUESTIONS) scored.push(await scoreQuestion(q));
  for (const s of scored) {
    if (onlyMisses && s.toThePoint && s.unrelated.length === 0) continue;
    const asked = [...(s.question.before ?? []), s.question.ask].join(' → ');
    const got = s.answer.offTopic
      ? 'OFF-TOPIC'
      : (s.fact ??
        (s.answer.recipes.length ? 'recipes' : isDontKnow(s.answer.reply) ? 'dont-know' : 'other'));
    console.log(
      `${s.toThePoint ? 'ok  ' : 'MISS'} ${asked}\n     expect ${JSON.stringify(s.question.expect)} got ${got} [${s.answer.recipes.map((r) => r.id).join(',')}]${s.unrelated.length ? ` UNRELATED ${s.unrelated.join(',')}` : ''}\n     ${s.answer.reply.replace(/\n/g, ' / ').slice(0, 110)}`,
    );
  }
  const cooking = scored.filter((s) => !('offTopic' in s.question.expect));
  const topical = scored.filter((s) => 'offTopic' in s.question.expect);
  const times = scored.map((s) => s.millis).sort((a, b) => a - b);
  const wrongFacts = scored.filter((s) => !s.toThePoint && s.fact !== null).length;
  console.log(
    `\nwrong facts (a fact answering another question): ${wrongFacts}; honest "I don't know": ${scored.filter((s) => isDontKnow(s.answer.reply)).length}`,
  );
  console.log(
    `to the point: ${scored.filter((s) => s.toThePoint).length}/${scored.length}; cooking ${cooking.filter((s) => s.toThePoint).length}/${cooking.length}; off-topic refused ${topical.filter((s) => s.toThePoint).length}/${topical.length}; cooking refused as off-topic ${cooking.filter((s) => s.answer.offTopic).length}; unrelated lists ${scored.filter((s) => s.unrelated.length > 0).length}`,
  );
  console.log(
    `time per answer: p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
