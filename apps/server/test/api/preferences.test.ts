import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cuisines } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
let cuisineIds: number[];
let categoryIds: number[];
beforeAll(async () => {
  app = await buildTestApp();
  cuisineIds = (
    await app.db
      .insert(cuisines)
      .values([{ country: 'Catalunya' }, { country: 'Japó' }, { country: 'Itàlia' }])
      .returning()
  ).map((c) => c.id);
  categoryIds = (
    await app.db
      .insert(categories)
      .values([{ name: 'Postres' }, { name: 'Arrossos' }])
      .returning()
  ).map((c) => c.id);
});
afterAll(() => app.dispose());

const url = '/api/recommendations/preferences';

describe('preferences', () => {
  it('options list every cuisine and category, to anyone', async () => {
    const res = await app.inject({ url: '/api/recommendations/options' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cuisines.map((c: { country: string }) => c.country)).toEqual([
      'Catalunya',
      'Itàlia',
      'Japó',
    ]);
    expect(res.json().categories.map((c: { name: string }) => c.name)).toEqual(['Arrossos', 'Postres']);
  });

  it('are 404 before the user saves any, then read back what was saved', async () => {
    const { auth } = await registerUser(app);
    expect((await app.inject({ url, headers: auth })).statusCode).toBe(404);

    const body = { cuisine_ids: [cuisineIds[0]!, cuisineIds[1]!], category_ids: [categoryIds[0]!] };
    const saved = await app.inject({ method: 'POST', url, headers: auth, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Preferencias guardadas correctamente');

    const read = (await app.inject({ url, headers: auth })).json();
    expect(read.cuisine_ids.sort()).toEqual(body.cuisine_ids.sort());
    expect(read.category_ids).toEqual(body.category_ids);
    expect(read.cuisines.map((c: { country: string }) => c.country)).toEqual(['Catalunya', 'Japó']);
  });

  it('saving again replaces the whole set; empty lists are a saved choice', async () => {
    const { auth } = await registerUser(app);
    await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { cuisine_ids: cuisineIds, category_ids: categoryIds },
    });
    await app.inject({ method: 'POST', url, headers: auth, payload: { cuisine_ids: [], category_ids: [] } });
    const read = await app.inject({ url, headers: auth });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ cuisine_ids: [], category_ids: [] });
  });

  it('unknown ids are refused with 422 and change nothing', async () => {
    const { auth } = await registerUser(app);
    await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { cuisine_ids: [cuisineIds[2]!], category_ids: [] },
    });
    const res = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { cuisine_ids: [cuisineIds[0]!, 999_999], category_ids: [888_888] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['category_ids', 'cuisine_ids']);
    expect((await app.inject({ url, headers: auth })).json().cuisine_ids).toEqual([cuisineIds[2]]);
  });

  it('need a signed-in user', async () => {
    expect((await app.inject({ url })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url, payload: { cuisine_ids: [], category_ids: [] } })).statusCode,
    ).toBe(401);
  });
});
