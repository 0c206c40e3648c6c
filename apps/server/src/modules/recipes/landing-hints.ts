import {
  CAROUSEL_IMAGE_SIZES,
  HOME_LIST_SIZE,
  homeListPath,
  imageSrcSet,
  largerImage,
} from '@receptari/shared/recipes/recipes.rules';
import { type RecipeListAnswer, recipeListQuerySchema } from '@receptari/shared/recipes/recipes.schemas';
import type { Db } from '../../db/database.ts';
import type { AppCaches } from '../../lib/app-caches.ts';
import { htmlAttribute as attr } from './html-attribute.ts';
import { listRecipesJson } from './recipes.service.ts';

/** The landing page's popular list as GET /api/recipes answers it, from the lists cache the route shares. */
export const landingListJson = (db: Db, caches: AppCaches) =>
  listRecipesJson(db, caches, recipeListQuerySchema.parse({ sort: 'popular', limit: HOME_LIST_SIZE }));

/**
 * What the landing page's <head> asks for before its JavaScript runs: the carousel's first picture
 * at high priority, its largest paint, and (`list`) the popular list, the same request the page
 * then makes, so the browser hands it the preloaded answer. Without them both wait for the app's
 * code to load and run first. A page with the server's first paint has the list in it already.
 */
export async function landingHints(db: Db, caches: AppCaches, list: boolean): Promise<string> {
  const { recipes } = JSON.parse(await landingListJson(db, caches)) as RecipeListAnswer;
  // The API client sends credentials (lib/api-client.ts): the preload does too, or it goes unused.
  const hints = list
    ? [
        `<link rel="preload" as="fetch" href="${attr(`/api${homeListPath('popular')}`)}" crossorigin="use-credentials">`,
      ]
    : [];
  const first = largerImage(recipes.find((r) => r.image)?.image ?? null);
  const srcset = first && imageSrcSet(first, 'avif');
  if (first && srcset) {
    hints.push(
      `<link rel="preload" as="image" type="image/avif" href="${attr(first)}" imagesrcset="${attr(srcset)}"` +
        ` imagesizes="${attr(CAROUSEL_IMAGE_SIZES)}" fetchpriority="high">`,
    );
  }
  return hints.join('\n    ');
}
