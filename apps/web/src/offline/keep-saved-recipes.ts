import { storedImage, variantPath } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { getRecipe } from '@/api/recipes/get-recipe.ts';
import { getSavedRecipes } from '@/api/saved/get-saved-recipes.ts';

/** How many saved recipes are fetched ahead; the newest saved first (the list's order). */
const AHEAD = 60;
const STORED = /^\/media\/.+\.webp$/;

/**
 * The pictures a saved recipe shows offline: the one its detail page draws (the answer's `image`),
 * and its card and phone variants in AVIF, which the lists' <picture> picks on a phone
 * (RecipePicture; browsers with service workers all take AVIF).
 */
function picturesOf(image: string | null): string[] {
  const stored = storedImage(image);
  if (!image || !stored || !STORED.test(stored)) return [];
  return [image, variantPath(stored, 'card', 'avif'), variantPath(stored, 'phone', 'avif')];
}

/**
 * Reads the user's saved recipes once, so the service worker keeps them (their detail and their
 * pictures) for offline reading even if they were saved on another device
 * (docs/product.md#offline-and-install). One recipe at a time, after the page has loaded: it never
 * competes with what the user is doing. A failure (offline, storage full) just stops it.
 */
export async function keepSavedRecipes() {
  try {
    const { recipes } = await getSavedRecipes();
    for (const card of recipes.slice(0, AHEAD)) {
      // One already kept is refreshed whenever it is opened (network first): not asked again here,
      // but its pictures are checked (a page left mid-way may have kept the answer only).
      const keptAnswer = await caches.match(`/api/recipes/${card.id}`, { ignoreVary: true });
      const recipe = keptAnswer ? ((await keptAnswer.json()) as RecipeDetail) : await getRecipe(card.id);
      for (const url of picturesOf(recipe.image)) if (!(await caches.match(url))) await fetch(url);
    }
  } catch {
    // Kept as far as it got; the next start goes on.
  }
}
