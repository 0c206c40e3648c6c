import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { IMAGE_SIZES, IMAGE_VARIANT_FORMATS, variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { SeedRecipe } from './data/types.ts';
import { writeRecipeImage } from './image/recipe-image.ts';

/** The public URL of the n-th (1-based) demo recipe's picture. */
export const seedImageUrl = (n: number) => `/media/seed/recipe-${n}.webp`;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Whether a picture's whole set is there: kept media drawn before a variant existed is redrawn. */
async function drawnWhole(file: string) {
  const variants = IMAGE_SIZES.flatMap((size) =>
    IMAGE_VARIANT_FORMATS.map((f) => variantPath(file, size, f)),
  );
  const present = await Promise.all([file, ...variants].map(exists));
  return present.every(Boolean);
}

/**
 * Draws every demo recipe's picture into `${mediaDir}/seed/`. Pictures are deterministic, so
 * files already there (a database reset over kept media) are reused rather than redrawn.
 */
export async function renderSeedImages(mediaDir: string, recipes: readonly SeedRecipe[]): Promise<number> {
  const jobs = recipes.map((recipe, i) => ({ n: i + 1, recipe }));
  let drawn = 0;
  // A few at a time: sharp has its own thread pool, and memory stays flat.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const file = join(mediaDir, 'seed', `recipe-${job.n}.webp`);
      if (await drawnWhole(file)) continue;
      await writeRecipeImage(file, job.recipe.art, job.n);
      drawn++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return drawn;
}
