import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import type { DatabaseHandle } from '../db/database.ts';
import { dumpDatabase } from './dump-database.ts';
import type { DatabasePart } from './manifest.ts';

// A running server owns its PGlite folder alone (db/lock.ts), so `npm run backup` cannot open it:
// it asks the server instead, through this socket, to dump the database in one transaction
// (docs/decisions/0023-backups.md). A socket file in the data folder, readable by its owner only:
// whoever may connect could read the database files anyway. No route: nothing reaches it from
// the network.

export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** Where the server writes a dump for the backup tool, which removes it once archived. */
const DUMP_PREFIX = '.backup-';
/**
 * A dump this old is a dead backup's (its tool killed before removing it, the machine restarted):
 * no backup reads its dump that long after it was written.
 */
export const STALE_DUMP_MS = 24 * 60 * 60 * 1000;

/** Removes the dumps dead backups left in the data folder (at start: nothing else cleans them). */
export async function removeStaleDumps(dataDir: string, now = Date.now()): Promise<void> {
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !entry.name.startsWith(DUMP_PREFIX)) continue;
    const path = join(dataDir, entry.name);
    const { mtimeMs } = await stat(path);
    if (now - mtimeMs > STALE_DUMP_MS) await rm(path, { recursive: true, force: true });
  }
}

/** The server's answer: where it wrote the tables, and what it wrote. */
export type DumpAnswer = { ok: true; dir: string; database: DatabasePart } | { ok: false; error: string };

/**
 * Listens for dump requests while the server holds the folder's lock. Any file at the path is a
 * dead server's (we hold the lock), so it is replaced.
 */
export async function serveBackups(
  dataDir: string,
  handle: DatabaseHandle,
  migrationsFolder: string,
  log: { error(obj: object, msg: string): void },
): Promise<{ close(): Promise<void> }> {
  const path = backupSocketPath(dataDir);
  await rm(path, { force: true });
  await removeStaleDumps(dataDir);
  const server: Server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    void (async () => {
      let answer: DumpAnswer;
      let dir: string | undefined;
      try {
        dir = await mkdtemp(join(dataDir, DUMP_PREFIX));
        answer = { ok: true, dir, database: await dumpDatabase(handle, dir, migrationsFolder) };
      } catch (err) {
        log.error({ err }, 'backup: the database dump failed');
        // The tool removes a dump it was given; a failed one it never hears of.
        if (dir) await rm(dir, { recursive: true, force: true }).catch(() => {});
        answer = { ok: false, error: (err as Error).message };
      }
      socket.end(`${JSON.stringify(answer)}\n`);
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => server.close(() => void rm(path, { force: true }).finally(resolve))),
  };
}

/** The running server's dump, or null when no server answers on the folder's socket. */
export function askServerToDump(dataDir: string): Promise<DumpAnswer | null> {
  return new Promise((resolve, reject) => {
    let text = '';
    const socket = connect(backupSocketPath(dataDir));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
    socket.on('end', () => {
      try {
        resolve(JSON.parse(text) as DumpAnswer);
      } catch {
        reject(new Error('the running server gave no usable answer to the backup request'));
      }
    });
  });
}
