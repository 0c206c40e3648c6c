import { UNITS, type Unit } from '@receptari/shared/recipes/recipes.rules';
import type { DemoUserName } from '../demo-accounts.ts';
import type { DishArt } from '../image/scene.ts';
import type { SeedCategory, SeedCuisine } from './catalog.ts';

export type SeedIngredient = readonly [quantity: string, unit: Unit, name: string];

/** One demo recipe; times in minutes, nutrition per serving (kcal, then grams). */
export type SeedRecipe = {
  title: string;
  description: string;
  explanation: string;
  author: DemoUserName;
  category: SeedCategory;
  cuisine: SeedCuisine;
  servings: number;
  prepTime: number;
  cookTime: number;
  steps: readonly string[];
  ingredients: readonly SeedIngredient[];
  nutrition: readonly [calories: number, protein: number, carbs: number, fats: number];
  art: DishArt;
};

/** A recipe as written in the data files: ingredients as short lines ("400 g arròs bomba"). */
export type SeedRecipeSource = Omit<SeedRecipe, 'ingredients'> & { ingredients: readonly string[] };

const units = new Set<string>(UNITS.filter(Boolean));

/**
 * Reads "400 g arròs bomba", "2 ous" or "sal": an optional quantity (number or fraction), an
 * optional unit of `UNITS` (docs/product.md#recipe-fields), then the name. Kept terse so the data files
 * stay readable.
 */
export function parseIngredient(line: string): SeedIngredient {
  const words = line.trim().split(/\s+/);
  const quantity = /^\d+([.,/]\d+)?$/.test(words[0] ?? '') ? words.shift()! : '';
  const unit = quantity && units.has(words[0] ?? '') ? (words.shift() as Unit) : '';
  if (words.length === 0) throw new Error(`seed ingredient without a name: "${line}"`);
  return [quantity, unit, words.join(' ')];
}

export const defineRecipes = (list: readonly SeedRecipeSource[]): SeedRecipe[] =>
  list.map((r) => ({ ...r, ingredients: r.ingredients.map(parseIngredient) }));
