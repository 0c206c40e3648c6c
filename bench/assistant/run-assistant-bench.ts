/**
 * `npm run bench:assistant`: the offline assistant (`AI_PROVIDER=builtin`) as a user meets it, over
 * HTTP on the built server (`npm run build -w @receptari/server` first): the time of each chat answer
 * and each autofill (p50, p99, client side on localhost), and the server process's resident memory
 * idle, after the answers, and its peak (VmHWM). Target (docs/product.md#assistant): every answer
 * under 300 ms p99 on this machine. The questions and texts are the laboratory's spent sets (already
 * measured, so nothing here tunes on data still held out); requests are sequential, one at a time.
 */
import { TUNING_COOK_TEXTS } from '../../tools/assistant/src/autofill/tuning-cook-texts.ts';
import { HELD_OUT_COOK_TEXTS } from '../../tools/assistant/src/autofill/held-out-cook-texts.ts';
import { HELD_OUT_KITCHEN_QUESTIONS } from '../../tools/assistant/src/knowledge/held-out-kitchen-questions.ts';
import { peakResidentMegabytes, residentMegabytes } from '../import/process-memory.ts';
import { startBuiltServer } from '../lib/built-server.ts';

/** Under the routes' per-user limits (chat 20, autofill 10 a minute): a fresh user every so many. */
const CHAT_PER_USER = 18;
const GENERATE_PER_USER = 9;
/** Each set twice: the first pass also loads what the assistant loads lazily. */
const PASSES = 2;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const mb = (n: number | null) => (n === null ? 'n/a' : `${n.toFixed(0)} MB`);

const server = await startBuiltServer('assistant');
try {
  // The builtin assistant warms up after listen (1-1.5 s here, docs/assistant.md): measured once
  // it is done, as users meet it; the first answer is still printed apart.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  let users = 0;
  const freshToken = async () => {
    const name = `bench_ai_${Date.now().toString(36)}_${users++}`;
    const res = await fetch(`${server.base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-cullera-fosca-27' }),
    });
    if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  };

  /** Posts each body in turn, a new user every `perUser`; returns each answer's time, in order. */
  async function timeEach(path: string, bodies: unknown[], perUser: number): Promise<number[]> {
    const times: number[] = [];
    let slowest = { ms: 0, body: '' };
    let token = '';
    for (const [i, body] of bodies.entries()) {
      if (i % perUser === 0) token = await freshToken();
      const start = performance.now();
      const res = await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      if (i > 0 && times.at(-1)! > slowest.ms) slowest = { ms: times.at(-1)!, body: JSON.stringify(body) };
    }
    console.log(`${path}: slowest after the first, ${ms(slowest.ms)}: ${slowest.body.slice(0, 120)}`);
    return times;
  }

  const idle = residentMegabytes(server.pid);
  const questions = HELD_OUT_KITCHEN_QUESTIONS.map((q) => ({ messages: [{ role: 'user', content: q }] }));
  const texts = [...TUNING_COOK_TEXTS, ...HELD_OUT_COOK_TEXTS].map((t) => ({
    explanation: t.text,
    category: 'Primer plat',
    cuisine: 'Espanya',
  }));
  const repeat = <T>(list: T[]) => Array.from({ length: PASSES }, () => list).flat();
  const chat = await timeEach('/api/ai/chat', repeat(questions), CHAT_PER_USER);
  const generate = await timeEach('/api/ai/generate-recipe', repeat(texts), GENERATE_PER_USER);

  /** The first answer apart: it pays for what the assistant loads on first use. */
  const line = (name: string, [first, ...rest]: number[]) => {
    const t = rest.sort((a, b) => a - b);
    return `${name}: first ${ms(first!)}; then ${t.length} answers, p50 ${ms(percentile(t, 50))}, p99 ${ms(percentile(t, 99))}, max ${ms(t.at(-1)!)}`;
  };
  console.log(line('chat', chat));
  console.log(line('autofill', generate));
  console.log(
    `server memory: idle ${mb(idle)}, after the answers ${mb(residentMegabytes(server.pid))}, peak ${mb(peakResidentMegabytes(server.pid))}`,
  );
} finally {
  await server.stop();
}
