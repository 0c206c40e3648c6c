import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DbLogger, PostgresHandle } from './database.ts';
import * as schema from './schema/index.ts';

/** How long a new connection may take before the request that waits for it is answered 503. */
const CONNECT_TIMEOUT_MS = 3000;
/**
 * The longest any one statement of the app may run (docs/security.md): a request no input can make
 * slow enough to hold a connection and a core for long. Searches take milliseconds; a statement cut
 * here fails as 57014, answered 503 (lib/pg-error.ts). Migrations lift it on their own connection.
 */
export const STATEMENT_TIMEOUT_MS = 5000;

/**
 * The health checks' own connection (one, opened on the first check and kept): whether the database
 * answers, asked beside the requests' pool, not behind it. A pool whose connections are all busy is
 * an instance at work, not a database down; asked through it, readiness timed out under load and the
 * balancer took both instances out at once, every request then a 503 (bench:site, issue 37).
 */
function probePool(connectionString: string, logger: DbLogger | undefined) {
  const probe = new pg.Pool({
    connectionString,
    max: 1,
    options: '-c statement_timeout=2000',
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // The balancer asks every second: the connection stays open between its checks.
    idleTimeoutMillis: 60_000,
    keepAlive: true,
  });
  probe.on('error', (err) => warn(logger, `database: health check connection error: ${err.message}`));
  return probe;
}

function warn(logger: DbLogger | undefined, msg: string) {
  if (logger?.warn) logger.warn(msg);
  else logger?.info(msg);
}

/** A PostgreSQL server through a node-postgres pool; several server instances may share it. */
export async function openPostgres(
  connectionString: string,
  opts: { max?: number; logger?: DbLogger; statementTimeoutMs?: number; connectTimeoutMs?: number } = {},
): Promise<PostgresHandle> {
  // JIT off for every connection: the app's statements read a page or one recipe, where compiling
  // costs more than it saves. A search's planned-but-unrun older windows lifted its estimate over
  // jit_above_cost and PostgreSQL spent ~65 ms compiling a 0.5 ms statement (docs/decisions/0008).
  // work_mem 32 MB instead of the default 4 MB: a search that ANDs two indexes' bitmaps over millions
  // of recipes needs about 25 MB to keep them exact; at 4 MB they went lossy and PostgreSQL reread
  // every recipe of 150,000 pages (1.3 s where exact bitmaps take 0.2 s at 5,000,000 recipes,
  // docs/decisions/0016). It is a ceiling per sort or bitmap, not an allocation.
  const pool = new pg.Pool({
    connectionString,
    max: opts.max ?? 10,
    options: `-c jit=off -c work_mem=32MB -c statement_timeout=${opts.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS}`,
    // A server that does not answer (down host, dropped packets) fails a request in this time, as a
    // 503 (error-handler), instead of leaving it hanging; a refused connection fails at once.
    connectionTimeoutMillis: opts.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // Dead peers are noticed on idle connections too, not only when a query finds them.
    keepAlive: true,
  });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it kills the process.
  // The pool already discards that client, and the next query reconnects.
  pool.on('error', (err) => warn(opts.logger, `database: idle client error: ${err.message}`));
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end();
    throw err;
  }
  const probe = probePool(connectionString, opts.logger);
  let closing: Promise<void> | undefined;
  return {
    kind: 'postgres',
    driver: { kind: 'postgres', pool },
    db: drizzle({ client: pool, schema }),
    ping: async () => {
      await probe.query('select 1');
    },
    close: () => (closing ??= Promise.all([pool.end(), probe.end()]).then(() => undefined)),
  };
}
