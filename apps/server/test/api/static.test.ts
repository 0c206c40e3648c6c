import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const web = mkdtempSync(join(tmpdir(), 'receptari-web-'));
let app: TestApp;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Receptari</title>');
  writeFileSync(join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
  app = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await app.dispose();
  rmSync(web, { recursive: true, force: true });
});

describe('the web app and its fallback', () => {
  it('answers any screen path with index.html, revalidated every time', async () => {
    const res = await app.inject({ url: '/info/12?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Receptari</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets for a year, and a missing one as 404, not as the page', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/app-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});
