import { RecipeDetailPage } from '@/features/recipe-detail/components/recipe-detail-page.tsx';

/** /info/{recipeId}, a chunk of its own, fetched on its first visit. */
export default RecipeDetailPage;
