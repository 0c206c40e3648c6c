import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

it('GET /api/health checks the database', async () => {
  const res = await app.inject({ url: '/api/health' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ok',
    database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
  });
});

it('GET /api/health/live answers while the process runs, whatever its dependencies', async () => {
  const res = await app.inject({ url: '/api/health/live' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: 'ok' });
});

it('GET /api/health/ready checks the database, and Redis when configured', async () => {
  const res = await app.inject({ url: '/api/health/ready' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    status: 'ready',
    checks: { database: 'ok', ...(process.env.TEST_REDIS_URL && { redis: 'ok' }) },
  });
});

it.runIf(process.env.TEST_DATABASE_URL)(
  'GET /api/health/ready says the database is up while every connection of the requests’ pool is busy (PostgreSQL)',
  async () => {
    const { driver } = app.database;
    if (driver.kind !== 'postgres') throw new Error('PostgreSQL only');
    const { pool } = driver;
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    try {
      expect(pool.idleCount).toBe(0);
      const res = await app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', checks: { database: 'ok' } });
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      for (const client of held) client.release();
    }
  },
);

it('GET /api/health/ready answers 503 when the database is down; liveness stays 200', async () => {
  const gone = await buildTestApp();
  try {
    await gone.database.close();
    const res = await gone.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
    expect((await gone.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  } finally {
    await gone.dispose();
  }
});

it.runIf(process.env.TEST_REDIS_URL)('GET /api/health/ready answers 503 when Redis is down', async () => {
  const cut = await buildTestApp();
  try {
    cut.redis!.disconnect();
    const res = await cut.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', redis: 'down' } });
    expect((await cut.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  } finally {
    await cut.dispose();
  }
});
