import { accessSync, constants } from 'node:fs';

/** util-linux's setpriv (Debian installs it everywhere, package util-linux); null elsewhere. */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

/**
 * The command and arguments to spawn so that the child dies with the server, even when the server
 * is killed with SIGKILL (which runs no handler): `setpriv --pdeathsig KILL` asks the kernel to
 * send SIGKILL to the child when its parent dies, then execs the command (same pid, so pid files
 * and `child.kill()` still name the program itself). Without setpriv: the command as it is, and
 * the pid-file check at the next start (janus-process.ts) is the only guard.
 *
 * The kernel fires the parent-death signal when the *thread* that forked the child exits, not the
 * process: spawn this from Node's main thread only (every caller does: child_process runs
 * uv_spawn on the calling JS thread), never from a worker_thread, whose end would kill the child.
 */
export function dieWithServer(command: string, args: readonly string[]): [string, string[]] {
  if (!SETPRIV || process.platform !== 'linux') return [command, [...args]];
  return [SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args]];
}
