import type { Db } from '../../db/database.ts';
import type { PendingEvents } from '../../lib/events.ts';
import { presentList } from './shopping-list.presenter.ts';
import * as repo from './shopping-list.repo.ts';

/** The list a user sees and writes: the one they are a member of, else their own (docs/product.md#shopping-list). */
export type ListRef = { listId: number; ownerId: number };

export async function listOf(db: Db, userId: number): Promise<ListRef> {
  const found = await repo.findListOf(db, userId);
  if (found) return found;
  const own = await repo.ensureOwnList(db, userId);
  return { listId: own.id, ownerId: own.ownerId };
}

/**
 * The caller's list, locked for the transaction. A member taken off it meanwhile writes to their
 * own list instead, as their next read would show them.
 */
export async function lockedListOf(tx: Db, userId: number): Promise<ListRef> {
  // Found and locked in one round trip; a first write makes the list, then locks it.
  let ref = await repo.lockListOf(tx, userId);
  if (!ref) {
    ref = await listOf(tx, userId);
    await repo.lockList(tx, ref.listId);
  }
  // Read again under the lock: a leave or a removal may have committed just before it.
  const now = await listOf(tx, userId);
  if (now.listId !== ref.listId) await repo.lockList(tx, now.listId);
  return now;
}

/** Tells the list's people (and `alsoTell`: someone just taken off it) once the transaction commits. */
export async function announce(
  tx: Db,
  pending: PendingEvents,
  list: ListRef,
  by: number,
  alsoTell: number[] = [],
) {
  const userIds = [...new Set([list.ownerId, ...(await repo.memberIds(tx, list.listId)), ...alsoTell])];
  pending.add('shopping-list.changed', { listId: list.listId, by, userIds });
}

/** The whole list as GET /shopping-list answers it. */
export async function readList(db: Db, list: ListRef) {
  const [items, people, shares] = await Promise.all([
    repo.listItems(db, list.listId),
    repo.listPeople(db, list.listId, list.ownerId),
    repo.sharesOfList(db, list.listId),
  ]);
  // Only the shares of the lines read: a line added between the two reads shows in neither.
  const read = new Set(items.map((item) => item.id));
  return presentList(
    list.listId,
    list.ownerId,
    items,
    shares.filter((share) => read.has(share.itemId)),
    people,
  );
}
