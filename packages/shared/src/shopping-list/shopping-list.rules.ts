/**
 * The shopping list's limits and aisles (docs/product.md#shopping-list). The aisles are the food
 * groups of the nutrition lexicon, named as a Catalan shop names its sections; 'altres' takes what
 * the lexicon does not know.
 */
export const AISLES = [
  'fruita i verdura',
  'carn i peix',
  'làctics i ous',
  'rebost',
  'espècies',
  'begudes',
  'altres',
] as const;
export type Aisle = (typeof AISLES)[number];

/** Items on one list: a week's shopping for a household is well under it. */
export const SHOPPING_ITEMS_MAX = 500;
export const SHOPPING_ITEM_NAME_MAX = 120;
export const SHOPPING_UNIT_MAX = 30;
/** The largest quantity an item holds (in its unit): 100 kg of flour is already a shop's. */
export const SHOPPING_QUANTITY_MAX = 1_000_000;
/** People on one list besides its owner. */
export const SHOPPING_MEMBERS_MAX = 20;
