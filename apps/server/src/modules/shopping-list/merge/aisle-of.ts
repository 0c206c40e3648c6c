import type { Aisle } from '@receptari/shared/shopping-list/shopping-list.rules';
import { findFood } from '../../../ai/index.ts';

/**
 * SR28 food groups (the first two digits of an NDB number) by aisle: 01 dairy and eggs, 02 spices
 * and herbs, 09 fruits, 11 vegetables, 05 poultry, 07 sausages, 10 pork, 13 beef, 15 fish, 17 lamb
 * and game, 23 beef (SR28's later beef cuts, minced beef among them), 14 drinks. Every other group in the lexicon (04 fats and oils, 06 soups and sauces, 08
 * cereals, 12 nuts, 16 legumes, 18 baked goods, 19 sweets, 20 grains and pasta) is the pantry.
 */
const AISLE_OF_GROUP: Readonly<Record<string, Aisle>> = {
  '01': 'làctics i ous',
  '02': 'espècies',
  '09': 'fruita i verdura',
  '11': 'fruita i verdura',
  '05': 'carn i peix',
  '07': 'carn i peix',
  '10': 'carn i peix',
  '13': 'carn i peix',
  '15': 'carn i peix',
  '17': 'carn i peix',
  '23': 'carn i peix',
  '14': 'begudes',
};

/**
 * The aisle of a new line (docs/product.md#shopping-list): the food group of the lexicon's food
 * that covers most of its name ("pebrot vermell escalivat" is a red pepper: fruit and vegetables);
 * 'altres' for a food the lexicon does not know. Each member can move a line to another aisle.
 */
export function aisleOf(name: string): Aisle {
  const food = findFood(name);
  if (!food) return 'altres';
  return AISLE_OF_GROUP[food.ndb.slice(0, 2)] ?? 'rebost';
}
