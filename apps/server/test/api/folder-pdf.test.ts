import { parse } from 'content-disposition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderRecipes, recipes } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';
import { storeWebp } from '../helpers/store-webp.ts';
import { pdfStructure, pdfText } from '../fixtures/pdf-text.ts';

let app: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  app = await buildTestApp();
  catalog = await makeCatalog(app.db);
});
afterAll(() => app.dispose());

const cookbook = (folderId: number | string, auth?: Record<string, string>) =>
  app.inject({ url: `/api/folders/${folderId}/pdf`, headers: auth ?? {} });

async function makeFolder(user: TestUser, name = uniqueName('carpeta'), recipeIds: number[] = []) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/folders',
    headers: user.auth,
    payload: { name },
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: number };
  for (const recipeId of recipeIds) {
    const added = await app.inject({
      method: 'POST',
      url: `/api/folders/${id}/recipes/${recipeId}`,
      headers: user.auth,
    });
    expect(added.statusCode).toBe(201);
  }
  return id;
}

const hasImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

describe('GET /api/folders/{folderId}/pdf', () => {
  it('is a cookbook: a cover, the contents with pages and links, each recipe from a new page', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const titles = ['Coca de recapte', 'Escudella barrejada', 'Crema catalana'];
    const ids = [
      await makeRecipe(app.db, owner.user.id, catalog, {
        title: titles[0],
        image: await storeWebp(app, 'coca.webp'),
      }),
      await makeRecipe(app.db, owner.user.id, catalog, { title: titles[1], status: 'pending', image: null }),
      await makeRecipe(app.db, other.user.id, catalog, { title: titles[2], image: null }),
    ];
    // Seen when it was added, hidden since (waiting for review): left out.
    const hidden = await makeRecipe(app.db, other.user.id, catalog, { title: 'Amagada', image: null });
    const folder = await makeFolder(owner, 'Receptes d’hivern', [...ids, hidden]);
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, hidden));

    const res = await cookbook(folder, owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    // The name as it is, in UTF-8, and a plain fallback for clients that read only `filename`.
    const disposition = parse(String(res.headers['content-disposition']));
    expect(disposition).toMatchObject({
      type: 'attachment',
      parameters: { filename: 'Receptes d’hivern.pdf' },
    });
    expect(String(res.headers['content-disposition'])).toContain('filename="Receptes d_hivern.pdf"');
    expect(hasImage(res.rawPayload)).toBe(true);

    const { pages, links, outline } = await pdfStructure(res.rawPayload);
    expect(pages[0]).toContain('Receptes d’hivern');
    expect(pages[0]).toContain('3 receptes');
    expect(pages[1]).toMatch(/^Índex/);
    // The folder's order: newest added first.
    const order = [...titles].reverse();
    expect(outline).toEqual(order);
    for (const title of order) {
      const start = pages.findIndex((text) => text.startsWith(title)) + 1;
      expect(start, title).toBeGreaterThan(2);
      expect(pages[1]).toMatch(new RegExp(`${title}\\s+${start}\\n`));
      expect(links).toContainEqual({ from: 2, to: start });
    }
    expect(links).toHaveLength(3);
    expect(pages.join('\n')).not.toContain('Amagada');
    // Numbered from the contents on; the cover has no number.
    expect(pages[0]).not.toContain('Pàgina');
    expect(pages.at(-1)).toContain(`Pàgina ${pages.length} de ${pages.length}`);
  });

  it('spreads a long contents over several pages, every line linked to its recipe', async () => {
    const owner = await registerUser(app);
    const ids = [];
    for (let i = 1; i <= 30; i++) {
      ids.push(
        await makeRecipe(app.db, owner.user.id, catalog, { title: `Recepta número ${i}`, image: null }),
      );
    }
    const res = await cookbook(await makeFolder(owner, 'Totes', ids), owner.auth);
    expect(res.statusCode).toBe(200);
    const { pages, links } = await pdfStructure(res.rawPayload);
    expect(pages[1]).toContain('Recepta número 30');
    expect(pages[2]).toMatch(/^Recepta número 2\s+\d+\nRecepta número 1\s+\d+\n/);
    expect(links.filter((l) => l.from === 2)).toHaveLength(28);
    expect(links.filter((l) => l.from === 3)).toHaveLength(2);
    for (const { to } of links) expect(pages[to - 1]).toMatch(/^Recepta número \d+/);
    expect(new Set(links.map((l) => l.to)).size).toBe(30);
  });

  it('refuses an empty folder, or one whose recipes the caller may no longer see, in Catalan', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    for (const folder of [
      await makeFolder(owner),
      await makeFolder(owner, uniqueName('c'), [await makeRecipe(app.db, other.user.id, catalog)]),
    ]) {
      await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.userId, other.user.id));
      const res = await cookbook(folder, owner.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'folder_empty', message: 'La carpeta és buida.' });
    }
  });

  it('refuses a folder over 200 recipes, before drawing any', async () => {
    const owner = await registerUser(app);
    const folder = await makeFolder(owner);
    const rows = await app.db
      .insert(recipes)
      .values(Array.from({ length: 201 }, (_, i) => ({ userId: owner.user.id, title: `R${i}` })))
      .returning({ id: recipes.id });
    await app.db.insert(folderRecipes).values(rows.map((r) => ({ folderId: folder, recipeId: r.id })));
    const res = await cookbook(folder, owner.auth);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'folder_too_big',
      message: 'La carpeta té 201 receptes i un PDF en pot tenir com a màxim 200.',
    });
  });

  it('is the owner’s only: anyone else’s folder is a 404, a visitor a 401', async () => {
    const owner = await registerUser(app);
    const folder = await makeFolder(owner, uniqueName('c'), [
      await makeRecipe(app.db, owner.user.id, catalog),
    ]);
    const stranger = await cookbook(folder, (await registerUser(app)).auth);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('folder_not_found');
    expect((await cookbook(99_999_999, owner.auth)).statusCode).toBe(404);
    expect((await cookbook('abc', owner.auth)).statusCode).toBe(404);
    expect((await cookbook(folder)).statusCode).toBe(401);
    const { text } = await pdfText((await cookbook(folder, owner.auth)).rawPayload);
    expect(text).toContain('1 recepta');
  });
});
