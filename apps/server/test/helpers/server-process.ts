import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** A first start runs PGlite's initdb and the migrations: seconds, more on a loaded machine. */
const START_TIMEOUT_MS = 90_000;

export type ServerProcess = {
  /** The process spawned: the server itself, or with `unreaped` the parent it runs under. */
  child: ChildProcess;
  /** The server's own pid. */
  pid: number;
  url: string;
  output: () => string;
};

/** True once a pid is gone or only a zombie (Linux /proc): a server that is no longer running. */
function ended(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/**
 * Starts the real server (src/server.ts through tsx) as a child process on a free port, without
 * demo data, PostgreSQL or Redis unless `env` sets them; resolves with its address from its log,
 * rejects with its output when it exits first.
 *
 * `unreaped`: the server runs under a parent that never waits for it (Linux), as under a
 * supervisor slow to reap: killed, it stays a zombie whose pid still looks alive.
 */
export function startServerProcess(
  env: Record<string, string>,
  opts: { unreaped?: boolean; startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const startTimeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
  const server = [process.execPath, '--import', 'tsx', serverEntry];
  const [command, args] = opts.unreaped
    ? ['sh', ['-c', '"$@" & echo "server-pid $!"; exec sleep 86400', 'sh', ...server]]
    : [server[0]!, server.slice(1)];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Only the tests of the lives' media name Janus: the others never start one.
      LIVE_MEDIA: 'mesh',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let pid = opts.unreaped ? undefined : child.pid;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (why: string) => {
      clearInterval(watch);
      if (settled) return;
      settled = true;
      // Nothing left behind: a server that never listened, or the parent it runs under.
      child.kill('SIGKILL');
      if (opts.unreaped && pid && !ended(pid)) process.kill(pid, 'SIGKILL');
      reject(new Error(`server ${why}:\n${out}`));
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      pid ??= Number(/server-pid (\d+)/.exec(out)?.[1]) || undefined;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match && pid && !settled) {
        settled = true;
        clearInterval(watch);
        resolve({ child, pid, url: match[1]!, output: () => out });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code, signal) => fail(`exited with ${code ?? signal}`));
    // Under a parent that never reaps it, the server's own exit is seen in /proc, not as an event.
    const watch = setInterval(() => {
      if (opts.unreaped && pid && ended(pid)) fail('exited with 1 (or was killed)');
    }, 100);
    // A server that never logs its address (a wrong LOG_LEVEL, a hang) fails the test, not its timeout.
    setTimeout(() => fail(`did not listen within ${startTimeoutMs} ms`), startTimeoutMs).unref();
  });
}

/** Resolves with the exit code once the process has exited (at once if it already has). */
export const exitCode = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.on('exit', resolve));
