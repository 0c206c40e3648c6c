import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';

/**
 * Compression on an app built as `npm run build` builds it: the web build's own precompression
 * script over a dist folder, then the server. Files go as their .br or .gz copy, by Accept-Encoding;
 * API answers and index.html are compressed per answer above 1 KB.
 */
const precompressScript = fileURLToPath(new URL('../../../web/scripts/precompress.mjs', import.meta.url));
const web = mkdtempSync(join(tmpdir(), 'receptari-web-'));
// A module of the size and kind the build writes: repetitive JavaScript, well above the threshold.
const bundle = Array.from(
  { length: 400 },
  (_, i) => `export const receptaNumero${i} = "Escudella ${i}";`,
).join('\n');
const unlisted = 'x'.repeat(5000); // a text asset the script left without copies (as an older build)

let app: TestApp;
beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>Receptari</title>${'<!-- -->'.repeat(300)}`,
  );
  writeFileSync(join(web, 'assets', 'app-1a2b.js'), bundle);
  writeFileSync(join(web, 'assets', 'tiny-9f8e.css'), 'body{margin:0}');
  execFileSync(process.execPath, [precompressScript, web]);
  writeFileSync(join(web, 'assets', 'old-format-3c4d.js'), unlisted);
  app = await buildTestApp({ WEB_DIST_DIR: web });
  const owner = await registerUser(app);
  const catalog = await makeCatalog(app.db);
  for (let i = 0; i < 10; i++) await makeRecipe(app.db, owner.user.id, catalog);
});
afterAll(async () => {
  await app.dispose();
  rmSync(web, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...(acceptEncoding && { 'accept-encoding': acceptEncoding }), ...headers } });

describe('the build precompresses the app’s text files', () => {
  it('writes a .br and a .gz beside each text file worth it, never beside index.html', () => {
    const js = join(web, 'assets', 'app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(bundle);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(bundle);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(bundle.length / 5);
    // Too small to be worth it, and the page that is never sent as a file.
    expect(existsSync(join(web, 'assets', 'tiny-9f8e.css.br'))).toBe(false);
    expect(existsSync(join(web, 'index.html.br'))).toBe(false);
  });
});

describe('the server sends files and answers compressed when the browser accepts it', () => {
  it('a built asset: its .br copy to a brotli browser, .gz to a gzip-only one, plain to the rest', async () => {
    const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle);

    const gz = await get('/assets/app-1a2b.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bundle);

    for (const encoding of [undefined, 'identity']) {
      const plain = await get('/assets/app-1a2b.js', encoding);
      expect(plain.statusCode, String(encoding)).toBe(200);
      expect(plain.headers['content-encoding'], String(encoding)).toBeUndefined();
      expect(plain.payload).toBe(bundle);
    }
  });

  it('a file without copies falls back to the file itself; an asset of an earlier build is a 404', async () => {
    const old = await get('/assets/old-format-3c4d.js', 'br');
    expect(old.statusCode).toBe(200);
    // No .br on disk: either the file as it is, or compressed on the way; never an error.
    const body =
      old.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(old.rawPayload).toString()
        : old.payload;
    expect(body).toBe(unlisted);

    const gone = await get('/assets/app-0000.js', 'br, gzip');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/application\/json/);
    const small = await get('/assets/tiny-9f8e.css', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.payload).toBe('body{margin:0}');
  });

  it('index.html and API answers above 1 KB: brotli, gzip or plain by Accept-Encoding', async () => {
    const page = await get('/info/3', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title>Receptari</title>');
    expect(html).not.toContain('__CSP_NONCE__'); // the nonce is written before compressing

    const user = await registerUser(app);
    const plain = await get('/api/recipes?limit=20', undefined, user.auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload.length).toBeGreaterThan(1024);
    const br = await get('/api/recipes?limit=20', 'br;q=1.0, gzip;q=0.8', user.auth);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/recipes?limit=20', 'gzip', user.auth);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    // A small answer goes as it is.
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('never decompresses a request body: a compressed one is refused, and nothing is stored', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'admin', password: 'x'.repeat(10) })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
