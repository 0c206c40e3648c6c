/**
 * Where an imported picture's time goes (`npx tsx bench/import/measure-picture-costs.ts`): the same
 * pictures as the import bench, one at a time in this process, through the two steps the commit
 * runs for each (storeImageBytes): the builtin food check (decode, then both models in their
 * worker) and the rendering of the stored WebP and its variants in WebP and AVIF. Prints the median
 * and p95 of each, per picture, in wall time and in CPU time (which another load on the machine
 * does not inflate).
 */
import { createBuiltinProvider } from '../../apps/server/src/ai/builtin/create-builtin-provider.ts';
import { renderImage } from '../../apps/server/src/modules/media/render-image.ts';
import { percentile } from '../lib/two-instances.ts';
import { benchPhoto } from './paprika-bench-file.ts';

const COUNT = Number(process.env.BENCH_PICTURES ?? 40);
const ai = createBuiltinProvider();
const photos = await Promise.all(Array.from({ length: COUNT }, (_, i) => benchPhoto(i)));
await ai.checkFood(photos[0]!); // loads the models; not counted

/** Wall time, and CPU time of the whole process (the food check's worker thread included). */
async function timed(work: () => Promise<unknown>, wall: number[], cpu: number[]) {
  const start = performance.now();
  const used = process.cpuUsage();
  await work();
  const { user, system } = process.cpuUsage(used);
  wall.push(performance.now() - start);
  cpu.push((user + system) / 1000);
}

const [check, checkCpu, render, renderCpu] = [[], [], [], []] as number[][];
for (const photo of photos) {
  await timed(() => ai.checkFood(photo), check!, checkCpu!);
  await timed(() => renderImage(photo), render!, renderCpu!);
}
await ai.close?.();
const line = (name: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b);
  console.log(
    `${name}: median ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms`,
  );
};
line('food check, wall', check!);
line('food check, CPU', checkCpu!);
line('render (WebP original, variants in WebP and AVIF), wall', render!);
line('render, CPU', renderCpu!);
