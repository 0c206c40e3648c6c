import { type Aisle, AISLES } from '@receptari/shared/shopping-list/shopping-list.rules';
import type {
  ShoppingItem,
  ShoppingListAnswer,
  ShoppingMember,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import type { ShoppingListItem } from '../../db/schema/index.ts';

export type ShareRow = { itemId: number; recipeId: number; servings: number; title: string };

const asAisle = (aisle: string): Aisle =>
  (AISLES as readonly string[]).includes(aisle) ? (aisle as Aisle) : 'altres';

export function presentItem(row: ShoppingListItem, shares: readonly ShareRow[]): ShoppingItem {
  const [first] = row.amounts;
  return {
    id: row.id,
    name: row.name,
    quantity: first?.quantity ?? null,
    unit: first?.unit ?? null,
    amounts: row.amounts,
    aisle: asAisle(row.aisle),
    checked: row.checked,
    position: row.position,
    sources: shares
      .filter((share) => share.itemId === row.id)
      .map((share) => ({ recipe_id: share.recipeId, title: share.title, servings: share.servings }))
      .sort((a, b) => a.recipe_id - b.recipe_id),
  };
}

/** The recipes on the list, each once, at the servings they are on it at. */
function presentRecipes(shares: readonly ShareRow[]): ShoppingListAnswer['recipes'] {
  const byRecipe = new Map<number, ShoppingListAnswer['recipes'][number]>();
  for (const share of shares) {
    const held = byRecipe.get(share.recipeId);
    if (!held || held.servings < share.servings)
      byRecipe.set(share.recipeId, {
        recipe_id: share.recipeId,
        title: share.title,
        servings: share.servings,
      });
  }
  return [...byRecipe.values()].sort((a, b) => a.recipe_id - b.recipe_id);
}

export function presentList(
  listId: number,
  ownerId: number,
  items: readonly ShoppingListItem[],
  shares: readonly ShareRow[],
  people: readonly { id: number; name: string; avatar: string | null }[],
): ShoppingListAnswer {
  const members: ShoppingMember[] = people.map((person) => ({
    id: person.id,
    name: person.name,
    avatar: person.avatar,
    owner: person.id === ownerId,
  }));
  return {
    id: listId,
    items: items.map((item) => presentItem(item, shares)),
    members,
    recipes: presentRecipes(shares),
  };
}
