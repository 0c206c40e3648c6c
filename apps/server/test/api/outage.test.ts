import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

// The app against a PostgreSQL cluster of the test's own, on another port, which the test stops
// (as a crash would: pg_ctl stop -m immediate) and starts again: while it is down every call that
// needs the database answers 503 with Retry-After at once, and once it is back the same app answers
// again, without a restart.

/** The binaries of Debian's PostgreSQL package, if it is installed. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => join(root, v, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
}

const bin = postgresBin();
const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
if (process.env.REQUIRE_SERVICES === '1' && (!bin || !redisServer)) {
  throw new Error('REQUIRE_SERVICES=1 but PostgreSQL (initdb, pg_ctl) or redis-server is not installed');
}

/** initdb refuses to run as root: then the cluster belongs to the `postgres` user. */
const asRoot = process.getuid?.() === 0;
function pgTool(tool: string, args: string[]) {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin!, tool), ...args]]
    : [join(bin!, tool), args];
  execFileSync(command, argv, { stdio: 'pipe', timeout: 60_000 });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** 503 with Retry-After and the Catalan message, as every call that needs a service that is down. */
function expectUnavailable(res: Awaited<ReturnType<TestApp['inject']>>, name: string) {
  expect(res.statusCode, name).toBe(503);
  expect(Number(res.headers['retry-after']), name).toBeGreaterThan(0);
  expect(res.json(), name).toMatchObject({ code: 'unavailable', message: tr.errors.unavailable });
}

/** One answer and how long it took. */
async function timed(app: TestApp, request: InjectOptions) {
  const started = performance.now();
  const res = await app.inject(request);
  return { res, ms: performance.now() - started };
}

describe.skipIf(!bin)('a PostgreSQL outage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'receptari-outage-'));
  const cluster = join(dir, 'cluster');
  let port = 0;
  let database: DatabaseHandle;
  let app: TestApp;
  const pgCtl = (...args: string[]) => pgTool('pg_ctl', ['-D', cluster, '-w', ...args]);
  const startCluster = () =>
    pgCtl(
      '-l',
      join(dir, 'postgres.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c jit=off`,
      'start',
    );

  beforeAll(async () => {
    if (asRoot) {
      chmodSync(dir, 0o755);
      chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    }
    port = await freePort();
    pgTool('initdb', ['-D', cluster, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
    startCluster();
    database = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 4 });
    await migrateDatabase(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(dir, 'data'),
      WEB_DIST_DIR: join(dir, 'no-web'),
    });
    const built = await buildApp({ config, database, logger: false });
    await built.ready();
    app = Object.assign(built, { dispose: () => built.close() });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    try {
      pgCtl('stop', '-m', 'immediate');
    } catch {
      // Already stopped (a failed test).
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After and a Catalan message while it is down, and recovers by itself', async () => {
    const { auth } = await registerUser(app);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    // Anonymous and signed-in calls, reads and writes, each needing the database.
    const calls: { name: string; request: InjectOptions }[] = [
      { name: 'GET /api/health', request: { url: '/api/health' } },
      { name: 'GET /api/recipes (anonymous)', request: { url: '/api/recipes' } },
      {
        name: 'POST /api/login',
        request: {
          method: 'POST',
          url: '/api/login',
          payload: { name: 'ningu', password: 'contrasenya-qualsevol' },
        },
      },
      { name: 'GET /api/folders (signed in)', request: { url: '/api/folders', headers: auth } },
      {
        name: 'POST /api/folders (signed in)',
        request: {
          method: 'POST',
          url: '/api/folders',
          headers: auth,
          payload: { name: 'Durant la caiguda' },
        },
      },
    ];

    pgCtl('stop', '-m', 'immediate');
    const timings: string[] = [];
    for (const call of calls) {
      const { res, ms } = await timed(app, call.request);
      timings.push(`${call.name} ${res.statusCode} in ${ms.toFixed(0)} ms`);
      expectUnavailable(res, call.name);
    }
    console.log(`outage (PostgreSQL stopped -m immediate): ${timings.join('; ')}`);

    startCluster();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/folders', headers: auth })).statusCode).toBe(200);
    const created = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: auth,
      payload: { name: 'Després de la caiguda' },
    });
    expect(created.statusCode).toBe(201);
  });
});

/** A Redis server of the test's own on `port`; resolves once it accepts connections. */
function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(redisServer!, [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready to accept connections')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
}

// With REDIS_URL, Redis holds the login throttle and the per-address rate limits, and carries
// domain events between instances. Down, the calls that need it answer 503 like a database outage;
// the others go on (events then reach this instance's sockets only, logged); none crashes the
// process, and ioredis reconnects by itself.
describe.skipIf(!redisServer)('a Redis outage', () => {
  let redis: ChildProcess | undefined;
  let app: TestApp;
  let port = 0;
  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await app?.dispose();
    redis?.kill('SIGKILL');
  });

  it('answers 503 where Redis is needed, serves the rest, and recovers when Redis is back', async () => {
    const user = await registerUser(app);
    const login = {
      method: 'POST',
      url: '/api/login',
      payload: { name: user.user.name, password: user.password },
    } as const;
    expect((await app.inject(login)).statusCode).toBe(200);

    redis!.kill('SIGKILL');
    const timings: string[] = [];
    const needsRedis: { name: string; request: InjectOptions }[] = [
      { name: 'POST /api/login (throttle)', request: login },
      {
        name: 'POST /api/register (rate limit)',
        request: {
          method: 'POST',
          url: '/api/register',
          payload: { name: 'nou', email: 'nou@example.cat', password: 'contrasenya-segura' },
        },
      },
    ];
    for (const call of needsRedis) {
      const { res, ms } = await timed(app, call.request);
      timings.push(`${call.name} ${res.statusCode} in ${ms.toFixed(0)} ms`);
      expectUnavailable(res, call.name);
    }
    // Database calls without a per-user rate limit do not need Redis (the limited ones fail closed).
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const profile = {
      method: 'POST',
      url: '/api/updatePerfile',
      headers: user.auth,
      payload: { bio: 'Sense Redis' },
    } as const;
    const { res: updated, ms } = await timed(app, profile);
    timings.push(`POST /api/updatePerfile ${updated.statusCode} in ${ms.toFixed(0)} ms`);
    expect(updated.statusCode).toBe(200);
    const folderWrite = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: user.auth,
      payload: { name: 'Sense Redis' },
    });
    expectUnavailable(folderWrite, 'POST /api/folders (rate limit)');
    console.log(`outage (Redis killed -9): ${timings.join('; ')}`);

    redis = await startRedis(port);
    // ioredis reconnects on its own schedule (backing off up to 2 s): the first calls may still be 503.
    let status = 503;
    for (let attempt = 0; status === 503 && attempt < 100; attempt++) {
      status = (await app.inject(login)).statusCode;
      if (status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(200);
  });
});
