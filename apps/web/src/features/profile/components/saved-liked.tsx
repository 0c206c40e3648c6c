import { useSavedRecipes } from '@/api/saved/get-saved-recipes.ts';
import { useLikedRecipes } from '@/api/recipes/get-liked-recipes.ts';
import { RecipeCard } from '@/components/recipe-card/recipe-card.tsx';
import { caProfile } from '@receptari/shared/i18n/ca-profile';
import { CardList } from './card-list.tsx';

/** The recipes the user bookmarked. */
export function SavedRecipes() {
  return (
    <CardList query={useSavedRecipes()} empty={caProfile.perfil.noSaved}>
      {(recipe) => <RecipeCard key={recipe.id} recipe={recipe} />}
    </CardList>
  );
}

/** The recipes the user likes. */
export function LikedRecipes() {
  return (
    <CardList query={useLikedRecipes()} empty={caProfile.perfil.noLiked}>
      {(recipe) => <RecipeCard key={recipe.id} recipe={recipe} />}
    </CardList>
  );
}
