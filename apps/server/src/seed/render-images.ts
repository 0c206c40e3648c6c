import { IMAGE_SIZES, IMAGE_VARIANT_FORMATS, variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { MediaStorage } from '../storage/media-storage.ts';
import type { SeedRecipe } from './data/types.ts';
import { writeRecipeImage } from './image/recipe-image.ts';

/** The public URL of the n-th (1-based) demo recipe's picture. */
export const seedImageUrl = (n: number) => `/media/seed/recipe-${n}.webp`;

/** Whether a picture's whole set is stored: kept media drawn before a variant existed is redrawn. */
const drawnWhole = (stored: Set<string>, key: string) =>
  [key, ...IMAGE_SIZES.flatMap((size) => IMAGE_VARIANT_FORMATS.map((f) => variantPath(key, size, f)))].every(
    (k) => stored.has(k),
  );

/**
 * Draws every demo recipe's picture into the media storage under `seed/`. Pictures are
 * deterministic, so those already there (a database reset over kept media) are reused rather than
 * redrawn.
 */
export async function renderSeedImages(
  storage: MediaStorage,
  recipes: readonly SeedRecipe[],
): Promise<number> {
  const stored = new Set<string>();
  for await (const { key } of storage.list('seed/')) stored.add(key);
  const jobs = recipes.map((recipe, i) => ({ n: i + 1, recipe }));
  let drawn = 0;
  // A few at a time: sharp has its own thread pool, and memory stays flat.
  const worker = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const key = `seed/recipe-${job.n}.webp`;
      if (drawnWhole(stored, key)) continue;
      await writeRecipeImage(storage, key, job.recipe.art, job.n);
      drawn++;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return drawn;
}
