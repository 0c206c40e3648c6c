import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { adminCommentsAnswerSchema, adminRecipesAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, cuisines, mediaUploads, recipes } from '../../src/db/schema/index.ts';
import { type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { makeRecipe, recipeInput, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { foodPhoto } from '../helpers/sample-images.ts';
import { uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

let app: TestApp;
let author: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ app, author } = await recipeTestWorld());
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

const adminRecipes = async (query: Record<string, string>) => {
  const res = await app.inject({ url: '/api/admin/recipes', query, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  return adminRecipesAnswerSchema.parse(res.json());
};
/** makeRecipe, answering `{ id }`. */
const make = async (...args: Parameters<typeof makeRecipe>) => ({ id: await makeRecipe(...args) });
const ids = (answer: { recipes: { id: number }[] }) => answer.recipes.map((r) => r.id);

async function ownCatalog(name: string, country: string) {
  const [category] = await app.db.insert(categories).values({ name }).returning();
  const [cuisine] = await app.db.insert(cuisines).values({ country }).returning();
  return { category: category!, cuisine: cuisine! };
}

describe('the admin recipes list', () => {
  it('has published and pending recipes, newest first, searchable by text, category or cuisine', async () => {
    const tag = uniqueName('zq');
    const catalog = await ownCatalog(`Pèsols ${tag}`, `Àustria ${tag}`);
    const other = await ownCatalog(uniqueName('Altres'), uniqueName('Altres'));
    const a = await make(app.db, author.user.id, other, { title: `Arròs negre ${tag}` });
    const b = await make(app.db, author.user.id, other, {
      title: 'Sense etiqueta',
      description: `Una descripció amb ${tag.toUpperCase()} al mig`,
      status: 'pending',
    });
    const c = await make(app.db, author.user.id, catalog, { title: 'Per categoria' });
    const byText = await adminRecipes({ q: tag });
    expect(ids(byText)).toEqual([c.id, b.id, a.id]);
    expect(byText.recipes.find((r) => r.id === b.id)!.status).toBe('pending');
    expect(byText.recipes.find((r) => r.id === a.id)!.status).toBe('published');
    // Accents and case do not matter, in the title or the catalogue names.
    expect(ids(await adminRecipes({ q: `ARROS NEGRE ${tag}` }))).toEqual([a.id]);
    expect(ids(await adminRecipes({ q: `pesols ${tag}` }))).toEqual([c.id]);
    expect(ids(await adminRecipes({ q: `austria ${tag}` }))).toEqual([c.id]);
    // And in the catalogue names' Spanish and English translations.
    await app.db
      .update(cuisines)
      .set({ countryEn: `Austria en ${tag}` })
      .where(eq(cuisines.id, catalog.cuisine.id));
    expect(ids(await adminRecipes({ q: `austria en ${tag}` }))).toEqual([c.id]);
    expect(ids(await adminRecipes({ q: `${tag}%` }))).toEqual([]);
    expect((await adminRecipes({ q: '' })).recipes.length).toBeGreaterThanOrEqual(3);
  });

  it('pages through more recipes than one page, each once, by the opaque cursor', async () => {
    const tag = uniqueName('pag');
    const catalog = await ownCatalog(uniqueName('Pag'), uniqueName('Pag'));
    const made: number[] = [];
    for (let i = 0; i < 7; i++)
      made.push((await make(app.db, author.user.id, catalog, { title: `${tag} ${i}` })).id);
    // Two recipes made in the same instant still page apart (the id breaks the tie).
    const same = new Date();
    await app.db.update(recipes).set({ createdAt: same }).where(eq(recipes.id, made[2]!));
    await app.db.update(recipes).set({ createdAt: same }).where(eq(recipes.id, made[3]!));
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await adminRecipes({ q: tag, limit: '3', ...(cursor && { cursor }) });
      seen.push(...ids(page));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect([...seen].sort((x, y) => x - y)).toEqual(made);
    expect(new Set(seen).size).toBe(7);
    const bad = await app.inject({
      url: '/api/admin/recipes',
      query: { cursor: 'eyJhdCI6LTF9' },
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(422);
    // Well-formed cursors at the edges of their range still answer, never a 5xx.
    for (const key of [
      { at: Number.MAX_SAFE_INTEGER, id: 2_147_483_647 },
      { at: 0, id: 1 },
    ]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString('base64url');
      const res = await app.inject({
        url: '/api/admin/recipes',
        query: { cursor, q: 'a' },
        headers: admin.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    for (const key of [{ at: -1, id: 1 }, { at: 1.5, id: 1 }, { at: 1, id: 2_147_483_648 }, { id: 1 }]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString('base64url');
      const res = await app.inject({ url: '/api/admin/recipes', query: { cursor }, headers: admin.auth });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('deleting a recipe', () => {
  it('by an admin: audited, its files gone; by its author: not audited', async () => {
    const catalog = await ownCatalog(uniqueName('Del'), uniqueName('Del'));
    const image = (await uploadBytes(app, author.auth, foodPhoto('E007'))).json().secure_url as string;
    const created = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: author.auth,
      payload: recipeInput(catalog, { image, title: 'Per esborrar' }),
    });
    const id = created.json().id as number;
    const files = [image, image.replace('.webp', '-card.webp'), image.replace('.webp', '-detail.webp')].map(
      (u) => join(app.config.dataDir, u.replace(/^\/media\//, 'media/')),
    );
    for (const file of files) expect(existsSync(file)).toBe(true);
    const both = await Promise.all(
      [0, 1].map(() => app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: admin.auth })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    for (const file of files) expect(existsSync(file)).toBe(false);
    expect(await app.db.select().from(mediaUploads).where(eq(mediaUploads.url, image))).toHaveLength(0);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'recipe.delete',
        adminId: admin.user.id,
        targetLabel: 'Per esborrar',
      }),
    ]);

    const own = await make(app.db, author.user.id, catalog, { title: 'Meva' });
    const mine = await app.inject({ method: 'DELETE', url: `/api/recipes/${own.id}`, headers: author.auth });
    expect(mine.statusCode).toBe(200);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.targetId, own.id))).toEqual([]);
  });
});

describe('rejecting a pending recipe', () => {
  it('removes its files once the rejection has committed', async () => {
    const catalog = await ownCatalog(uniqueName('Rej'), uniqueName('Rej'));
    const image = await uploadSample(app, author.auth);
    const created = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: author.auth,
      payload: recipeInput(catalog, { image }),
    });
    expect(created.json().status).toBe('pending');
    const file = join(app.config.dataDir, image.replace(/^\/media\//, 'media/'));
    expect(existsSync(file)).toBe(true);
    const res = await app.inject({
      method: 'POST',
      url: `/api/admin/recipes/${created.json().id}/reject`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(file.replace('.webp', '-card.webp'))).toBe(false);
    expect(existsSync(file.replace('.webp', '-phone.avif'))).toBe(false);
  });
});

describe('the admin comments list', () => {
  it('pages newest first with next_cursor, searchable by user, recipe or text', async () => {
    const catalog = await ownCatalog(uniqueName('Com'), uniqueName('Com'));
    const tag = uniqueName('Comentari');
    const recipe = await make(app.db, author.user.id, catalog, { title: `Recepta ${tag}` });
    const writer = await registerFresh(app);
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/recipes/${recipe.id}/comment`,
        headers: writer.auth,
        payload: { comment: `Text ${i}` },
      });
      made.push(res.json().id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await app.inject({
        url: '/api/comments',
        query: { q: tag.toLowerCase(), limit: '2', ...(cursor && { cursor }) },
        headers: admin.auth,
      });
      const page = adminCommentsAnswerSchema.parse(res.json());
      seen.push(...page.comments.map((c) => c.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...made].reverse());
    const byName = await app.inject({
      url: '/api/comments',
      query: { q: writer.user.name },
      headers: admin.auth,
    });
    expect(byName.json().comments).toHaveLength(5);
    expect(byName.json().next_cursor).toBeNull();

    // An admin deleting someone else's comment is audited; the writer deleting their own is not.
    const del = (id: number, who: TestUser) =>
      app.inject({
        method: 'DELETE',
        url: `/api/recipes/${recipe.id}/comments`,
        headers: who.auth,
        payload: { comment: id },
      });
    const both = await Promise.all([del(made[0]!, admin), del(made[0]!, admin)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(both.find((r) => r.statusCode === 404)!.json().message).toBe(tr.comments.notFound);
    expect((await del(made[1]!, writer)).statusCode).toBe(200);
    const audited = await app.db.select().from(auditLog).where(eq(auditLog.action, 'comment.delete'));
    expect(audited.map((e) => e.targetId)).toEqual([made[0]]);
    expect(audited[0]).toMatchObject({ adminId: admin.user.id, targetLabel: 'Text 0' });
  });
});
