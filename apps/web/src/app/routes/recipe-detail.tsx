import { lazy, Suspense } from 'react';
import {
  RecipeDetailPage,
  type CookModeSlotProps,
} from '@/features/recipe-detail/components/recipe-detail-page.tsx';

// Cook mode is a chunk of its own, fetched when a cook opens it (docs/product.md#cook-mode).
const CookMode = lazy(() => import('@/features/cook-mode/components/cook-mode.tsx'));

const cookMode = (props: CookModeSlotProps) => (
  <Suspense fallback={null}>
    <CookMode {...props} />
  </Suspense>
);

/** /info/{recipeId}, a chunk of its own, fetched on its first visit, with cook mode passed in. */
export default function RecipeDetailRoute() {
  return <RecipeDetailPage cookMode={cookMode} />;
}
