/** Recipes: the home lists, the detail, writing and deleting a recipe, its steps. */
export { getRecipeDetail } from './recipe-detail.service.ts';
export { createImportedRecipe, removeRecipe } from './recipes.service.ts';
export { hasImportKey } from './recipes.repo.ts';
export { landingHints, landingListJson } from './landing-hints.ts';
export { recipeShareTags } from './share-tags.ts';
export { recipesRoutes } from './recipes.routes.ts';
