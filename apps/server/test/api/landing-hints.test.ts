import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';

const web = mkdtempSync(join(tmpdir(), 'receptari-web-'));
let app: TestApp;
beforeAll(async () => {
  writeFileSync(join(web, 'index.html'), '<!doctype html><head><title>Receptari</title></head><body></body>');
  app = await buildTestApp({ WEB_DIST_DIR: web });
});
afterAll(async () => {
  await app.dispose();
  rmSync(web, { recursive: true, force: true });
});

const preloads = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe('the landing page’s <head>', () => {
  it('preloads the popular list and, once a recipe has a picture, the carousel’s first one', async () => {
    const empty = await app.inject({ url: '/' });
    expect(preloads(empty.body)).toEqual([
      '<link rel="preload" as="fetch" href="/api/recipes?sort=popular&amp;limit=20" crossorigin="use-credentials">',
    ]);

    const author = await registerUser(app);
    const catalog = await makeCatalog(app.db);
    await makeRecipe(app.db, author.user.id, catalog, { image: null });
    await makeRecipe(app.db, author.user.id, catalog, { image: '/media/seed/recipe-3.webp' });
    // As a write through the API would (the lists cache otherwise keeps the empty list a second).
    app.caches.lists.clear();
    const page = (await app.inject({ url: '/' })).body;
    const image = preloads(page).find((link) => link.includes('as="image"'));
    expect(image).toContain('type="image/avif"');
    expect(image).toContain('fetchpriority="high"');
    expect(image).toContain(
      'imagesrcset="/media/seed/recipe-3-card.avif 480w, /media/seed/recipe-3-phone.avif 720w, /media/seed/recipe-3-detail.avif 1200w"',
    );
    expect(image).toContain('imagesizes="(min-width: 1140px) 1140px, calc(100vw - 32px)"');
    expect(page.indexOf(image!)).toBeLessThan(page.indexOf('</head>'));
  });

  it('is only the landing page’s: other screens get the page as built', async () => {
    for (const url of ['/search', '/info/1', '/login']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(preloads(res.body), url).toEqual([]);
    }
  });
});
