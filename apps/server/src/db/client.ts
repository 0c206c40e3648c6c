import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseHandle, DbLogger } from './database.ts';
import { acquireLockFile } from './lock.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

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
