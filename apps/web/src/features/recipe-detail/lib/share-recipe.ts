import { trCooking } from '@receptari/shared/i18n/tr/cooking';
import { fill } from '@receptari/shared/i18n/fill';
import { truncateWords } from '@receptari/shared/recipes/recipes.rules';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { notify } from '@/lib/notify.ts';

/** The user closed the share sheet: nothing went wrong, nothing to say. */
const cancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares a recipe's link (docs/product.md#sharing-a-recipe): the system's share sheet where there
 * is one (phones), else the link copied with a popup. The link is the page's own address without
 * the servings or units chosen on it; whoever opens it signs in to see the recipe, and a preview
 * shows what the landing card shows (the server's tags). A sheet that fails for another reason
 * than the user closing it falls back to copying.
 */
export async function shareRecipe(recipe: Pick<RecipeDetail, 'id' | 'title' | 'description'>) {
  const url = `${window.location.origin}/info/${recipe.id}`;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({
        title: recipe.title,
        text: truncateWords(recipe.description) ?? undefined,
        url,
      });
      return;
    } catch (error) {
      if (cancelled(error)) return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(() => trCooking.share.copied);
  } catch {
    // No clipboard (an insecure page, a refused permission): the link itself, to copy by hand.
    notify.error(() => fill(trCooking.share.copyFailed, { url }));
  }
}
