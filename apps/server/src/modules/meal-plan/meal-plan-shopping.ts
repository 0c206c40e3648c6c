import type { Db } from '../../db/database.ts';

/** A recipe of the plan at the servings planned, as the shopping list's export takes it. */
export type PlannedRecipe = { recipeId: number; servings: number };

// TODO(issue-30-integration: shopping-list): replace this stand-in with the shopping-list module's
// export, and pass it the dependencies its services take (the first parameter):
//   import { addRecipesToShoppingList } from '../shopping-list/index.ts';
// It lives in another worktree until integration, so this stand-in keeps this one type-checking;
// it adds nothing. test/api/meal-plan-shopping.integration.test.ts runs once that module exists.
const addRecipesToShoppingList = async (
  _db: Db,
  _userId: number,
  _recipes: PlannedRecipe[],
): Promise<number> => 0;

/**
 * The planner's one call into the shopping list (docs/product.md#meal-plan): every recipe in one
 * transaction of the list's own; it skips recipes the user may not see and answers how many it added.
 */
export const addPlannedRecipesToShoppingList = (db: Db, userId: number, recipes: PlannedRecipe[]) =>
  addRecipesToShoppingList(db, userId, recipes);
