import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { multipartBody, sampleJpeg, sampleVideo } from '../helpers/upload-media.ts';

const web = mkdtempSync(join(tmpdir(), 'receptari-web-'));
let app: TestApp;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  // As the build writes it (vite.config.ts html.cspNonce): the server fills in each answer's nonce.
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>Receptari</title>' +
      '<script type="module" nonce="__CSP_NONCE__" src="/assets/app-1a2b.js"></script>',
  );
  writeFileSync(join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(join(web, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await app.dispose();
  rmSync(web, { recursive: true, force: true });
});

const CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'nonce-NONCE';" +
  "style-src-attr 'none';img-src 'self';media-src 'self' blob:;connect-src 'self';font-src 'self';" +
  "object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'";

const nonceOf = (res: LightMyRequestResponse) =>
  /'nonce-([A-Za-z0-9+/=]+)'/.exec(String(res.headers['content-security-policy']))?.[1];

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const h = res.headers;
  expect(String(h['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce-NONCE'"), what).toBe(CSP);
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['referrer-policy'], what).toBe('no-referrer');
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(h['permissions-policy'], what).toMatch(/^camera=\(self\), microphone=\(self\), /);
  expect(h['permissions-policy'], what).toContain('geolocation=()');
  expect(h['x-powered-by'], what).toBeUndefined();
  // Plain HTTP: no HSTS (it would be ignored, and would pin localhost).
  expect(h['strict-transport-security'], what).toBeUndefined();
}

describe('security headers on every answer', () => {
  it('an API answer, signed in and not, a 401, a 404, a validation error and a bad URL', async () => {
    const user = await registerUser(app);
    const answers: [string, LightMyRequestResponse, number][] = [
      ['GET /api/recipes', await app.inject({ url: '/api/recipes' }), 200],
      ['GET /api/user', await app.inject({ url: '/api/user', headers: user.auth }), 200],
      ['GET /api/user anonymous', await app.inject({ url: '/api/user' }), 401],
      ['GET /api/nothing', await app.inject({ url: '/api/nothing' }), 404],
      ['POST /api/login {}', await app.inject({ method: 'POST', url: '/api/login', payload: {} }), 422],
      [
        'POST /api/login bad JSON',
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: '{',
          headers: { 'content-type': 'application/json' },
        }),
        400,
      ],
      ['GET /api/recipes/abc', await app.inject({ url: '/api/recipes/abc', headers: user.auth }), 404],
      ['GET /api/recipes/%E0%A4%A', await app.inject({ url: '/api/recipes/%E0%A4%A' }), 400],
      ['GET /%zz', await app.inject({ url: '/%zz' }), 400],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expectSecurityHeaders(res, what);
    }
  });

  it('a URL that does not decode is a 400 bad_path with a Catalan message', async () => {
    const res = await app.inject({ url: '/api/recipes/%E0%A4%A' });
    expect(res.json()).toMatchObject({
      statusCode: 400,
      code: 'bad_path',
      message: 'L’adreça de la petició no és vàlida.',
    });
  });

  it('static files, a missing asset and the SPA page', async () => {
    for (const [url, status] of [
      ['/assets/app-1a2b.js', 200],
      ['/favicon.svg', 200],
      ['/assets/app-old.js', 404],
      ['/', 200],
      ['/index.html', 200],
      ['/info/12', 200],
    ] as const) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res, url);
    }
  });

  it('index.html carries this answer’s nonce, a new one each time, the one its CSP names', async () => {
    const pages = await Promise.all(['/', '/index.html', '/info/12', '/'].map((url) => app.inject({ url })));
    const nonces = pages.map((res) => nonceOf(res));
    for (const [i, res] of pages.entries()) {
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('__CSP_NONCE__');
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonces[i]}">`);
      expect(nonces[i]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    }
    expect(new Set(nonces).size).toBe(pages.length);
  });

  it('adds HSTS only when the request came over HTTPS (through a trusted proxy)', async () => {
    const behind = await buildTestApp({ TRUST_PROXY: '10.9.0.1' });
    try {
      const https = await behind.inject({
        url: '/api/recipes',
        remoteAddress: '10.9.0.1',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      // A direct client cannot claim HTTPS.
      const claimed = await behind.inject({ url: '/api/recipes', headers: { 'x-forwarded-proto': 'https' } });
      expect(claimed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behind.dispose();
    }
  });
});

describe('uploaded media', () => {
  const upload = async (file: Buffer, name: string, type: string) => {
    const user = await registerUser(app);
    const { payload, contentType } = await multipartBody(file, name, type);
    const res = await app.inject({
      method: 'POST',
      url: '/api/media',
      payload,
      headers: { ...user.auth, 'content-type': contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { secure_url: string }).secure_url;
  };

  it('are served with the content type of their checked kind and nosniff', async () => {
    const image = await app.inject({ url: await upload(await sampleJpeg(), 'plat.jpg', 'image/jpeg') });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expectSecurityHeaders(image, 'image');
    const video = await app.inject({ url: await upload(sampleVideo(), 'plat.webm', 'video/webm') });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/webm');
    expectSecurityHeaders(video, 'video');
  });

  it('a file of no checked kind in the media folder is never served', async () => {
    const dir = join(app.config.dataDir, 'media', 'uploads');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'planted.html'), '<script>alert(1)</script>');
    writeFileSync(join(dir, 'planted'), '<script>alert(1)</script>');
    for (const url of ['/media/uploads/planted.html', '/media/uploads/planted']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expectSecurityHeaders(res, url);
    }
  });
});
