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
  // A development build's source maps left in the folder: never served.
  writeFileSync(join(web, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(join(web, 'top.css.MAP'), '{"version":3}');
  // The service worker and the web app manifest, where the build writes them (vite-plugin-pwa).
  writeFileSync(join(web, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(web, 'manifest.webmanifest'), '{"name":"Receptari"}');
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

  it('answers HEAD on a screen path as GET would, without the body (link checkers, uptime probes)', async () => {
    for (const url of ['/', '/register', '/info/12']) {
      const res = await app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/assets/app-old.js' })).statusCode).toBe(404);
  });

  it('serves hashed assets for a year, and a missing one as 404, not as the page', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ url: '/assets/app-old.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404 });
  });

  it('answers 404 for every source map, present or not, however its name is spelt', async () => {
    for (const url of [
      '/assets/app-1a2b.js.map',
      '/assets/app-1a2b.js.map?v=2',
      '/assets/app-1a2b.js%2Emap',
      '/assets/../assets/app-1a2b.js.map',
      '/top.css.MAP',
      '/assets/missing.js.map',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('sources');
    }
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('serves the service worker from the root, revalidated on every check, as JavaScript with the CSP', async () => {
    // A cached worker would keep an old build's pages after a deploy (docs/decisions/0025).
    for (const url of ['/sw.js', '/sw.js?v=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(text|application)\/javascript\b/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      // The worker runs under the same policy as the page: scripts and fetches from the app only.
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(res.headers['service-worker-allowed'], url).toBeUndefined();
    }
  });

  it('serves the web app manifest with its own type, revalidated', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Receptari' });
  });

  it('answers /index.html, the offline shell the service worker keeps, as the page with its own nonce', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  });
});
