/**
 * Recipe cards and visibility: the recipe reads that every module showing or acting on a recipe
 * shares (likes, saved, folders, comments, search, recommendations, review, recipes). It depends
 * on no other module, so none of those depends on the recipes module for them.
 */
export { presentCard } from './recipe-card.presenter.ts';
export {
  type CardRow,
  cardsByIds,
  findRecipeRef,
  seenBy,
  selectCards,
  selectCardsWithStatus,
  selectCardsWithSortValue,
  type Viewer,
} from './recipe-cards.repo.ts';
export { findVisibleRecipe, type VisibleRecipe } from './recipe-cards.service.ts';
