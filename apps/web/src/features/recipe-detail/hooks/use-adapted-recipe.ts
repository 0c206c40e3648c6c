import type { AdaptedRecipe, UnitSystem } from '@receptari/shared/quantities/adapt-recipe';
import type { RecipeDetail } from '@receptari/shared/recipes/recipes.schemas';
import { useEffect, useMemo, useState } from 'react';

type Adapt = typeof import('@receptari/shared/quantities/adapt-recipe').adaptRecipe;

let adaptModule: Promise<Adapt> | null = null;

/**
 * The scaling parser and the conversion library arrive on first use only (docs/product.md#servings-and-units):
 * the recipe as written needs neither, so the page's first load stays as small as before.
 */
function loadAdapt(): Promise<Adapt> {
  adaptModule ??= import('@receptari/shared/quantities/adapt-recipe').then((module) => module.adaptRecipe);
  return adaptModule;
}

let warmed = false;

/**
 * Loads the adapting code and runs it once on a sample, when a cook reaches for the stepper or the
 * units (pointer, touch or focus): the first real rescale then skips compiling the parser's patterns.
 */
export function warmAdapting() {
  if (warmed) return;
  warmed = true;
  void loadAdapt().then((adapt) =>
    adapt(
      {
        servings: 4,
        ingredients: [
          { quantity: '1 i mig', unit: 'tassa', name: 'farina' },
          { quantity: '200 gr', unit: '', name: 'pollastre' },
          { quantity: 'un raig', unit: '', name: 'oli' },
        ],
        steps: ['Forn a 180 graus.'],
      },
      6,
      'imperial',
    ),
  );
}

const asWritten = (recipe: RecipeDetail): AdaptedRecipe => ({
  ingredients: recipe.ingredients.map((ingredient) => ({ ...ingredient, unscaled: false })),
  steps: recipe.steps,
});

/**
 * The ingredients and steps for `servings` in `system`. Until the adapting code has loaded (a few
 * milliseconds, once) the last result stays on screen, so nothing flickers to blank.
 */
export function useAdaptedRecipe(recipe: RecipeDetail, servings: number, system: UnitSystem): AdaptedRecipe {
  const written = useMemo(() => asWritten(recipe), [recipe]);
  const needsAdapting = servings !== recipe.servings || system !== 'original';
  const [adapted, setAdapted] = useState<AdaptedRecipe | null>(null);
  useEffect(() => {
    if (!needsAdapting) return;
    let current = true;
    void loadAdapt().then((adapt) => {
      if (current) setAdapted(adapt(recipe, servings, system));
    });
    return () => {
      current = false;
    };
  }, [needsAdapting, recipe, servings, system]);
  return needsAdapting && adapted ? adapted : written;
}
