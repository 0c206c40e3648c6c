import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** True if a process with this pid exists (EPERM still means it exists, owned by someone else). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function ownedByAnother(lockPath: string, pid: number | undefined): Error {
  return new Error(
    `Another Receptari process (pid ${pid ?? 'unknown'}) owns the data folder, and PGlite cannot be ` +
      `shared between processes. Stop that process or use another DATA_DIR. ` +
      `If no such process is running, delete ${lockPath}.`,
  );
}

/** Creates the file only if it does not exist: creation is the atomic test-and-set. */
function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes the exclusive lock file of an embedded database: PGlite has no locking of its own,
 * and two processes writing one data folder lose writes. Returns the release function.
 */
export function acquireLockFile(lockPath: string): () => void {
  if (!tryCreate(lockPath)) {
    const owner = readOwner(lockPath);
    if (owner !== undefined && isAlive(owner)) throw ownedByAnother(lockPath, owner);
    // Stale: its process died without releasing it. Remove it and create ours; if another
    // process got there first, the second create fails and we refuse like any second owner.
    try {
      unlinkSync(lockPath);
    } catch {
      // Removed by a concurrent taker: the create below decides.
    }
    if (!tryCreate(lockPath)) throw ownedByAnother(lockPath, readOwner(lockPath));
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    if (readOwner(lockPath) !== process.pid) return;
    try {
      unlinkSync(lockPath);
    } catch {
      // Already gone: nothing to release.
    }
  };
  // A process that exits without closing the database (crash, process.exit) still frees the folder.
  process.on('exit', release);
  return release;
}
