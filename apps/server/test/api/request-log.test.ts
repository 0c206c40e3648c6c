/**
 * What a request leaves in the log (plugins/request-log.ts): nothing by default, one warn line when
 * slower than LOG_SLOW_MS, one info line each with LOG_REQUESTS; never Fastify's two.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createTestDatabase } from '../helpers/test-db.ts';

type Line = { level: number; msg: string; reqId?: string; responseTime?: number; slow?: boolean } & {
  req?: { method: string; url: string };
  route?: string;
  res?: { statusCode: number };
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An app at LOG_LEVEL info whose log lines are kept, parsed. */
async function loggedApp(env: Record<string, string>) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-log-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    LIVE_MEDIA: 'mesh',
    ...env,
  });
  const testDb = await createTestDatabase();
  const app = await buildApp({ config, database: testDb.handle, logger: { level: 'info', stream } });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await testDb.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const requestLines = () => lines.filter((l) => l.reqId !== undefined);
  return { app, lines, requestLines };
}

const levels = { info: 30, warn: 40 };

describe('request lines', () => {
  it('by default: none for a request answered in time, whatever its status', async () => {
    const { app, requestLines } = await loggedApp({});
    for (const url of ['/api/health/live', '/api/recipes?sort=recent', '/api/no-such-route', '/api/user'])
      await app.inject({ url });
    expect(requestLines()).toEqual([]);
  });

  it('a request slower than LOG_SLOW_MS: one warn line with its id, route, status and time', async () => {
    // 0 ms: every request is slow, so the line shows without making one slow.
    const { app, requestLines } = await loggedApp({ LOG_SLOW_MS: '0' });
    await app.inject({ url: '/api/recipes/987654' });
    const lines = requestLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: levels.warn,
      msg: 'slow request',
      req: { method: 'GET', url: '/api/recipes/987654' },
      route: '/api/recipes/:id',
      res: { statusCode: 401 },
    });
    expect(lines[0]!.reqId).toMatch(/\S/);
    expect(lines[0]!.responseTime).toBeGreaterThanOrEqual(0);
  });

  it('LOG_REQUESTS=1: exactly one info line per request, as the benches read it', async () => {
    const { app, requestLines } = await loggedApp({ LOG_REQUESTS: '1' });
    for (let i = 0; i < 3; i++) await app.inject({ url: '/api/health/live' });
    const lines = requestLines();
    expect(lines.map((l) => [l.level, l.msg])).toEqual(Array(3).fill([levels.info, 'request completed']));
    expect(new Set(lines.map((l) => l.reqId)).size).toBe(3);
    for (const line of lines) expect(typeof line.responseTime).toBe('number');
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('LOG_REQUESTS=1 and slow: the same one line, at warn, marked slow', async () => {
    const { app, requestLines } = await loggedApp({ LOG_REQUESTS: '1', LOG_SLOW_MS: '0' });
    await app.inject({ url: '/api/health/live' });
    expect(requestLines()).toMatchObject([{ level: levels.warn, msg: 'request completed', slow: true }]);
  });
});

describe('the settings', () => {
  it('refuses a LOG_SLOW_MS or LOG_REQUESTS it cannot read, naming it', () => {
    expect(() => loadConfig({ LOG_SLOW_MS: '-1' })).toThrow(/LOG_SLOW_MS/);
    expect(() => loadConfig({ LOG_SLOW_MS: 'soon' })).toThrow(/LOG_SLOW_MS/);
    expect(() => loadConfig({ LOG_REQUESTS: 'yes' })).toThrow(/LOG_REQUESTS/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
