import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublishingWorld, publishingTestWorld, recipeInput } from '../helpers/recipe-factory.ts';
import { uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { foodPhoto } from '../helpers/sample-images.ts';
import { registerAdmin } from '../fixtures/users.ts';

// The app, an author, a catalogue and a food photo of theirs, for the whole file.
let w: PublishingWorld;
beforeAll(async () => (w = await publishingTestWorld()));
afterAll(() => w.app.dispose());

const ingredients = (...names: string[]): RecipeInput['ingredients'] =>
  names.map((name) => ({ quantity: '1', unit: '', name }));
const payload = (names: string[], media: { image: string } = { image: w.image }) =>
  recipeInput(w.catalog, { ...media, ingredients: ingredients(...names) });

const uploadFoodPhoto = async ({ app, author }: PublishingWorld) =>
  (await uploadBytes(app, author.auth, foodPhoto('E007'))).json().secure_url as string;

async function create(names: string[], media?: { image: string }) {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: w.author.auth,
    payload: payload(names, media),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; status: string };
}
const listed = async () => (await w.app.inject({ url: '/api/ingredients' })).json().ingredients as string[];

describe('GET /ingredients lists exactly the names some recipe uses', () => {
  it('lists a name once a recipe uses it, and while another recipe still uses the same key', async () => {
    // A photo of their own: deleting the last recipe that shows an upload deletes the upload too.
    const own = { image: await uploadFoodPhoto(w) };
    const first = await create(['Tomàquet', 'Alfàbrega'], own);
    expect(await listed()).toEqual(expect.arrayContaining(['tomàquet', 'alfàbrega']));
    const second = await create([' tomàquet '], own);

    const del = (id: number) =>
      w.app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: w.author.auth });
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
    const res = await w.app.inject({
      method: 'PUT',
      url: `/api/recipes/${edited.id}`,
      headers: w.author.auth,
      payload: payload(['Carbassó']),
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = await listed();
    expect(names).toEqual(expect.arrayContaining(['ceba', 'carbassó'])); // ceba: the other recipe
    expect(names).not.toContain('pebrot vermell');
    expect(names).toEqual([...names].sort());
  });

  it("lists a pending recipe's names only once it is approved, and never a rejected one's", async () => {
    const admin = await registerAdmin(w.app);
    const review = (id: number, verdict: 'approve' | 'reject') =>
      w.app.inject({ method: 'POST', url: `/api/admin/recipes/${id}/${verdict}`, headers: admin.auth });
    await create(['Farigola']);
    // Flat-colour photos the food check cannot call food: the recipes wait for review.
    const approved = await create(['Farigola', 'Pebre de Caiena'], {
      image: await uploadSample(w.app, w.author.auth),
    });
    const rejected = await create(['Safrà de la Manxa'], { image: await uploadSample(w.app, w.author.auth) });
    expect([approved.status, rejected.status]).toEqual(['pending', 'pending']);
    let names = await listed();
    expect(names).toContain('farigola');
    expect(names).not.toContain('pebre de caiena'); // a chip that would find nothing yet
    expect(names).not.toContain('safrà de la manxa');

    expect((await review(approved.id, 'approve')).statusCode).toBe(200);
    expect((await review(rejected.id, 'reject')).statusCode).toBe(200);
    names = await listed();
    expect(names).toEqual(expect.arrayContaining(['farigola', 'pebre de caiena']));
    expect(names).not.toContain('safrà de la manxa');
  });
});
