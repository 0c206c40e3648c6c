import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { askServerToDump, removeStaleDumps, serveBackups, STALE_DUMP_MS } from './backup-socket.ts';

const folders: string[] = [];
const dataFolder = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'receptari-backup-socket-'));
  folders.push(dir);
  return dir;
};
afterEach(async () => {
  for (const dir of folders.splice(0)) await rm(dir, { recursive: true, force: true });
});

const dumpsIn = async (dir: string) => (await readdir(dir)).filter((name) => name.startsWith('.backup-'));

async function dumpFolder(dataDir: string, name: string, ageMs: number) {
  const dir = join(dataDir, name);
  await mkdir(dir);
  await writeFile(join(dir, 'users.jsonl'), '{}\n');
  const when = new Date(Date.now() - ageMs);
  await utimes(dir, when, when);
}

describe('the backup socket’s dump folders', () => {
  it('removes the dumps dead backups left a day ago, and keeps a recent one (a backup in progress)', async () => {
    const dataDir = await dataFolder();
    await dumpFolder(dataDir, '.backup-old', STALE_DUMP_MS + 60_000);
    await dumpFolder(dataDir, '.backup-recent', 60_000);
    await mkdir(join(dataDir, 'db'));
    await removeStaleDumps(dataDir);
    expect(await dumpsIn(dataDir)).toEqual(['.backup-recent']);
    expect(await readdir(dataDir)).toContain('db');
  });

  it('leaves no folder behind when the dump fails, and says why', async () => {
    const dataDir = await dataFolder();
    const errors: string[] = [];
    // A handle that cannot run a query: the dump fails after its folder was made.
    const broken = { kind: 'pglite' } as unknown as DatabaseHandle;
    const socket = await serveBackups(dataDir, broken, '/nonexistent', {
      error: (_obj, msg) => errors.push(msg),
    });
    try {
      const answer = await askServerToDump(dataDir);
      expect(answer?.ok).toBe(false);
      expect(errors).toEqual(['backup: the database dump failed']);
      expect(await dumpsIn(dataDir)).toEqual([]);
    } finally {
      await socket.close();
    }
  });
});
