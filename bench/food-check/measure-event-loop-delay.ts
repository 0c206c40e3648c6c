/**
 * How long the builtin food check holds the server's event loop: the main thread's
 * event-loop delay (perf_hooks.monitorEventLoopDelay) while 20 IFCT photos are checked one
 * after the other, with the models run in this thread (as before the worker) and in the
 * worker (as the server runs them now). Each way runs in a fresh process, models cold, and
 * the first check (models loading) is reported apart from the 20 that follow.
 * Run: npx tsx bench/food-check/measure-event-loop-delay.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import type { FoodCheck } from '@receptari/shared/ai/food-check.schemas';
import { createBuiltinFoodCheck } from '../../apps/server/src/ai/builtin/food-check/check-food-builtin.ts';
import { decideFoodVerdict } from '../../apps/server/src/ai/builtin/food-check/decide-food-verdict.ts';
import { decodeForModels } from '../../apps/server/src/ai/builtin/food-check/decode-image.ts';
import { scorePixels } from '../../apps/server/src/ai/builtin/food-check/score-image.ts';
import { listFoodPhotos } from './list-food-photos.ts';

const CHECKS = 20;
const MODES = ['main-thread', 'worker'] as const;
type Mode = (typeof MODES)[number];
type Delay = { p50: number; p99: number; max: number; mean: number };
type Result = { mode: Mode; first: Delay & { ms: number }; checks: Delay & { ms: number } };

const ms = (ns: number) => Math.round(ns / 1e5) / 10;
const summary = (h: IntervalHistogram): Delay => ({
  p50: ms(h.percentile(50)),
  p99: ms(h.percentile(99)),
  max: ms(h.max),
  mean: ms(h.mean),
});

/** Runs `work` under a fresh 1 ms-resolution histogram of this thread's event-loop delay. */
async function underMonitor(work: () => Promise<unknown>): Promise<Delay & { ms: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const start = performance.now();
  await work();
  const elapsed = Math.round(performance.now() - start);
  histogram.disable();
  return { ...summary(histogram), ms: elapsed };
}

async function measure(mode: Mode): Promise<Result> {
  const photos = listFoodPhotos()
    .slice(0, CHECKS + 1)
    .map((file) => readFileSync(file));
  const worker = mode === 'worker' ? createBuiltinFoodCheck() : undefined;
  // The main-thread way is the check as it ran before the worker: decode, score, decide here.
  const check = async (image: Buffer): Promise<FoodCheck> =>
    worker ? worker.check(image) : decideFoodVerdict(await scorePixels(await decodeForModels(image)));
  const [firstPhoto, ...rest] = photos;
  if (!firstPhoto) throw new Error('no IFCT photos found');
  const first = await underMonitor(() => check(firstPhoto));
  const checks = await underMonitor(async () => {
    for (const image of rest) await check(image);
  });
  await worker?.close();
  return { mode, first, checks };
}

const asked = process.argv[2];
if (MODES.includes(asked as Mode)) {
  console.log(JSON.stringify(await measure(asked as Mode)));
} else {
  const script = fileURLToPath(import.meta.url);
  const results = MODES.map(
    (mode) =>
      JSON.parse(
        execFileSync(process.execPath, [...process.execArgv, script, mode], { encoding: 'utf8' })
          .trim()
          .split('\n')
          .at(-1) ?? '',
      ) as Result,
  );
  console.log('| models run in | phase | wall ms | loop delay p50 ms | p99 ms | max ms | mean ms |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const { mode, first, checks } of results) {
    for (const [phase, d] of [
      ['first check (models load)', first],
      [`next ${CHECKS} checks`, checks],
    ] as const) {
      console.log(`| ${mode} | ${phase} | ${d.ms} | ${d.p50} | ${d.p99} | ${d.max} | ${d.mean} |`);
    }
  }
}
