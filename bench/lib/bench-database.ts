import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';

export const DEFAULT_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/receptari_bench';

/** Creates the bench database on the server when it is missing (the URL's own database name). */
async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** The migrated bench database on PostgreSQL (BENCH_DATABASE_URL), the target the issue sets. */
export async function openBenchDatabase(url: string, dataDir: string): Promise<DatabaseHandle> {
  await ensureDatabase(url);
  // No statement timeout: the generator writes the whole catalogue in a few statements.
  const handle = await openDatabase({ dataDir, databaseUrl: url, statementTimeoutMs: 0 });
  await migrateDatabase(handle);
  return handle;
}
