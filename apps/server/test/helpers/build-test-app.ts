import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, onRouteHookHandler } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from './test-db.ts';
import type { TestBucket } from './test-s3.ts';

export type TestApp = FastifyInstance & { dispose(): Promise<void> };

/**
 * A whole app on a fresh database, answering through `inject`. `onRoute` hears every route as it
 * is registered (the route-table authorization test); `bucket` keeps its media in a test bucket
 * (test-s3.ts) rather than the data folder.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { onRoute?: onRouteHookHandler; bucket?: TestBucket } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    // The lives' tests name their media backend; the others never start a Janus.
    LIVE_MEDIA: 'mesh',
    // The tests of the review queue were written for unsure media that wait; media-review.test.ts
    // runs both settings, the default 'after' included (docs/decisions/0020).
    MEDIA_REVIEW: 'before',
    ...(process.env.TEST_REDIS_URL && { REDIS_URL: process.env.TEST_REDIS_URL }),
    // Media in this test's own bucket on the test S3 server (test-s3.ts) instead of the folder.
    ...opts.bucket?.env,
    ...env,
  });
  const testDb = await createTestDatabase();
  const app = await buildApp({
    config,
    database: testDb.handle,
    logger: false,
    redisKeyPrefix: `receptari-test:${uniqueName('app')}:`,
    ...(opts.onRoute && { onRoute: opts.onRoute }),
  });
  await app.ready();
  return Object.assign(app, {
    async dispose() {
      await app.close();
      await testDb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

let counter = 0;
/** A name no other test uses, so tests can share one database. */
export const uniqueName = (prefix = 'u') => `${prefix}${process.pid}_${Date.now().toString(36)}_${counter++}`;

export async function registerUser(
  app: FastifyInstance,
  /** remoteAddress: the client address the register call comes from (it is rate-limited per address). */
  overrides: Partial<{ name: string; email: string; password: string; remoteAddress: string }> = {},
) {
  const name = overrides.name ?? uniqueName();
  const body = {
    name,
    email: overrides.email ?? `${name}@example.cat`,
    password: overrides.password ?? 'contrasenya-segura',
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: body,
    ...(overrides.remoteAddress && { remoteAddress: overrides.remoteAddress }),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const answer = res.json() as { token: string; user: { id: number; name: string } };
  return { ...answer, password: body.password, auth: { authorization: `Bearer ${answer.token}` } };
}

/** A whole app and one signed-in user's headers: the start of most route tests. */
export async function buildTestAppWithUser(env: Record<string, string> = {}) {
  const app = await buildTestApp(env);
  const { auth } = await registerUser(app);
  return { app, auth };
}
