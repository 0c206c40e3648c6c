import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { acquireLockFile } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;

/**
 * What `db.execute()` answers on both drivers: node-postgres' QueryResult and PGlite's Results
 * both carry `rows` (the base PgQueryResultHKT would type it as unknown).
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: RowsResult<Assume<this['row'], Record<string, unknown>>>;
}
type RowsResult<T> = { rows: T[] };

/** One type for both drivers: repositories never know which database they talk to. */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

export type DbLogger = { info(msg: string): void; warn?(msg: string): void };

/** The driver underneath, for the migrator and the test helpers (PGlite dumps, pool access). */
export type DatabaseDriver = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: Pool };

// One object type rather than a union of handles: Fastify's decorate() cannot infer a union.
export type DatabaseHandle = {
  db: Db;
  kind: DatabaseDriver['kind'];
  driver: DatabaseDriver;
  /** Idempotent. */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
};

export type PgliteHandle = DatabaseHandle & { driver: Extract<DatabaseDriver, { kind: 'pglite' }> };
export type PostgresHandle = DatabaseHandle & { driver: Extract<DatabaseDriver, { kind: 'postgres' }> };

/**
 * Opens the server's database: PostgreSQL when a URL is given, otherwise the embedded
 * PGlite in `${dataDir}/db`, owned by this process alone through `${dataDir}/db.lock`.
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  logger?: DbLogger;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const handle = await openPostgres(opts.databaseUrl, { logger: opts.logger });
    opts.logger?.info('database: PostgreSQL server');
    return handle;
  }

  mkdirSync(opts.dataDir, { recursive: true });
  const release = acquireLockFile(join(opts.dataDir, 'db.lock'));
  const dbDir = join(opts.dataDir, 'db');
  let handle: DatabaseHandle;
  try {
    handle = await openPglite({ dataDir: dbDir });
  } catch (err) {
    release();
    throw err;
  }
  opts.logger?.info(`database: embedded PGlite in ${dbDir}`);
  const closeClient = handle.close;
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () => (closing ??= closeClient().finally(release)),
  };
}
