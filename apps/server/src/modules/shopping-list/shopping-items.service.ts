import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { SHOPPING_ITEMS_MAX } from '@receptari/shared/shopping-list/shopping-list.rules';
import type {
  AddShoppingItemBody,
  PatchShoppingItemBody,
} from '@receptari/shared/shopping-list/shopping-list.schemas';
import type { Db } from '../../db/database.ts';
import type { ShoppingListItem } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import type { Actor } from '../../lib/policy.ts';
import { announce, type ListRef, listOf, lockedListOf, readList } from './list-access.ts';
import { aisleOf, mergeIntoList, mergeKey, readFreeItem, typedAmounts } from './merge/index.ts';
import { presentItem } from './shopping-list.presenter.ts';
import * as repo from './shopping-list.repo.ts';
import { listFull } from './shopping-recipes.service.ts';

const { errors } = trPlanning;
const itemNotFound = () => AppError.notFound('shopping_item_not_found', errors.itemNotFound);

/** GET /shopping-list. */
export async function getList(db: Db, actor: Actor) {
  return readList(db, await listOf(db, actor.id));
}

async function presentOne(db: Db, item: ShoppingListItem) {
  return { item: presentItem(item, await repo.sharesOfItems(db, [item.id])) };
}

/**
 * POST /shopping-list/items: a line typed by hand. Without a quantity the name is read as a recipe
 * line ("2 kg de patates"); it merges into the unchecked line of its food as a recipe's would, and
 * what it adds is no recipe's share, so it stays when recipes are taken off.
 */
export async function addItem(db: Db, events: EventBus, actor: Actor, body: AddShoppingItemBody) {
  const typed =
    body.quantity === undefined
      ? readFreeItem(body.name)
      : { name: body.name, amounts: typedAmounts(body.quantity, body.unit ?? null) };
  const key = mergeKey(typed.name);
  const item = await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    const lines = await repo.listItems(tx, ref.listId);
    const planned = {
      key,
      name: typed.name,
      aisle: body.aisle ?? aisleOf(typed.name),
      amounts: typed.amounts,
    };
    const [update] = mergeIntoList(lines, [planned]).updates;
    let row: ShoppingListItem | undefined;
    if (update) {
      row = await repo.updateItem(tx, ref.listId, update.id, { amounts: update.amounts });
    } else {
      if (lines.length >= SHOPPING_ITEMS_MAX) throw listFull();
      const position = await repo.nextPosition(tx, ref.listId);
      [row] = await repo.insertItems(tx, ref.listId, [{ ...planned, position }]);
    }
    await announce(tx, pending, ref, actor.id);
    return row!;
  });
  return presentOne(db, item);
}

/** The amounts after a PATCH of quantity and/or unit: the one amount typed, the other field kept. */
function patchedAmounts(item: ShoppingListItem, body: PatchShoppingItemBody) {
  const [first] = item.amounts;
  const quantity = body.quantity !== undefined ? body.quantity : (first?.quantity ?? null);
  const unit = body.unit !== undefined ? body.unit : (first?.unit ?? null);
  return typedAmounts(quantity, unit);
}

/** The moves that put `itemId` at `position` in the list's order, the others closing up around it. */
function reorder(lines: readonly ShoppingListItem[], itemId: number, position: number) {
  const order = lines.filter((line) => line.id !== itemId).map((line) => line.id);
  order.splice(Math.min(position, order.length), 0, itemId);
  const was = new Map(lines.map((line) => [line.id, line.position]));
  return order.map((id, i) => ({ id, position: i })).filter((move) => was.get(move.id) !== move.position);
}

/**
 * PATCH /shopping-list/items/{id}: only the fields sent change (docs/product.md#shopping-list), so
 * two members changing one line at once keep both changes. A quantity or unit replaces the line's
 * amounts with that one amount; a name moves the line to that food's key; a position reorders.
 */
export async function patchItem(
  db: Db,
  events: EventBus,
  actor: Actor,
  id: number,
  body: PatchShoppingItemBody,
) {
  const item = await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    const current = await repo.findItem(tx, ref.listId, id);
    if (!current) throw itemNotFound();
    const changes: repo.ItemChanges = {};
    if (body.checked !== undefined) changes.checked = body.checked;
    if (body.aisle !== undefined) changes.aisle = body.aisle;
    if (body.name !== undefined) Object.assign(changes, { name: body.name, key: mergeKey(body.name) });
    if (body.quantity !== undefined || body.unit !== undefined)
      changes.amounts = patchedAmounts(current, body);
    if (body.position !== undefined) {
      await repo.setPositions(tx, reorder(await repo.listItems(tx, ref.listId), id, body.position));
    }
    const row = await repo.updateItem(tx, ref.listId, id, changes);
    await announce(tx, pending, ref, actor.id);
    return row!;
  });
  return presentOne(db, item);
}

/** DELETE /shopping-list/items/{id}: the line and its recipes' shares. */
export async function deleteItem(db: Db, events: EventBus, actor: Actor, id: number) {
  const list = await transactionWithEvents(db, events, async (tx, pending) => {
    const ref = await lockedListOf(tx, actor.id);
    const [gone] = await repo.deleteItems(tx, ref.listId, [id]);
    if (!gone) throw itemNotFound();
    await announce(tx, pending, ref, actor.id);
    return ref;
  });
  return readList(db, list);
}

/** DELETE /shopping-list/checked: the bought lines go; they are answered whole so the web can undo. */
export async function clearChecked(db: Db, events: EventBus, actor: Actor) {
  return transactionWithEvents(db, events, async (tx, pending) => {
    const ref: ListRef = await lockedListOf(tx, actor.id);
    const checked = (await repo.listItems(tx, ref.listId)).filter((line) => line.checked);
    const shares = await repo.sharesOfItems(
      tx,
      checked.map((line) => line.id),
    );
    await repo.deleteItems(
      tx,
      ref.listId,
      checked.map((line) => line.id),
    );
    if (checked.length > 0) await announce(tx, pending, ref, actor.id);
    return { removed: checked.length, items: checked.map((line) => presentItem(line, shares)) };
  });
}
