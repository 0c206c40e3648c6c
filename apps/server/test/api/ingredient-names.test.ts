import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, recipeInput, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { foodPhoto } from '../helpers/sample-images.ts';
import { uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { registerAdmin } from '../fixtures/users.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
let image: string;
beforeAll(async () => {
  ({ app, author, catalog } = await recipeTestWorld());
  // A photo the food check calls food: recipes made with it are published at once.
  image = (await uploadBytes(app, author.auth, foodPhoto('E007'))).json().secure_url;
});
afterAll(() => app.dispose());

const ingredients = (...names: string[]): RecipeInput['ingredients'] =>
  names.map((name) => ({ quantity: '1', unit: '', name }));
const payload = (names: string[], media: { image: string } = { image }) =>
  recipeInput(catalog, { ...media, ingredients: ingredients(...names) });

async function create(names: string[], media?: { image: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: author.auth,
    payload: payload(names, media),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}
const listed = async () => (await app.inject({ url: '/api/ingredients' })).json().ingredients as string[];

describe('GET /ingredients lists exactly the names some recipe uses', () => {
  it('lists a name once a recipe uses it, and while another recipe still uses the same key', async () => {
    const first = await create(['Tomàquet', 'Alfàbrega']);
    expect(await listed()).toEqual(expect.arrayContaining(['tomàquet', 'alfàbrega']));
    const second = await create([' tomàquet ']);

    const del = (id: number) =>
      app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: author.auth });
    expect((await del(first.id)).statusCode).toBe(200);
    const afterFirst = await listed();
    expect(afterFirst).toContain('tomàquet'); // " tomàquet " is the same key
    expect(afterFirst).not.toContain('alfàbrega');

    expect((await del(second.id)).statusCode).toBe(200);
    expect(await listed()).not.toContain('tomàquet');
  });

  it('follows an edit: a name no recipe uses any more goes, the new one comes', async () => {
    await create(['Ceba']);
    const edited = await create(['Ceba', 'Pebrot vermell']);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/recipes/${edited.id}`,
      headers: author.auth,
      payload: payload(['Carbassó']),
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = await listed();
    expect(names).toEqual(expect.arrayContaining(['ceba', 'carbassó'])); // ceba: the other recipe
    expect(names).not.toContain('pebrot vermell');
    expect(names).toEqual([...names].sort());
  });

  it('drops the names only a rejected recipe used', async () => {
    const admin = await registerAdmin(app);
    await create(['Farigola']);
    // A flat-colour photo the food check cannot call food: the recipe waits for review.
    const pending = await create(['Farigola', 'Safrà de la Manxa'], {
      image: await uploadSample(app, author.auth),
    });
    expect(pending.status).toBe('pending');
    expect(await listed()).toContain('safrà de la manxa');

    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/recipes/${pending.id}/reject`,
      headers: admin.auth,
    });
    expect(rejected.statusCode).toBe(200);
    const names = await listed();
    expect(names).toContain('farigola');
    expect(names).not.toContain('safrà de la manxa');
  });
});
