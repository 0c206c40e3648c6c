import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { reachablePostgresUrl } from '../../test/helpers/test-db.ts';
import { openDatabase } from './client.ts';
import { acquireLockFile } from './lock.ts';

const pgUrl = await reachablePostgresUrl();
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'receptari-db-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A pid no process has: far above any pid_max. */
const DEAD_PID = 2 ** 30;

describe('the data folder lock', () => {
  it('refuses a second owner while the first is alive, with a clear message', () => {
    const lock = join(tempDir(), 'db.lock');
    const release = acquireLockFile(lock);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    expect(() => acquireLockFile(lock)).toThrow(/Another Receptari process \(pid \d+\) owns the data folder/);
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const lock = join(tempDir(), 'db.lock');
    writeFileSync(lock, `${DEAD_PID}\n`);
    const release = acquireLockFile(lock);
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('does not remove a lock that another process has taken since', () => {
    const lock = join(tempDir(), 'db.lock');
    const release = acquireLockFile(lock);
    writeFileSync(lock, '1\n');
    release();
    expect(readFileSync(lock, 'utf8').trim()).toBe('1');
  });
});

describe('openDatabase', () => {
  it('opens PGlite in <dataDir>/db under the lock, and frees the lock on close', async () => {
    const dataDir = tempDir();
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
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
  }, 60_000);

  it.skipIf(!pgUrl)('opens PostgreSQL with a URL, without any lock file', async () => {
    const dataDir = tempDir();
    const handle = await openDatabase({ dataDir, databaseUrl: pgUrl });
    try {
      expect(handle.kind).toBe('postgres');
      await handle.ping();
      expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
