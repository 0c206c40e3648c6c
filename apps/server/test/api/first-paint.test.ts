import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@receptari/shared/auth/auth.rules';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';

/**
 * The server's side of the visitor's first paint (plugins/first-paint.ts): which pages get it, how
 * it goes into index.html, and what happens without it. The web build's module is stood in for by
 * one of the same shape (the real one, prepaint/render-prepaint.tsx, has its own tests in the web
 * project and the E2E suite, on the built app).
 */
const build = mkdtempSync(join(tmpdir(), 'receptari-build-'));
const web = join(build, 'dist');
const calls = () => (globalThis as { prepaintCalls?: number }).prepaintCalls ?? 0;

let app: TestApp;
beforeAll(async () => {
  mkdirSync(web);
  mkdirSync(join(build, 'dist-prepaint'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html lang="ca"><head><meta property="csp-nonce" nonce="__CSP_NONCE__"><title>Receptari</title>' +
      '</head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(build, 'dist-prepaint', 'render-prepaint.js'),
    `export const prepareLocales = async () => {};
    export function renderPrepaint(url, seed, locale) {
      globalThis.prepaintCalls = (globalThis.prepaintCalls ?? 0) + 1;
      globalThis.prepaintLocale = locale;
      if (url === '/info/13') throw new Error('the render failed');
      const count = seed.popular ? seed.popular.recipes.length : 'none';
      return {
        root: '<style nonce="__CSP_NONCE__"></style><p>drawn ' + url + ' $& ' + count + '</p>',
        head: '<style nonce="__CSP_NONCE__">[data-ps="0"]{}</style>',
        seed: '<script type="application/json" id="prepaint-seed">{}</script>',
      };
    }`,
  );
  app = await buildTestApp({ WEB_DIST_DIR: web });
  const author = await registerUser(app);
  const catalog = await makeCatalog(app.db);
  await makeRecipe(app.db, author.user.id, catalog, { image: '/media/seed/recipe-3.webp' });
  await makeRecipe(app.db, author.user.id, catalog, { image: null });
  app.caches.lists.clear();
});
afterAll(async () => {
  await app.dispose();
  rmSync(build, { recursive: true, force: true });
});

const rootOf = (html: string) => /<div id="root">(.*?)<\/div>/s.exec(html)?.[1];
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

describe('the visitor’s first paint', () => {
  it('fills the landing page’s #root, with the popular list, this answer’s nonce and the seed after it', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    // `$&` as the module wrote it: nothing in a page is read as a replacement pattern.
    expect(rootOf(res.body)).toBe(
      `<style nonce="${nonceOf(String(res.headers['content-security-policy']))}"></style><p>drawn / $& 2</p>`,
    );
    expect(res.body).toContain('</p></div><script type="application/json" id="prepaint-seed">{}</script>');
    expect(res.body).not.toContain('__CSP_NONCE__');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style nonce="[^"_]+">\[data-ps="0"\]\{\}<\/style>/);
    // The list is in the page: no preload of it; the carousel's picture still is.
    expect(head).not.toContain('as="fetch"');
    expect(head).toContain('as="image"');
  });

  it('draws /search and /info/{id} (in any case), nothing else and no URL with a query', async () => {
    expect(rootOf((await app.inject({ url: '/search' })).body)).toContain('drawn /search $& none');
    expect(rootOf((await app.inject({ url: '/INFO/5' })).body)).toContain('drawn /INFO/5 $& none');
    for (const url of ['/login', '/perfil', '/?tab=recent', '/search?q=pa', '/info/abc', '/info/5/x']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(rootOf(res.body), url).toBe('');
    }
  });

  it('draws the page in the language of its cookie, else of Accept-Language, else Catalan', async () => {
    let page = 100;
    // A page not drawn yet each time (a drawn one is kept, by language and path).
    const drawn = async (headers: Record<string, string>) => {
      const res = await app.inject({ url: `/info/${++page}`, headers });
      const lang = /<html lang="(\w+)"/.exec(res.body)?.[1];
      return { lang, drawnIn: (globalThis as { prepaintLocale?: string }).prepaintLocale };
    };
    expect(await drawn({ 'accept-language': 'es-ES,es;q=0.9' })).toEqual({ lang: 'es', drawnIn: 'es' });
    expect(await drawn({ 'accept-language': 'es', cookie: 'receptari_lang=en' })).toEqual({
      lang: 'en',
      drawnIn: 'en',
    });
    expect(await drawn({ 'accept-language': 'fr', cookie: 'receptari_lang=xx' })).toEqual({
      lang: 'ca',
      drawnIn: 'ca',
    });
  });

  it('sends a kept page with this answer’s nonce: two answers differ in nothing else', async () => {
    for (const url of ['/', '/search', '/info/5', '/login']) {
      const [first, second] = [await app.inject({ url }), await app.inject({ url })];
      const nonces = [first, second].map((res) => nonceOf(String(res.headers['content-security-policy'])));
      expect(nonces[0], url).not.toBe(nonces[1]);
      expect(first.body, url).toContain(`nonce="${nonces[0]}"`);
      expect(second.body.replaceAll(nonces[1]!, nonces[0]!), url).toBe(first.body);
      expect(second.headers['content-length'], url).toBe(first.headers['content-length']);
    }
  });

  it('keeps a page per language: its lang follows the cookie, asked again and again', async () => {
    const langOf = async (url: string, cookie: string) =>
      /<html lang="(\w+)"/.exec((await app.inject({ url, headers: { cookie } })).body)?.[1];
    for (const url of ['/', '/login']) {
      for (const lang of ['en', 'es', 'en', 'ca', 'es']) {
        expect(await langOf(url, `receptari_lang=${lang}`), `${url} ${lang}`).toBe(lang);
      }
    }
  });

  it('leaves a signed-in browser’s page as built, with the list preloaded', async () => {
    const res = await app.inject({ url: '/', headers: { cookie: `theme=x; ${SIGNED_IN_COOKIE}=1` } });
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain('prepaint-seed');
    expect(res.body).toContain('as="fetch"');
    // Another value, or the name inside another cookie's, is no sign of a session.
    for (const cookie of [`${SIGNED_IN_COOKIE}=0`, `x${SIGNED_IN_COOKIE}=1`]) {
      expect(rootOf((await app.inject({ url: '/', headers: { cookie } })).body), cookie).not.toBe('');
    }
  });

  it('keeps a path’s paint while the list is the same, and draws it again when the list changes', async () => {
    await app.inject({ url: '/' });
    const before = calls();
    await app.inject({ url: '/' });
    expect(calls()).toBe(before);
    const author = await registerUser(app);
    await makeRecipe(app.db, author.user.id, await makeCatalog(app.db), { image: null });
    app.caches.lists.clear();
    expect(rootOf((await app.inject({ url: '/' })).body)).toContain('drawn / $& 3');
    expect(calls()).toBe(before + 1);
  });

  it('sends the page as built when the render fails', async () => {
    const res = await app.inject({ url: '/info/13' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).toContain('<title>Receptari</title>');
  });
});
