/**
 * Allergens and diets estimated from ingredient names (docs/product.md#allergens-and-diets): what a
 * recipe is stored with when written, and the backfill that recomputes them when the taxonomy changes.
 */
export { allergensOfIngredient } from './ingredient-facets.ts';
export { type RecipeFacets, recipeFacets } from './recipe-facets.ts';
export { backfillRecipeFacets } from './backfill-recipe-facets.ts';
/** The ingredient names in Catalan, Spanish and English: the chat's topic check reads them as foods. */
export { TAXONOMY } from './taxonomy.ts';
