import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database.ts';

/**
 * The committed migrations beside this file. Right when running from source (tsx, vitest);
 * a bundle lives elsewhere, so its caller passes the folder explicitly.
 */
export const defaultMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number, the same in every instance: serialises instances that start together. */
const MIGRATION_LOCK_KEY = 7_201_914_301;

/** Applies the committed migrations that the database has not seen yet. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  migrationsFolder: string = defaultMigrationsFolder,
): Promise<void> {
  const { driver } = handle;
  if (driver.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: driver.client }), { migrationsFolder });
    return;
  }
  // Several servers may share one PostgreSQL: each migrates under a session advisory lock,
  // on one dedicated connection, so the second waits and then finds nothing left to do.
  const client = await driver.pool.connect();
  try {
    // The app's statement timeout (db/postgres.ts) is for requests: waiting for another server's
    // migration and building an index on millions of recipes may take longer.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
    await client.query('reset statement_timeout');
  } finally {
    client.release();
  }
}
