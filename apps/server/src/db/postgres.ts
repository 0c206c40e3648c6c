import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbLogger, PostgresHandle } from './database.ts';
import * as schema from './schema/index.ts';

/** A PostgreSQL server through a node-postgres pool; several server instances may share it. */
export async function openPostgres(
  connectionString: string,
  opts: { max?: number; logger?: DbLogger } = {},
): Promise<PostgresHandle> {
  // JIT off for every connection: the app's statements read a page or one recipe, where compiling
  // costs more than it saves. A search's planned-but-unrun older windows lifted its estimate over
  // jit_above_cost and PostgreSQL spent ~65 ms compiling a 0.5 ms statement (docs/decisions/0008).
  const pool = new pg.Pool({ connectionString, max: opts.max ?? 10, options: '-c jit=off' });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it kills the process.
  // The pool already discards that client, and the next query reconnects.
  pool.on('error', (err) => {
    const msg = `database: idle client error: ${err.message}`;
    if (opts.logger?.warn) opts.logger.warn(msg);
    else opts.logger?.info(msg);
  });
  const ping = async () => {
    await pool.query('select 1');
  };
  try {
    await ping();
  } catch (err) {
    await pool.end();
    throw err;
  }
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    db: drizzle({ client: pool, schema }),
    ping,
    close: () => (closing ??= pool.end()),
  };
}
