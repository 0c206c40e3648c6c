import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MicroCache } from '../../src/lib/micro-cache.ts';
import { searchCacheKey } from '../../src/modules/search/search-answer.service.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

// Words as people write them (docs/product.md#words-as-people-write-them): stems and synonyms in
// Catalan, Spanish and English, in the search text and in the ingredient filter.

let app: TestApp;
let me: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
});
afterAll(() => app.dispose());

const ids = async (query: string) => {
  const res = await app.inject({ url: `/api/recipes/search?${query}`, headers: me.auth });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recipes as { id: number }[]).map((r) => r.id);
};
const ingredient = (name: string) => ({ quantity: '1', unit: 'unitats' as const, name });
const options = async () => (await app.inject({ url: '/api/ingredients' })).json().ingredients as string[];

describe('the search text, word by word', () => {
  let c: Catalog;
  const titled = (title: string, description = '') =>
    makeRecipe(app.db, me.user.id, c, { title, description });
  const found = (q: string) => ids(`category=${c.category.id}&q=${encodeURIComponent(q)}`);
  beforeAll(async () => {
    c = await makeCatalog(app.db);
  });

  it('finds the other forms of a word and its names in Catalan, Spanish and English', async () => {
    const amanida = await titled("Amanida d'alvocat");
    const tostada = await titled('Avocado toast', 'Pa torrat amb aguacate.');
    const truita = await titled('Truita de patates');
    const huevos = await titled('Huevos rotos');
    const ous = await titled('Ous ferrats', 'Amb pa.');
    const sous = await titled('Vedella sous vide'); // "ou" inside a word is no egg
    const pebrots = await titled('Pebrots farcits');
    const pebre = await titled('Filet al pebre');

    expect(await found('alvocats')).toEqual([tostada, amanida]); // Catalan plural, Spanish, English
    expect(await found('Aguacates')).toEqual([tostada, amanida]);
    expect(await found('potatoes')).toEqual([truita]);
    expect(await found('patata')).toEqual([truita]); // patata → patates: the Catalan stem
    expect(await found('eggs')).toEqual([ous, huevos]);
    expect(await found('huevo')).toEqual([ous, huevos]);
    expect(await found('pimientos')).toEqual([pebrots]);
    expect(await found('pebrot')).toEqual([pebrots]); // not pebre, another food
    expect(await found('pimienta')).toEqual([pebre]);
    // The text as typed still matches as a substring, as before: "ou" is inside "sous".
    expect(await found('ou')).toEqual(expect.arrayContaining([sous, ous, huevos]));
  });

  it('ANDs the words in any order, joining words left out, and keeps a quoted text whole', async () => {
    const catalan = await titled('Arròs amb pollastre');
    const spanish = await titled('Arroz con pollo', 'Un clàssic de diumenge.');
    const english = await titled('Chicken fried rice');
    const reversed = await titled('Pollastre a la cassola', 'Amb arròs blanc.');
    await titled('Arròs negre');
    await titled('Pollastre rostit');

    expect(await found('arròs amb pollastre')).toEqual([reversed, english, spanish, catalan]);
    expect(await found('POLLO ARROZ')).toEqual([reversed, english, spanish, catalan]);
    expect(await found('"arròs amb pollastre"')).toEqual([catalan]);
  });
});

describe('the ingredient filter and its options', () => {
  it('finds every spelling of the chosen ingredient, and lists one name per ingredient', async () => {
    const c = await makeCatalog(app.db);
    const cooked = (names: string[]) =>
      makeRecipe(app.db, me.user.id, c, { ingredients: names.map(ingredient) });
    const singular = await cooked(['Alvocat', 'Sal']);
    const again = await cooked([' alvocat ']);
    const plural = await cooked(['Alvocats', 'Llima']);
    const spanish = await cooked(['Aguacate']);
    await cooked(['Ceba']);

    const byIngredient = (name: string) =>
      ids(`category=${c.category.id}&ingredient=${encodeURIComponent(name)}`);
    const all = [spanish, plural, again, singular];
    expect(await byIngredient('alvocats')).toEqual(all);
    expect(await byIngredient('alvocat')).toEqual(all);
    expect(await byIngredient('AVOCADO')).toEqual(all); // a spelling no recipe uses
    expect(await byIngredient('cebes')).toHaveLength(1);

    const res = await app.inject({
      method: 'POST',
      url: '/api/recipes/filter-by-ingredients',
      headers: me.auth,
      payload: { ingredients: ['aguacates'] },
    });
    expect((res.json().recipes as { id: number }[]).map((r) => r.id)).toEqual(all);

    // The most used spelling names the ingredient: "alvocat" (twice) over "alvocats" and "aguacate".
    const names = await options();
    expect(names).toContain('alvocat');
    expect(names).not.toContain('alvocats');
    expect(names).not.toContain('aguacate');
    expect(names).toEqual(expect.arrayContaining(['ceba', 'sal', 'llima']));
    expect(names).toEqual([...names].sort());
  });
});

describe('the search cache key', () => {
  const key = (over: { q?: string; ingredient?: string[] }) => searchCacheKey({ limit: 20, ...over });

  it('ignores case, accents and the spelling of an ingredient, as the search does', () => {
    expect(key({ q: 'Arròs amb POLLASTRE' })).toBe(key({ q: 'arros  amb pollastre' }));
    expect(key({ q: 'Alvocats' })).toBe(key({ q: 'alvocats' }));
    expect(key({ q: 'pebrot' })).not.toBe(key({ q: 'pebre' }));
    expect(key({ ingredient: ['Alvocats'] })).toBe(key({ ingredient: ['aguacate', 'alvocat'] }));
    expect(key({ ingredient: ['alvocat'] })).not.toBe(key({ ingredient: ['ceba'] }));
  });

  it('answers a search spelt another way from the same entry', async () => {
    const usual = app.caches.search;
    app.caches.search = new MicroCache<string>(Number.POSITIVE_INFINITY, 100);
    try {
      const c = await makeCatalog(app.db);
      const first = await makeRecipe(app.db, me.user.id, c, { title: 'Crema de carbassó' });
      expect(await ids(`category=${c.category.id}&q=CARBASSÓ`)).toEqual([first]);
      // Written straight into the database, the cache does not know: the same question spelt
      // another way gets the answer already given.
      await makeRecipe(app.db, me.user.id, c, { title: 'Carbassó farcit' });
      expect(await ids(`category=${c.category.id}&q=carbasso`)).toEqual([first]);
    } finally {
      app.caches.search = usual;
    }
  });
});
