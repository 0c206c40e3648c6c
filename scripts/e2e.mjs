#!/usr/bin/env node
// `npm run test:e2e`: the browser suite against a real, freshly seeded server.
//   1. makes sure Debian's Chromium is at /usr/bin/chromium (installs it when root);
//   2. builds web and server (skip with E2E_SKIP_BUILD=1 when the build is fresh);
//   3. starts `node apps/server/dist/server.js` on a free port with a temporary DATA_DIR;
//   4. waits for GET /api/health = 200, runs the Playwright specs in e2e/specs;
//   5. always stops the server (SIGTERM) and deletes the temporary folder.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- specs/guard.spec.ts`).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { run, seconds } from './lib/run.mjs';

const CHROMIUM = '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '..');
const serverEntry = join(root, 'apps/server/dist/server.js');
const startupTimeoutMs = Number(process.env.E2E_STARTUP_TIMEOUT_MS ?? 120_000);

/** @param {string} message */
function fail(message) {
  console.error(`\n✘ E2E: ${message}`);
  process.exit(1);
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const install = 'apt-get update && apt-get install -y chromium';
  if (process.getuid?.() !== 0) {
    fail(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package as root:\n    sudo sh -c '${install}'`,
    );
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's package: ${install}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('sh', ['-c', install], { env })) !== 0 || !existsSync(CHROMIUM)) {
    fail(`installing Chromium failed; run "${install}" by hand and retry.`);
  }
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

await ensureChromium();

if (process.env.E2E_SKIP_BUILD !== '1') {
  const t0 = Date.now();
  console.log('▶ E2E: building web and server (npm run build)');
  if ((await run('npm', ['run', 'build'], { cwd: root })) !== 0) fail('npm run build failed.');
  console.log(`  built in ${seconds(Date.now() - t0)}`);
}
if (!existsSync(serverEntry)) fail(`${serverEntry} does not exist; did the build run?`);

const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-e2e-'));
const logFile = join(dataDir, 'server.log');
const log = createWriteStream(logFile);
mkdirSync(join(dataDir, 'data'));

/** @type {NodeJS.ProcessEnv} */
const serverEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: join(dataDir, 'data') };
Object.assign(serverEnv, { NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'true' });
// The specs' API fixtures stand for many people: the loopback is trusted as a proxy, so each
// registration's X-Forwarded-For (e2e/fixtures.ts) is its own client under the per-address limits.
serverEnv.TRUST_PROXY = '127.0.0.1';
for (const key of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'TEST_REDIS_URL']) delete serverEnv[key];

console.log(`▶ E2E: starting the server on ${baseURL} (DATA_DIR ${serverEnv.DATA_DIR})`);
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout.pipe(log);
server.stderr.pipe(log);
/** @type {number | null} */
let serverExit = null;
let exitedBy = '';
const exited = new Promise((r) =>
  server.once('exit', (code, signal) => {
    exitedBy = signal ? `signal ${signal}` : `code ${code}`;
    r((serverExit = code ?? 128));
  }),
);

let cleaned = false;
/** Stops the server (SIGTERM, then SIGKILL after 10 s) and deletes the temporary folder. */
async function cleanup(/** @type {boolean} */ showLog) {
  if (cleaned) return;
  cleaned = true;
  if (serverExit === null) {
    server.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
    if (killed) {
      console.error('E2E: the server did not stop within 10 s of SIGTERM; killing it.');
      server.kill('SIGKILL');
      await exited;
    } else if (serverExit !== 0) {
      console.error(`E2E: the server ended by ${exitedBy} after SIGTERM (expected a clean exit, code 0).`);
    }
  }
  log.end();
  if (showLog) {
    const text = existsSync(logFile) ? readFileSync(logFile, 'utf8').trim() : '';
    console.error(
      `\n── server log (last 60 lines) ──\n${text.split('\n').slice(-60).join('\n') || '(empty)'}`,
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    void cleanup(false).then(() => process.exit(130));
  });
}

async function waitForHealth() {
  const t0 = Date.now();
  while (Date.now() - t0 < startupTimeoutMs) {
    if (serverExit !== null) return `the server ended (${exitedBy}) before it was healthy`;
    try {
      const res = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) {
        console.log(`  healthy after ${seconds(Date.now() - t0)}`);
        return null;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  return `GET /api/health did not answer 200 within ${seconds(startupTimeoutMs)}`;
}

let code = 1;
try {
  const problem = await waitForHealth();
  if (problem) {
    await cleanup(true);
    fail(problem);
  }
  const t0 = Date.now();
  const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)];
  code = await run('npx', args, {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: baseURL, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  console.log(
    `${code === 0 ? '✔' : '✘'} E2E specs ${code === 0 ? 'passed' : 'failed'} in ${seconds(Date.now() - t0)}`,
  );
} finally {
  await cleanup(code !== 0);
}
process.exit(code);
