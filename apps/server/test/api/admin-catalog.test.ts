import { categoryCreatedSchema, cuisineCreatedSchema } from '@receptari/shared/admin/admin.schemas';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, recipes } from '../../src/db/schema/index.ts';
import { type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { pdfText } from '../fixtures/pdf-text.ts';
import { registerFreshAdmin } from '../fixtures/users.ts';

let app: TestApp;
let author: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ app, author } = await recipeTestWorld());
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

const post = (path: string, payload: unknown, who: TestUser = admin) =>
  app.inject({ method: 'POST', url: `/api/${path}`, headers: who.auth, payload: payload as object });
const remove = (path: string, id: number | string, who: TestUser = admin) =>
  app.inject({ method: 'DELETE', url: `/api/${path}/${id}`, headers: who.auth });

describe('creating categories and cuisines', () => {
  it('answers 201, the row and the spec’s message; the public list has it at once', async () => {
    const name = uniqueName('Postres');
    const res = await post('categories', { category: `  ${name}  ` });
    expect(res.statusCode).toBe(201);
    const created = categoryCreatedSchema.parse(res.json());
    expect(created).toMatchObject({ name, message: `Categoria creada: ${name}` });
    const listed = (await app.inject({ url: '/api/categories' })).json().categories;
    expect(listed).toContainEqual({ id: created.id, name, name_es: null, name_en: null });

    const country = uniqueName('Tailàndia');
    const cuisine = await post('cuisines', { country });
    expect(cuisine.statusCode).toBe(201);
    expect(cuisineCreatedSchema.parse(cuisine.json())).toMatchObject({
      country,
      message: fill(trAdmin.admin.cuisineCreated, { country }),
    });
    expect((await app.inject({ url: '/api/cuisines' })).json().cuisines).toContainEqual({
      id: cuisine.json().id,
      country,
      country_es: null,
      country_en: null,
    });
  });

  it('refuses a name already there in another case (409), also two at once', async () => {
    const name = uniqueName('Sopes');
    expect((await post('categories', { category: name })).statusCode).toBe(201);
    const again = await post('categories', { category: name.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'name_taken', message: trAdmin.admin.categoryTaken });

    const country = uniqueName('Perú');
    const both = await Promise.all([
      post('cuisines', { country }),
      post('cuisines', { country: country.toLowerCase() }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({
      code: 'name_taken',
      message: trAdmin.admin.cuisineTaken,
    });
  });

  it('refuses blank, too long, missing or non-text names with the schema’s message (422)', async () => {
    const cases: [string, unknown, string][] = [
      ['categories', { category: '   ' }, trAdmin.admin.categoryBlank],
      ['categories', { category: '' }, trAdmin.admin.categoryBlank],
      ['categories', { category: 'x'.repeat(61) }, trAdmin.admin.nameTooLong],
      ['categories', { category: 'x'.repeat(200) }, trAdmin.admin.nameTooLong],
      ['categories', {}, trAdmin.admin.categoryBlank],
      ['categories', { category: 7 }, trAdmin.admin.categoryBlank],
      ['cuisines', { country: ' ' }, trAdmin.admin.cuisineBlank],
      ['cuisines', { country: 'y'.repeat(61) }, trAdmin.admin.nameTooLong],
      ['cuisines', { country: null }, trAdmin.admin.cuisineBlank],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(path, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toContain(message);
    }
    expect((await post('categories', { category: 'x'.repeat(60) })).statusCode).toBe(201);
  });

  it('keeps the Spanish and English names (trimmed, blank as none) and every answer carries them', async () => {
    const name = uniqueName('Postres');
    const res = await post('categories', { category: name, name_es: '  Postres es ', name_en: ' ' });
    expect(res.statusCode).toBe(201);
    const created = categoryCreatedSchema.parse(res.json());
    expect(created).toMatchObject({ name, name_es: 'Postres es', name_en: null });
    const country = uniqueName('Itàlia');
    const cuisine = cuisineCreatedSchema.parse(
      (await post('cuisines', { country, country_es: null, country_en: 'Italy' })).json(),
    );
    expect(cuisine).toMatchObject({ country, country_es: null, country_en: 'Italy' });
    expect((await app.inject({ url: '/api/categories' })).json().categories).toContainEqual({
      id: created.id,
      name,
      name_es: 'Postres es',
      name_en: null,
    });

    // A recipe's detail (cached once for every language) carries all three names.
    const id = await makeRecipe(app.db, author.user.id, { category: created, cuisine });
    const detail = (await app.inject({ url: `/api/recipes/${id}`, headers: author.auth })).json();
    expect(detail.category).toEqual({ id: created.id, name, name_es: 'Postres es', name_en: null });
    expect(detail.cuisine).toEqual({ id: cuisine.id, country, country_es: null, country_en: 'Italy' });
  });

  it('refuses a translation too long, not text or with control characters (422, in Catalan)', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['categories', { name_es: 'x'.repeat(61) }, trAdmin.admin.nameTooLong],
      ['categories', { name_en: 7 }, trAdmin.admin.translationInvalid],
      ['cuisines', { country_en: ['Italy'] }, trAdmin.admin.translationInvalid],
      ['cuisines', { country_es: 'Ita\u0007lia' }, tr.errors.controlCharacters],
    ];
    for (const [path, extra, message] of cases) {
      const body =
        path === 'categories'
          ? { category: uniqueName('c'), ...extra }
          : { country: uniqueName('c'), ...extra };
      const res = await post(path, body);
      expect(res.statusCode, JSON.stringify(extra)).toBe(422);
      expect(res.json().message).toContain(message);
    }
    expect(
      (await post('cuisines', { country: uniqueName('c'), country_en: 'y'.repeat(60) })).statusCode,
    ).toBe(201);
  });

  it('are for admins only', async () => {
    expect((await post('categories', { category: uniqueName('c') }, author)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/cuisines', payload: { country: 'X' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('deleting categories and cuisines', () => {
  it('deletes an unused one (its message), and 404 for an unknown or already deleted one', async () => {
    const created = (await post('categories', { category: uniqueName('Buida') })).json();
    const res = await remove('categories', created.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: trAdmin.admin.categoryDeleted });
    const again = await remove('categories', created.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'category_not_found',
      message: trAdmin.admin.categoryNotFound,
    });
    const cuisine = await remove('cuisines', 2_000_000_000);
    expect(cuisine.json()).toMatchObject({
      code: 'cuisine_not_found',
      message: trAdmin.admin.cuisineNotFound,
    });
    const created2 = (await post('cuisines', { country: uniqueName('Buida') })).json();
    expect((await remove('cuisines', created2.id)).json()).toEqual({ message: trAdmin.admin.cuisineDeleted });
  });

  it('refuses one that recipes use, naming how many (409), and leaves it and them as they were', async () => {
    const category = (await post('categories', { category: uniqueName('Usada') })).json();
    const cuisine = (await post('cuisines', { country: uniqueName('Usada') })).json();
    const catalog = { category: { id: category.id }, cuisine: { id: cuisine.id } };
    await makeRecipe(app.db, author.user.id, catalog);
    await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    await makeRecipe(app.db, author.user.id, catalog);

    const res = await remove('categories', category.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'in_use',
      message: fill(trAdmin.admin.categoryInUse, { n: 3 }),
    });
    expect(res.json().message).toBe('No es pot eliminar la categoria: la fan servir 3 recepta(es).');
    const byCuisine = await remove('cuisines', cuisine.id);
    expect(byCuisine.json()).toMatchObject({
      code: 'in_use',
      message: fill(trAdmin.admin.cuisineInUse, { n: 3 }),
    });
    expect(await app.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
    expect(await app.db.select().from(recipes).where(eq(recipes.categoryId, category.id))).toHaveLength(3);
  });

  it('answers one 200 and one 404 to two deletes at once', async () => {
    const created = (await post('categories', { category: uniqueName('Doble') })).json();
    const both = await Promise.all([remove('categories', created.id), remove('categories', created.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});

describe('catalogue names in the request’s language', () => {
  it('prints the Spanish names in a PDF asked for in Spanish, the Catalan one when untranslated', async () => {
    const category = categoryCreatedSchema.parse(
      (await post('categories', { category: 'Coques i pans', name_es: 'Cocas y panes' })).json(),
    );
    const cuisine = cuisineCreatedSchema.parse((await post('cuisines', { country: 'Menorca' })).json());
    const id = await makeRecipe(app.db, author.user.id, { category, cuisine });
    const pdf = async (language: string) => {
      const res = await app.inject({
        url: `/api/recipes/${id}/download`,
        headers: { ...author.auth, 'accept-language': language },
      });
      expect(res.statusCode).toBe(200);
      return (await pdfText(res.rawPayload)).text;
    };
    const spanish = await pdf('es-ES,es;q=0.9');
    expect(spanish).toContain('Cocas y panes');
    expect(spanish).not.toContain('Coques i pans');
    expect(spanish).toContain('Menorca');
    expect(await pdf('ca')).toContain('Coques i pans');
  });
});
