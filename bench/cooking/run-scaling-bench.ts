/**
 * `npm run bench:scaling` (and the end of `npm run bench`): how long rescaling and converting a
 * 30-ingredient recipe takes in a phone-like browser, Chromium with the CPU slowed 4x as Lighthouse's
 * mobile profile does. docs/product.md#servings-and-units wants it under 5 ms (p95 of the rescales after the
 * first): printed, not asserted.
 */
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { THIRTY_INGREDIENTS } from './thirty-ingredients.ts';

const RUNS = 300;
const TARGET_MS = 5;
const entry = new URL('../../packages/shared/src/quantities/adapt-recipe.ts', import.meta.url).pathname;

// The same code the recipe page loads on first use, bundled for the browser.
const bundle = await build({
  entryPoints: [entry],
  bundle: true,
  format: 'iife',
  globalName: 'quantities',
  minify: true,
  write: false,
  platform: 'browser',
});
const script = bundle.outputFiles[0]?.text ?? '';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addScriptTag({ content: script });

const recipe = { servings: 4, ingredients: THIRTY_INGREDIENTS, steps: ['Gratina a 220 graus 10 minuts.'] };
// Written as text: tsx would otherwise add its own helpers to a function sent to the page.
const measureInPage = `(({ recipe, runs }) => {
  const { adaptRecipe } = window.quantities;
  const systems = ['original', 'metric', 'imperial'];
  const time = (servings, system) => {
    const start = performance.now();
    adaptRecipe(recipe, servings, system);
    return performance.now() - start;
  };
  const first = time(6, 'metric');
  // Ten rescales a sample: the browser's clock is too coarse for one.
  const samples = [];
  for (let i = 0; i < runs; i++) {
    let spent = 0;
    for (let j = 0; j < 10; j++) spent += time(1 + ((i + j) % 12), systems[(i + j) % 3]);
    samples.push(spent / 10);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { first, median: at(0.5), p95: at(0.95), max: samples[samples.length - 1] };
})(${JSON.stringify({ recipe, runs: RUNS })})`;
const figures = (await page.evaluate(measureInPage)) as {
  first: number;
  median: number;
  p95: number;
  max: number;
};
await browser.close();

const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = figures.p95 < TARGET_MS ? 'PASS' : 'FAIL';
console.log(
  `\nRescaling a 30-ingredient recipe, Chromium at 4x CPU slowdown (${RUNS} runs; original, metric, imperial):`,
);
console.log(
  `  every rescale after the first: median ${ms(figures.median)} · p95 ${ms(figures.p95)} · max ${ms(figures.max)}`,
);
console.log(
  `  the very first (compiles the parser's patterns; the page warms it when a cook reaches for the controls): ${ms(figures.first)}`,
);
console.log(
  `  target p95 < ${TARGET_MS} ms: ${verdict}; bundle ${(script.length / 1024).toFixed(1)} KB minified`,
);
