/** The shopping list's merging: pure functions, no database (docs/product.md#shopping-list). */
export { addAmounts, subtractAmounts } from './amounts.ts';
export { aisleOf } from './aisle-of.ts';
export { readFreeItem, typedAmounts } from './free-item.ts';
export { mergeKey } from './merge-key.ts';
export {
  type IngredientLine,
  type ListLine,
  mergeIntoList,
  type MergePlan,
  type PlannedLine,
  planRecipeLines,
} from './plan-lines.ts';
export { takeShareOff } from './take-share-off.ts';
