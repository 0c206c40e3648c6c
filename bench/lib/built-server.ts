import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
export const builtServerEntry = join(root, 'apps/server/dist/server.js');

export interface BuiltServer {
  base: string;
  /** The server process's id, to read its memory from /proc. */
  pid: number;
  /** SIGTERM, waits for the exit, deletes the data folder (unless it was given). */
  stop: () => Promise<void>;
  /** SIGKILL, as a crash: waits for the exit, leaves the data folder. */
  kill: () => Promise<void>;
}

/** What a bench may change: the environment on top of the defaults, a fixed port, a data folder it keeps. */
export type BuiltServerOptions = { env?: Record<string, string>; port?: number; dataDir?: string };

/**
 * The built app (`npm run build` first) as production runs it: `node apps/server/dist/server.js`
 * on a free port and a fresh PGlite folder with the demo recipes, no DATABASE_URL nor REDIS_URL,
 * unless `opts` says otherwise (bench/site: PostgreSQL, Redis, a shared folder, a fixed port).
 * Answers once GET /api/health is 200; throws when the build is missing or it never is.
 */
export async function startBuiltServer(name: string, opts: BuiltServerOptions = {}): Promise<BuiltServer> {
  if (!existsSync(builtServerEntry))
    throw new Error(`${builtServerEntry} is missing: run "npm run build" first.`);
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), `receptari-${name}-`));
  const port = opts.port ?? 20000 + Math.floor(Math.random() * 20000);
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  Object.assign(env, { HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
  for (const key of ['DATABASE_URL', 'REDIS_URL']) delete env[key];
  Object.assign(env, opts.env);
  // BENCH_CPU_PROF_DIR: each server writes a V8 CPU profile there as it stops (SIGTERM; a SIGKILL
  // leaves none), to see where a bench's server time goes (bench/README.md).
  const profile = process.env.BENCH_CPU_PROF_DIR;
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const server = spawn(process.execPath, [...nodeArgs, builtServerEntry], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  const end = async (signal: NodeJS.Signals) => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill(signal);
      await exited;
    }
  };
  const stop = async () => {
    await end('SIGTERM');
    if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  // Seeding the demo data took over 180 s on a machine with a load average of 24 (2026-11-30).
  const startSeconds = Number(process.env.BENCH_SERVER_START_SECONDS ?? 180);
  for (const started = Date.now(); Date.now() - started < startSeconds * 1000;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server ended (${server.exitCode}) before it was healthy`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { base, pid: server.pid!, stop, kill: () => end('SIGKILL') };
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error(`GET /api/health did not answer 200 within ${startSeconds} s (BENCH_SERVER_START_SECONDS)`);
}
