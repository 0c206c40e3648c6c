import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '@receptari/shared/auth/auth.rules';
import { recipes } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

/**
 * A recipe page's link preview tags (modules/recipes/share-tags.ts, put in by plugins/static.ts;
 * docs/product.md#sharing-a-recipe): what a pasted /info/{id} link shows, and only for a recipe
 * a visitor could see as a card. A first paint module of the real one's shape is present, so the
 * tags are checked beside the paint it keeps by path.
 */
const build = mkdtempSync(join(tmpdir(), 'receptari-share-'));
const web = join(build, 'dist');
const HOST = 'receptari.cat';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => {
  mkdirSync(web);
  mkdirSync(join(build, 'dist-prepaint'));
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head><title>Receptari</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(build, 'dist-prepaint', 'render-prepaint.js'),
    `export const prepareLocales = async () => {};
    export function renderPrepaint(url) {
      return { root: '<p>drawn ' + url + '</p>', head: '', seed: '' };
    }`,
  );
  app = await buildTestApp({ WEB_DIST_DIR: web });
  author = await registerUser(app);
  catalog = await makeCatalog(app.db);
});
afterAll(async () => {
  await app.dispose();
  rmSync(build, { recursive: true, force: true });
});

const long = Array.from({ length: 20 }, (_, i) => `paraula${i + 1}`).join(' ');
const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: HOST, ...headers } });
/** Every preview tag of a page, by its property or name, its content unescaped as a browser reads it. */
function tagsOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, key, content] of head.matchAll(
    /<meta (?:property|name)="((?:og|twitter):[a-z_:]+)" content="([^"]*)">/g,
  ))
    tags[key!] = content!
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  return tags;
}

describe('a recipe page’s link preview tags', () => {
  it('tell what the landing card tells: title, the 15-word description, the card picture, absolute', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, {
      title: 'Coca "de" <llardons> & \'sucre\'',
      description: long,
      image: '/media/seed/recipe-3.webp',
    });
    const res = await page(`/info/${id}`);
    expect(res.statusCode).toBe(200);
    expect(tagsOf(res.body)).toEqual({
      'og:type': 'article',
      'og:site_name': 'Receptari',
      'og:locale': 'ca_ES',
      'og:url': `http://${HOST}/info/${id}`,
      'og:title': 'Coca "de" <llardons> & \'sucre\'',
      'og:description': `${long.split(' ').slice(0, 15).join(' ')}...`,
      'og:image': `http://${HOST}/media/seed/recipe-3-card.webp`,
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Coca "de" <llardons> & \'sucre\'',
      'twitter:description': `${long.split(' ').slice(0, 15).join(' ')}...`,
      'twitter:image': `http://${HOST}/media/seed/recipe-3-card.webp`,
    });
    // Escaped where it stands: nothing of the title leaves its attribute.
    expect(res.body).toContain('content="Coca &quot;de&quot; &lt;llardons&gt; &amp; &#39;sucre&#39;"');
    expect(res.body).not.toContain('<llardons>');
    // The page is otherwise as before: this answer's, revalidated, the visitor's first paint in it.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toContain(`<p>drawn /info/${id}</p>`);
  });

  it('go to every caller and any query (a preview fetcher, a signed-in browser, a tracking parameter)', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { image: null, description: '' });
    for (const [url, headers] of [
      [`/info/${id}?utm_source=x`, {}],
      [`/INFO/${id}`, {}],
      [`/info/${id}`, { cookie: `${SIGNED_IN_COOKIE}=1` }],
    ] as const) {
      const tags = tagsOf((await page(url, headers)).body);
      expect(tags['og:url'], url).toBe(`http://${HOST}/info/${id}`);
      // No picture: no image tags, and the small card. No description: the card's own words.
      expect(tags['og:image'], url).toBeUndefined();
      expect(tags['twitter:card'], url).toBe('summary');
      expect(tags['og:description'], url).toBe('Sense descripció disponible');
    }
  });

  it('say nothing of a pending, deleted or unknown recipe, nor of any other page', async () => {
    const pending = await makeRecipe(app.db, author.user.id, catalog, {
      title: 'Secret pendent',
      status: 'pending',
    });
    const gone = await makeRecipe(app.db, author.user.id, catalog, { title: 'Recepta esborrada' });
    expect(tagsOf((await page(`/info/${gone}`)).body)['og:title']).toBe('Recepta esborrada');
    const del = await app.inject({ method: 'DELETE', url: `/api/recipes/${gone}`, headers: author.auth });
    expect(del.statusCode).toBe(200);
    for (const url of [
      `/info/${pending}`,
      `/info/${gone}`,
      '/info/999999999',
      '/info/99999999999',
      `/info/0${pending}`,
      `/info/${pending}/x`,
      '/',
      '/search',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(tagsOf(res.body), url).toEqual({});
      expect(res.body, url).not.toContain('Secret pendent');
      expect(res.body, url).not.toContain('Recepta esborrada');
    }
    // Not to its author either: the page's tags are the visitor's card, whoever asks.
    const own = await page(`/info/${pending}`, { ...author.auth, cookie: `${SIGNED_IN_COOKIE}=1` });
    expect(own.body).not.toContain('Secret pendent');
  });

  it('never carry one recipe’s tags on another’s page, compressed or not', async () => {
    const a = await makeRecipe(app.db, author.user.id, catalog, { title: 'Recepta A' });
    const b = await makeRecipe(app.db, author.user.id, catalog, { title: 'Recepta B' });
    for (let round = 0; round < 2; round++) {
      for (const [id, title, other] of [
        [a, 'Recepta A', 'Recepta B'],
        [b, 'Recepta B', 'Recepta A'],
      ] as const) {
        const res = await page(`/info/${id}`, { 'accept-encoding': 'br' });
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toContain('accept-encoding');
        const html = brotliDecompressSync(res.rawPayload).toString();
        expect(tagsOf(html)['og:title']).toBe(title);
        expect(tagsOf(html)['og:url']).toBe(`http://${HOST}/info/${id}`);
        expect(html).not.toContain(other);
      }
    }
  });

  it('are built on a host the request can vouch for, or not at all', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    // No TRUST_PROXY: a forwarded host is not believed; the Host header itself is.
    const forwarded = await page(`/info/${id}`, { 'x-forwarded-host': 'evil.example' });
    expect(tagsOf(forwarded.body)['og:url']).toBe(`http://${HOST}/info/${id}`);
    expect(forwarded.body).not.toContain('evil.example');
    for (const host of ['receptari.cat@evil.example', 'evil.example/x?', 'receptari.cat:80:81']) {
      const res = await app.inject({ url: `/info/${id}`, headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(tagsOf(res.body), host).toEqual({});
    }
  });

  it('follow a recipe sent back to review after the next write', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { title: 'Recepta editada' });
    expect(tagsOf((await page(`/info/${id}`)).body)['og:title']).toBe('Recepta editada');
    // Sent back to review behind the API's back; any write through the API then drops the kept
    // card with the other answer caches (lib/app-caches.ts), as an edit's own write would.
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, id));
    await registerUser(app);
    expect(tagsOf((await page(`/info/${id}`)).body)).toEqual({});
  });
});
