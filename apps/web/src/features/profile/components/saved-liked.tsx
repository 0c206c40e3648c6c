import { useSavedRecipes } from '@/api/saved/get-saved-recipes.ts';
import { useLikedRecipes } from '@/api/recipes/get-liked-recipes.ts';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { CardList } from './card-list.tsx';

/** The recipes the user bookmarked. */
export function SavedRecipes() {
  return (
    <CardList query={useSavedRecipes()} empty={trProfile.perfil.noSaved}>
      {(recipe) => <RecipeCard key={recipe.id} recipe={recipe} />}
    </CardList>
  );
}

/** The recipes the user likes. */
export function LikedRecipes() {
  return (
    <CardList query={useLikedRecipes()} empty={trProfile.perfil.noLiked}>
      {(recipe) => <RecipeCard key={recipe.id} recipe={recipe} />}
    </CardList>
  );
}
