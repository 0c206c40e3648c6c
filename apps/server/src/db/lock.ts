import { createHash } from 'node:crypto';
import { realpathSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';

// PGlite has no locking of its own, and two processes writing one data folder lose writes: one
// process alone may own it. The lock is a listening Unix socket, because the kernel closes a dead
// process's sockets the moment it dies (kill -9 included, before it is even reaped as a zombie):
// a restart right after a crash always finds the lock free, and no pid is ever guessed at. A pid
// file could not know that (a zombie or a reused pid looks alive), and an advisory flock() would
// need a native addon compiled at every install, which the project otherwise avoids.
//
// On Linux the socket lives in the abstract namespace (a name, no file: nothing stale to clean up),
// named after the folder's real path, so every path that reaches one folder names one lock. Its
// limit: a name is per network namespace, so two containers with their own networks that mount
// one volume do not see each other's lock (run one server per PGlite folder; PostgreSQL for more).
// Elsewhere it is a socket file in the folder, and a file nobody answers on is a dead owner's.

/** A connection to the lock answers the owner's pid, for the refusal message. */
const PID_TIMEOUT_MS = 1000;

export type DataDirLock = { release(): Promise<void> };

/** The socket address of a folder's lock: abstract on Linux unless told otherwise (tests). */
export function lockAddress(dataDir: string, abstract = process.platform === 'linux'): string {
  const real = realpathSync(dataDir);
  if (!abstract) return join(real, 'db.lock.sock');
  return `\0receptari-data-${createHash('sha256').update(real).digest('hex').slice(0, 32)}`;
}

function listen(address: string): Promise<Server> {
  const server = createServer((socket) => socket.end(`${process.pid}\n`));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock alone must not keep a process alive that has closed everything else.
      server.unref();
      resolve(server);
    });
  });
}

/** The owner's pid as it answers on the lock, or undefined when nobody answers (a stale socket file). */
function askOwner(address: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(address);
    socket.setTimeout(PID_TIMEOUT_MS, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => resolve(undefined));
    socket.on('close', () => resolve(answer.trim() || 'unknown'));
  });
}

function removeStale(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Removed by a concurrent taker: the bind decides.
  }
}

function ownedByAnother(dataDir: string, pid: string): Error {
  return new Error(
    `La carpeta de dades ${dataDir} ja és d’un altre procés de Receptari (pid ${pid}): PGlite no es pot ` +
      `compartir entre processos. Atura aquell procés o fes servir un altre DATA_DIR. / ` +
      `Another Receptari process (pid ${pid}) owns the data folder ${dataDir}; PGlite cannot be shared ` +
      `between processes. Stop that process or use another DATA_DIR.`,
  );
}

/**
 * Takes the data folder's lock, or throws the refusal message while another live process holds it.
 * The folder must exist. The kernel frees the lock when this process dies, whatever the cause.
 */
export async function acquireDataDirLock(
  dataDir: string,
  opts: { abstract?: boolean } = {},
): Promise<DataDirLock> {
  const address = lockAddress(dataDir, opts.abstract);
  let server: Server;
  try {
    server = await listen(address);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    const owner = await askOwner(address);
    if (owner !== undefined) throw ownedByAnother(dataDir, owner);
    // Nobody answers: the owner died meanwhile (abstract), or left its socket file behind. Remove
    // such a file and bind again; a concurrent taker that got there first makes this second bind
    // fail, and we refuse like any second owner.
    if (!address.startsWith('\0')) removeStale(address);
    server = await listen(address).catch(async () => {
      throw ownedByAnother(dataDir, (await askOwner(address)) ?? 'unknown');
    });
  }
  let closing: Promise<void> | undefined;
  return {
    release: () => (closing ??= new Promise((resolve) => server.close(() => resolve()))),
  };
}
