import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { MediaStoreConfig } from '../storage/create-media-storage.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { acquireDataDirLock } from '../db/lock.ts';
import { openPglite } from '../db/pglite.ts';
import { openPostgres } from '../db/postgres.ts';
import type { MediaStorage } from '../storage/media-storage.ts';
import { ArchiveError } from './read-archive.ts';

export const NOT_EMPTY = (what: string) =>
  new ArchiveError(`${what} is not empty: restore with --force to replace what it holds`);

/**
 * The configured database, opened for a long load (no statement timeout; PGlite under the data
 * folder's lock, so a running server makes the restore refuse). One that holds anything is refused,
 * or with `force` emptied first.
 */
export async function openRestoreTarget(
  config: MediaStoreConfig & Pick<Config, 'DATABASE_URL'>,
  force: boolean,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (config.DATABASE_URL) {
    const handle = await openPostgres(config.DATABASE_URL, { statementTimeoutMs: 0, max: 2 });
    try {
      const { rows } = await handle.driver.pool.query<{ n: string }>(
        `select (select count(*) from pg_tables where schemaname = 'public')
              + (select count(*) from pg_namespace where nspname = 'drizzle') as n`,
      );
      if (Number(rows[0]?.n) > 0) {
        if (!force) throw NOT_EMPTY('the database');
        // The extensions live in public and go with it; the first migration creates them again.
        await handle.driver.pool.query(
          'drop schema if exists drizzle cascade; drop schema public cascade; create schema public',
        );
      }
    } catch (err) {
      await handle.close();
      throw err;
    }
    return { handle, close: () => handle.close() };
  }
  await mkdir(config.dataDir, { recursive: true });
  const lock = await acquireDataDirLock(config.dataDir);
  try {
    const dbDir = join(config.dataDir, 'db');
    if ((await readdir(dbDir).catch(() => [])).length > 0) {
      if (!force) throw NOT_EMPTY(`the data folder's database (${dbDir})`);
      await rm(dbDir, { recursive: true, force: true });
    }
    const handle = await openPglite({ dataDir: dbDir });
    return { handle, close: () => handle.close().finally(lock.release) };
  } catch (err) {
    await lock.release();
    throw err;
  }
}

/** True when the store holds any object. */
export async function storeHasObjects(storage: MediaStorage): Promise<boolean> {
  for await (const _ of storage.list()) return true;
  return false;
}

/** Removes every object of the store (a forced restore replaces the media). */
export async function emptyStore(storage: MediaStorage): Promise<void> {
  for await (const { key } of storage.list()) await storage.remove(key);
}
