import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { uniqueName } from './build-test-app.ts';
import { createTestDatabase } from './test-db.ts';

/**
 * `count` apps in this process on one database and one Redis key prefix: the instances of one
 * deployment behind a load balancer. Each listens on its own port of 127.0.0.1.
 */
export async function buildInstances(count: number, redisUrl: string, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-instances-'));
  const testDb = await createTestDatabase();
  const redisKeyPrefix = `receptari-test:${uniqueName('deploy')}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    REDIS_URL: redisUrl,
    LIVE_MEDIA: 'mesh',
    // As buildTestApp: unsure media wait, as the review queue's tests expect (docs/decisions/0020).
    MEDIA_REVIEW: 'before',
    ...env,
  });
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const dispose = async () => {
    await Promise.all(apps.map((app) => app.close()));
    await testDb.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const app = await buildApp({ config, database: testDb.handle, logger: false, redisKeyPrefix });
      apps.push(app);
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
  } catch (err) {
    await dispose();
    throw err;
  }
  return { apps, urls, dispose };
}
