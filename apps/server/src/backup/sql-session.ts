import type { DatabaseHandle } from '../db/database.ts';

/** One connection's queries, on either driver: what the dump and the restore run their SQL through. */
export type Sql = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/**
 * Runs `work` in one transaction on one connection. A read-only REPEATABLE READ transaction sees
 * one snapshot of every table (docs/decisions/0023-backups.md): on PostgreSQL other connections
 * keep writing meanwhile; PGlite has one connection, which the transaction holds, so the app's
 * queries wait until it ends. No statement timeout: a dump or a load may take minutes.
 */
export async function inTransaction<T>(
  handle: DatabaseHandle,
  mode: 'snapshot' | 'write',
  work: (sql: Sql) => Promise<T>,
): Promise<T> {
  const setUp = mode === 'snapshot' ? ['set transaction isolation level repeatable read, read only'] : [];
  const { driver } = handle;
  if (driver.kind === 'pglite') {
    return driver.client.transaction(async (tx) => {
      for (const statement of setUp) await tx.query(statement);
      return work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows);
    });
  }
  const client = await driver.pool.connect();
  try {
    await client.query('begin');
    for (const statement of setUp) await client.query(statement);
    await client.query('set local statement_timeout = 0');
    const result = await work(async (text, params) => (await client.query(text, params)).rows);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** A quoted identifier for the names the catalogue gives (they never come from a user). */
export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
