import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle, DbLogger } from './database.ts';
import { acquireDataDirLock } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * Opens the server's database: PostgreSQL when a URL is given, otherwise the embedded
 * PGlite in `${dataDir}/db`, owned by this process alone through the data folder's lock (lock.ts).
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
  logger?: DbLogger;
  /** PostgreSQL only: the bench's generator loads millions of rows in one statement (0: none). */
  statementTimeoutMs?: number;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const handle = await openPostgres(opts.databaseUrl, {
      logger: opts.logger,
      statementTimeoutMs: opts.statementTimeoutMs,
    });
    opts.logger?.info('database: PostgreSQL server');
    return handle;
  }

  mkdirSync(opts.dataDir, { recursive: true });
  const lock = await acquireDataDirLock(opts.dataDir);
  const dbDir = join(opts.dataDir, 'db');
  let handle: DatabaseHandle;
  try {
    handle = await openPglite({ dataDir: dbDir });
  } catch (err) {
    await lock.release();
    throw err;
  }
  opts.logger?.info(`database: embedded PGlite in ${dbDir}`);
  const closeClient = handle.close;
  let closing: Promise<void> | undefined;
  return {
    ...handle,
    close: () => (closing ??= closeClient().finally(lock.release)),
  };
}
