import { lazy, Suspense } from 'react';
import { useRecipeReplay } from '@/api/recipes/get-recipe-replay.ts';
import { RecipeCooksnaps } from '@/features/cooksnaps/components/recipe-cooksnaps.tsx';
import {
  RecipeDetailPage,
  type CookModeSlotProps,
  type CooksnapsSlot,
} from '@/features/recipe-detail/components/recipe-detail-page.tsx';
import { reportMenu } from '@/features/reports/components/report-menu.tsx';

// Cook mode is a chunk of its own, fetched when a cook opens it (docs/product.md#cook-mode).
const CookMode = lazy(() => import('@/features/cook-mode/components/cook-mode.tsx'));

/**
 * Cook mode with the replay of the recipe's live when there is one, asked when cook mode opens:
 * features do not fetch for each other, so the app layer joins the API hook and the view.
 */
function CookModeWithReplay(props: CookModeSlotProps) {
  const replay = useRecipeReplay(props.recipe.id);
  return (
    <Suspense fallback={null}>
      <CookMode {...props} replay={replay.data ?? null} />
    </Suspense>
  );
}

const cookMode = (props: CookModeSlotProps) => <CookModeWithReplay {...props} />;
const cooksnaps: CooksnapsSlot = (recipe) => <RecipeCooksnaps recipe={recipe} report={reportMenu} />;

/**
 * /info/{recipeId}, a chunk of its own, fetched on its first visit, with cook mode and the
 * 'Ho he fet!' section (the cooksnaps feature) and the 'Denunciar' menu (the reports feature)
 * passed in.
 */
export default function RecipeDetailRoute() {
  return <RecipeDetailPage cookMode={cookMode} cooksnaps={cooksnaps} report={reportMenu} />;
}
