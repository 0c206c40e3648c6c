import { FILTER_TIMES } from '@receptari/shared/search/search.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let me: TestUser;
let a: Catalog;
let b: Catalog;
beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
  a = await makeCatalog(app.db);
  b = await makeCatalog(app.db);
});
afterAll(() => app.dispose());

const ids = async (url: string) => {
  const res = await app.inject({ url, headers: me.auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recipes as { id: number }[]).map((r) => r.id);
};

describe('the filter calls (docs/product.md#search-and-filter-calls)', () => {
  it('GET /times offers the minute values', async () => {
    const res = await app.inject({ url: '/api/times' });
    expect(res.json()).toEqual({ times: [...FILTER_TIMES] });
  });

  it('GET /ingredients lists each name once, by its key, from recipe writes', async () => {
    const ingredients = [
      { quantity: '1', unit: '' as const, name: '  Safrà ' },
      { quantity: '2', unit: 'g' as const, name: 'sal' },
    ];
    await makeRecipe(app.db, me.user.id, a, { ingredients });
    await makeRecipe(app.db, me.user.id, a, { ingredients: [{ quantity: '', unit: '', name: 'SAFRÀ' }] });
    const names = (await app.inject({ url: '/api/ingredients' })).json().ingredients as string[];
    expect(names.filter((n) => n === 'safrà')).toHaveLength(1);
    expect(names).toContain('sal');
    expect(names).toEqual([...names].sort());
  });

  it('filters by category and by cuisine: published recipes only, newest first', async () => {
    const first = await makeRecipe(app.db, me.user.id, a);
    const second = await makeRecipe(app.db, me.user.id, { category: a.category, cuisine: b.cuisine });
    await makeRecipe(app.db, me.user.id, a, { status: 'pending' });
    await makeRecipe(app.db, me.user.id, b);
    expect(await ids(`/api/filterByCategory/${a.category.id}`)).toEqual(
      expect.arrayContaining([second, first]),
    );
    const byCategory = await ids(`/api/filterByCategory/${a.category.id}`);
    expect(byCategory.indexOf(second)).toBeLessThan(byCategory.indexOf(first));
    expect(await ids(`/api/filterByCuisine/${b.cuisine.id}`)).not.toContain(first);
    expect(await ids(`/api/filterByCuisine/${b.cuisine.id}`)).toContain(second);
  });

  it('filters by total time (prep + cook) up to the value', async () => {
    const c = await makeCatalog(app.db);
    const quick = await makeRecipe(app.db, me.user.id, c, { prep_time: 10, cook_time: 20 });
    const slow = await makeRecipe(app.db, me.user.id, c, { prep_time: 10, cook_time: 21 });
    const found = await ids('/api/filterByTime/30?limit=100');
    expect(found).toContain(quick);
    expect(found).not.toContain(slow);
  });

  it('POST /recipes/filter-by-ingredients unions the names, case- and space-insensitively', async () => {
    const c = await makeCatalog(app.db);
    const ing = (name: string) => [{ quantity: '', unit: '' as const, name }];
    const tofu = await makeRecipe(app.db, me.user.id, c, { ingredients: ing('Tofu fumat') });
    const seitan = await makeRecipe(app.db, me.user.id, c, { ingredients: ing('seitan') });
    const other = await makeRecipe(app.db, me.user.id, c, { ingredients: ing('Tofu') });
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipes/filter-by-ingredients',
      headers: me.auth,
      payload: { ingredients: [' TOFU FUMAT', 'Seitan', 'no-existeix'] },
    });
    expect(res.statusCode).toBe(200);
    const found = (res.json().recipes as { id: number }[]).map((r) => r.id);
    expect(found).toEqual([seitan, tofu]);
    expect(found).not.toContain(other);
  });

  it('refuses an empty ingredient list with the spec sentence', async () => {
    for (const payload of [{ ingredients: [] }, {}, { ingredients: ['  '] }, { ingredients: 'sal' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/recipes/filter-by-ingredients',
        headers: me.auth,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Debe proporcionar al menos un ingrediente');
    }
  });

  it('answers bad ids and times with a 422, unknown ids with an empty list, no token with 401', async () => {
    expect(await ids('/api/filterByCategory/987654')).toEqual([]);
    for (const url of ['/api/filterByCategory/abc', '/api/filterByCuisine/-1', '/api/filterByTime/-5']) {
      const res = await app.inject({ url, headers: me.auth });
      expect(res.statusCode, url).toBe(422);
    }
    expect((await app.inject({ url: '/api/filterByTime/-5', headers: me.auth })).json().message).toBe(
      'El temps màxim no pot ser negatiu.',
    );
    expect((await app.inject({ url: `/api/filterByCategory/${a.category.id}` })).statusCode).toBe(401);
  });

  it('keeps recipes whose category was deleted out of every category filter', async () => {
    const c = await makeCatalog(app.db);
    const orphan = await makeRecipe(app.db, me.user.id, c);
    await app.db.delete(categories).where(eq(categories.id, c.category.id));
    expect(await ids(`/api/filterByCategory/${c.category.id}`)).toEqual([]);
    expect(await ids(`/api/filterByCuisine/${c.cuisine.id}`)).toEqual([orphan]);
  });
});
