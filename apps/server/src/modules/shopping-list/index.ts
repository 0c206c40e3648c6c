/**
 * The shopping list (docs/product.md#shopping-list): the routes, and for the meal planner the merge
 * of several recipes into a user's list in one transaction.
 */
export { shoppingListRoutes } from './shopping-list.routes.ts';
export { addRecipesToShoppingList } from './shopping-recipes.service.ts';
