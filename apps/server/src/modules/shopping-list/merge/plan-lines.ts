import type { Aisle } from '@receptari/shared/shopping-list/shopping-list.rules';
import type { ShoppingAmount } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { addAmounts } from './amounts.ts';
import { aisleOf } from './aisle-of.ts';
import { lineAmounts } from './line-amounts.ts';
import { mergeKey } from './merge-key.ts';

/** A line a recipe (or a person) brings to the list, before it meets the list's lines. */
export interface PlannedLine {
  readonly key: string;
  readonly name: string;
  readonly aisle: Aisle;
  readonly amounts: ShoppingAmount[];
}

export interface IngredientLine {
  readonly name: string;
  readonly quantity: string;
  readonly unit: string;
}

/**
 * A recipe's ingredient lines at `servings`, as the recipe page scales them (servings over the
 * recipe's own), one planned line per merge key: "2 ous" for the dough and "1 ou" to brush it are
 * one line of 3 eggs, and one share of the recipe.
 */
export function planRecipeLines(
  ingredients: readonly IngredientLine[],
  recipeServings: number,
  servings: number,
): PlannedLine[] {
  const factor = recipeServings > 0 ? servings / recipeServings : 1;
  const byKey = new Map<string, PlannedLine>();
  for (const ingredient of ingredients) {
    const name = ingredient.name.trim();
    if (name === '') continue;
    const key = mergeKey(name);
    const amounts = lineAmounts(ingredient.quantity, ingredient.unit, factor);
    const held = byKey.get(key);
    byKey.set(
      key,
      held
        ? { ...held, amounts: addAmounts(held.amounts, amounts) }
        : { key, name, aisle: aisleOf(name), amounts },
    );
  }
  return [...byKey.values()];
}

/** What the merge needs of a line already on the list. */
export interface ListLine {
  readonly id: number;
  readonly key: string;
  readonly checked: boolean;
  readonly amounts: readonly ShoppingAmount[];
}

export interface MergePlan {
  /** Lines already on the list that take a planned line: their new total and what was added. */
  readonly updates: { id: number; amounts: ShoppingAmount[]; added: PlannedLine }[];
  /** Planned lines that become new lines. */
  readonly inserts: PlannedLine[];
}

/**
 * Where each planned line goes (docs/product.md#shopping-list): into the first unchecked line of
 * the same key, its amounts added; else a new line. A checked line is already bought, so the same
 * food needed again is a new line beside it.
 */
export function mergeIntoList(lines: readonly ListLine[], planned: readonly PlannedLine[]): MergePlan {
  const open = new Map<string, ListLine>();
  for (const line of lines) if (!line.checked && !open.has(line.key)) open.set(line.key, line);
  const updates: MergePlan['updates'] = [];
  const inserts: PlannedLine[] = [];
  for (const line of planned) {
    const target = open.get(line.key);
    if (target)
      updates.push({ id: target.id, amounts: addAmounts(target.amounts, line.amounts), added: line });
    else inserts.push(line);
  }
  return { updates, inserts };
}
