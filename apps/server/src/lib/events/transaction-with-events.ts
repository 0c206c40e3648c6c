import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { EventBus, PendingEvents } from './domain-events.ts';

/** An open transaction, as `db.transaction` hands it to its callback; repositories take it as a Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction and publishes the events it added to `pending` only once that
 * transaction has committed, in the order they were added. When `work` throws (or the commit
 * fails) the transaction rolls back, nothing is published and the error goes on to the caller:
 * no subscriber ever hears of a row that does not exist.
 */
export async function transactionWithEvents<T>(
  db: Db,
  bus: EventBus,
  work: (tx: Tx, pending: PendingEvents) => Promise<T>,
): Promise<T> {
  // Inside another transaction this would only be a savepoint, and its events would go out
  // before the outer transaction had committed.
  if (db instanceof PgTransaction) throw new Error('transactionWithEvents: already inside a transaction');
  const publishes: Array<() => Promise<void>> = [];
  let open = true;
  const pending: PendingEvents = {
    add(type, payload) {
      // An event added after the end would be lost (rolled back) or unordered (committed).
      if (!open) throw new Error(`transactionWithEvents: ${type} added after its transaction ended`);
      publishes.push(() => bus.publish(type, payload));
    },
  };
  let result: T;
  try {
    result = await db.transaction((tx) => work(tx, pending));
  } finally {
    open = false;
  }
  for (const publish of publishes) await publish();
  return result;
}
