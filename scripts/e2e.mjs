#!/usr/bin/env node
// `npm run test:e2e`: the browser suite against a real, freshly seeded server.
//   1. makes sure Debian's Chromium (and, with LIVE_MEDIA=janus, Janus and janus-pp-rec) are
//      installed (installs them when root, else stops with the command: lib/debian-tools.mjs);
//   2. builds web and server (skip with E2E_SKIP_BUILD=1 when the build is fresh);
//   3. starts `node apps/server/dist/server.js` on a free port with a temporary DATA_DIR (with
//      E2E_TWO_INSTANCES=1: two of them on a fresh PostgreSQL database and Redis);
//   4. waits for GET /api/health = 200, runs the Playwright specs in e2e/specs;
//   5. always stops the server (SIGTERM) and deletes the temporary folder.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- specs/guard.spec.ts`).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEBIAN_TOOLS, ensureDebianTools } from './lib/debian-tools.mjs';
import { run, seconds } from './lib/run.mjs';

const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'apps/server/dist/server.js');
const startupTimeoutMs = Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 120_000);

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`\n✘ E2E: ${message}`);
  process.exit(1);
}

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

// Chromium always; Janus and its recording converter when the lives go through Janus.
const janusTools = process.env.LIVE_MEDIA === 'janus' ? [DEBIAN_TOOLS.janus, DEBIAN_TOOLS.janusPpRec] : [];
await ensureDebianTools([DEBIAN_TOOLS.chromium, ...janusTools], fail);

if (process.env.E2E_SKIP_BUILD !== '1') {
  const t0 = Date.now();
  console.log('▶ E2E: building web and server (npm run build)');
  if ((await run('npm', ['run', 'build'], { cwd: root })) !== 0) fail('npm run build failed.');
  console.log(`  built in ${seconds(Date.now() - t0)}`);
}
if (!existsSync(serverEntry)) fail(`${serverEntry} does not exist; did the build run?`);

const dataDir = mkdtempSync(join(tmpdir(), 'receptari-e2e-'));
mkdirSync(join(dataDir, 'data'));

/** @type {NodeJS.ProcessEnv} */
const serverEnv = { ...process.env, HOST: '127.0.0.1', DATA_DIR: join(dataDir, 'data') };
Object.assign(serverEnv, { NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true' });
// The specs' API fixtures stand for many people: the loopback is trusted as a proxy, so each
// registration's X-Forwarded-For (e2e/fixtures.ts) is its own client under the per-address limits.
serverEnv.TRUST_PROXY = '127.0.0.1';
// e2e/specs/import.spec.ts serves the recipe page it imports from a server of its own on the
// loopback, which the import refuses to fetch from anywhere else (a private address).
serverEnv.IMPORT_ALLOW_PRIVATE = '1';
for (const key of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'TEST_REDIS_URL']) delete serverEnv[key];

// E2E_TWO_INSTANCES=1 (npm test's last stage, with PostgreSQL and Redis up): two servers on one
// fresh PostgreSQL database and one Redis, as behind a load balancer; the specs get the second
// address as E2E_SECOND_URL (the live room's viewers use it).
const twoInstances = process.env.E2E_TWO_INSTANCES === '1';
const pgAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const database = twoInstances ? `receptari_e2e_${process.pid}_${Date.now().toString(36)}` : null;
if (database) {
  await adminQuery(`create database ${database}`);
  serverEnv.DATABASE_URL = pgAdminUrl.replace(/\/postgres$/, `/${database}`);
  serverEnv.REDIS_URL = 'redis://127.0.0.1:6379';
  // Its own keys, as its own database: nothing an earlier run left in the shared Redis (a live's
  // media assignment, rate-limit counters) meets this run's ids.
  serverEnv.REDIS_KEY_PREFIX = `${database}:`;
}

/** One statement on the PostgreSQL server's admin database, with the server workspace's driver. */
async function adminQuery(/** @type {string} */ sql) {
  // The server workspace's PostgreSQL driver, hoisted to the root node_modules by npm.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgAdminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * One server process on its own free port, its output in its own log file.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} env
 */
async function startServer(name, env) {
  const port = await freePort();
  const logFile = join(dataDir, `${name}.log`);
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const server = {
    name,
    baseURL: `http://127.0.0.1:${port}`,
    logFile,
    log,
    /** @type {number | null} */ exit: null,
    exitedBy: '',
    /** @type {Promise<number>} */ exited: Promise.resolve(0),
    child,
  };
  server.exited = new Promise((r) =>
    child.once('exit', (code, signal) => {
      server.exitedBy = signal ? `signal ${signal}` : `code ${code}`;
      r((server.exit = code ?? 128));
    }),
  );
  return server;
}

/** @type {Awaited<ReturnType<typeof startServer>>[]} */
const servers = [];

let cleaned = false;
/** Stops the servers (SIGTERM, then SIGKILL after 10 s) and deletes the temporary folder and database. */
async function cleanup(/** @type {boolean} */ showLog) {
  if (cleaned) return;
  cleaned = true;
  for (const server of servers) {
    if (server.exit === null) {
      server.child.kill('SIGTERM');
      const killed = await Promise.race([server.exited.then(() => false), sleep(10_000).then(() => true)]);
      if (killed) {
        console.error(`E2E: the ${server.name} server did not stop within 10 s of SIGTERM; killing it.`);
        server.child.kill('SIGKILL');
        await server.exited;
      } else if (server.exit !== 0) {
        console.error(
          `E2E: the ${server.name} server ended by ${server.exitedBy} after SIGTERM (expected code 0).`,
        );
      }
    }
    server.log.end();
    if (showLog) {
      const text = existsSync(server.logFile) ? readFileSync(server.logFile, 'utf8').trim() : '';
      console.error(
        `\n── ${server.name} server log (last 60 lines) ──\n${text.split('\n').slice(-60).join('\n') || '(empty)'}`,
      );
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (database) await adminQuery(`drop database if exists ${database} with (force)`).catch(() => undefined);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    void cleanup(false).then(() => process.exit(130));
  });
}

async function waitForHealth(/** @type {Awaited<ReturnType<typeof startServer>>} */ server) {
  const t0 = Date.now();
  while (Date.now() - t0 < startupTimeoutMs) {
    if (server.exit !== null)
      return `the ${server.name} server ended (${server.exitedBy}) before it was healthy`;
    try {
      const res = await fetch(`${server.baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) {
        console.log(`  ${server.name} healthy after ${seconds(Date.now() - t0)}`);
        return null;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return `GET /api/health on the ${server.name} server did not answer 200 within ${seconds(startupTimeoutMs)}`;
}

/** Starts a server, waits until it is healthy, or cleans up and fails. */
async function startHealthy(/** @type {string} */ name, /** @type {NodeJS.ProcessEnv} */ env) {
  const server = await startServer(name, env);
  servers.push(server);
  console.log(`▶ E2E: starting the ${name} server on ${server.baseURL} (DATA_DIR ${env.DATA_DIR})`);
  const problem = await waitForHealth(server);
  if (problem) {
    await cleanup(true);
    fail(problem);
  }
  return server;
}

// LIVE_MEDIA (npm test runs the live room on both): the mesh unless the caller names Janus. With
// Janus and two instances, the first runs Janus on a port chosen here and the second uses it, as
// two instances in front of one media server.
serverEnv.LIVE_MEDIA = process.env.LIVE_MEDIA || 'mesh';
// MEDIA_REVIEW: the specs of the review queue (admin, ai-assistant) follow an unsure photo's recipe
// while it waits, so they run with 'before' unless the caller names 'after' (docs/decisions/0020).
serverEnv.MEDIA_REVIEW = process.env.MEDIA_REVIEW || 'before';
const janusPort = serverEnv.LIVE_MEDIA === 'janus' && twoInstances ? await freePort() : 0;
if (janusPort) serverEnv.JANUS_HTTP_PORT = String(janusPort);

let code = 1;
try {
  const first = await startHealthy('first', serverEnv);
  // The second one finds the database migrated and seeded by the first.
  const second = twoInstances
    ? await startHealthy('second', {
        ...serverEnv,
        SEED_DEMO_DATA: 'false',
        ...(janusPort && { JANUS_URL: `http://127.0.0.1:${janusPort}/janus` }),
      })
    : null;
  const t0 = Date.now();
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
  code = await run('npx', args, {
    cwd: root,
    env: {
      ...process.env,
      E2E_BASE_URL: first.baseURL,
      ...(second && { E2E_SECOND_URL: second.baseURL }),
      // The first server's DATA_DIR: the Janus spec kills that server's own Janus, and no other.
      E2E_DATA_DIR: serverEnv.DATA_DIR,
      LIVE_MEDIA: serverEnv.LIVE_MEDIA,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  });
  console.log(
    `${code === 0 ? '✔' : '✘'} E2E specs ${code === 0 ? 'passed' : 'failed'} in ${seconds(Date.now() - t0)}`,
  );
} finally {
  await cleanup(code !== 0);
}
process.exit(code);
