/**
 * Asks whether nsfwjs's own classes (its MobileNetV2 ships inside the package) can place a
 * picture as food: for each class, the highest score any non-food image reached and the share
 * of the 542 food photos the check leaves 'unverified' that score above it, so a 'food' from
 * that class would stay at 0 false positives. Run: npx tsx bench/food-check/measure-nsfw-classes.ts
 * [folder]: the images of `folder` join the non-food set (e.g. the photos Debian's python3-skimage
 * ships in skimage/data: a cat, an astronaut, motorcycles, a rocket, bricks, grass), since the
 * bench's own non-food set holds few ordinary photographs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { load } from 'nsfwjs';
import { initTfBackend } from '../../apps/server/src/ai/builtin/food-check/init-tf-backend.ts';
import { decodeToRgb } from '../../apps/server/src/ai/builtin/food-check/decode-image.ts';
import { EXPLICIT_SIZE } from '../../apps/server/src/ai/builtin/food-check/model-inputs.ts';
import { listFoodPhotos } from './list-food-photos.ts';
import { makeNonFoodImages, type NamedImage } from './make-non-food-images.ts';

const CLASSES = ['Neutral', 'Drawing', 'Sexy', 'Porn', 'Hentai'] as const;
type Scores = Record<(typeof CLASSES)[number], number>;

await initTfBackend();
const model = await load('MobileNetV2');

async function classify({ image }: NamedImage): Promise<Scores> {
  const rgb = await decodeToRgb(image, EXPLICIT_SIZE);
  const input = tf.tensor3d(Uint8Array.from(rgb), [EXPLICIT_SIZE, EXPLICIT_SIZE, 3], 'int32');
  try {
    const predictions = await model.classify(input, CLASSES.length);
    const score = (name: string) => predictions.find((p) => p.className === name)?.probability ?? 0;
    return Object.fromEntries(CLASSES.map((c) => [c, score(c)])) as Scores;
  } finally {
    input.dispose();
  }
}

const root = path.resolve(import.meta.dirname, '../..');
const food = await Promise.all(
  listFoodPhotos().map((file) => classify({ name: path.basename(file), image: readFileSync(file) })),
);
const extraDir = process.argv[2];
const extra: NamedImage[] = extraDir
  ? readdirSync(extraDir)
      .filter((name) => /\.(jpe?g|png|webp)$/i.test(name))
      .map((name) => ({ name, image: readFileSync(path.join(extraDir, name)) }))
  : [];
const nonFood: Scores[] = [];
for (const image of [...(await makeNonFoodImages(root)), ...extra]) nonFood.push(await classify(image));
const extraScores = nonFood.slice(nonFood.length - extra.length);
extra.forEach(({ name }, i) =>
  console.log(`  extra non-food ${name}: Neutral ${extraScores[i]!.Neutral.toFixed(4)}`),
);
console.log(`food photos ${food.length}, non-food images ${nonFood.length}`);

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;
for (const c of CLASSES) {
  const ceiling = Math.max(...nonFood.map((s) => s[c]));
  const above = food.filter((s) => s[c] > ceiling).length;
  const top = food.filter((s) => CLASSES.every((o) => s[c] >= s[o])).length;
  const topNon = nonFood.filter((s) => CLASSES.every((o) => s[c] >= s[o])).length;
  console.log(
    `${c.padEnd(8)} top class on food ${pct(top, food.length)}, on non-food ${pct(topNon, nonFood.length)}; highest on non-food ${ceiling.toFixed(3)}; food photos above it ${pct(above, food.length)}`,
  );
}

// How many honest food photos an explicit-doubt level would hold back for an admin under
// MEDIA_REVIEW=after (decide-food-verdict.ts: EXPLICIT_DOUBT), and which non-food images reach it.
const explicitOf = (s: Scores) => Math.max(s.Porn, s.Hentai);
for (const level of [0.2, 0.3, 0.5, 0.7]) {
  const held = food.filter((s) => explicitOf(s) >= level).length;
  console.log(`explicit >= ${level}: food photos ${pct(held, food.length)} (${held})`);
}
