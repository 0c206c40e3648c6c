import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachablePostgresUrl } from '../../test/helpers/test-db.ts';
import { openDatabase } from './client.ts';
import { acquireDataDirLock } from './lock.ts';

const pgUrl = await reachablePostgresUrl();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'receptari-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('openDatabase', () => {
  it('opens PGlite in <dataDir>/db under the lock, and frees the lock on close', async () => {
    const dataDir = tempDir();
    // The pid file of earlier versions, naming a live process (pid 1 always is): a crashed
    // server's pid reused by another process must not keep the folder locked.
    writeFileSync(join(dataDir, 'db.lock'), '1\n');
    const handle = await openDatabase({ dataDir });
    try {
      expect(handle.kind).toBe('pglite');
      await handle.ping();
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/owns the data folder/);
    } finally {
      await handle.close();
      await handle.close(); // idempotent: the server may close on error and again on exit
    }
    await (await openDatabase({ dataDir })).close(); // the lock is free again
  }, 60_000);

  it.skipIf(!pgUrl)('opens PostgreSQL with a URL, without taking the folder lock', async () => {
    const dataDir = tempDir();
    const handle = await openDatabase({ dataDir, databaseUrl: pgUrl });
    try {
      expect(handle.kind).toBe('postgres');
      await handle.ping();
      await (await acquireDataDirLock(dataDir)).release();
    } finally {
      await handle.close();
    }
  });
});
