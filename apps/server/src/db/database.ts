import type { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema/index.ts';

// What the rest of the server knows of its database: types only, so the drivers (pglite.ts,
// postgres.ts) and the opener (client.ts) all import from here and never from each other.

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
