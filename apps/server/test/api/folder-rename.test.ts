import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const createFolder = async (user: TestUser, name: string) =>
  (
    await app.inject({ method: 'POST', url: '/api/folders', headers: user.auth, payload: { name } })
  ).json() as {
    id: number;
    name: string;
    created_at: string;
  };
const rename = (user: TestUser | null, id: number | string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/folders/${id}`,
    headers: user?.auth ?? {},
    payload: payload as object,
  });
const names = async (user: TestUser) =>
  ((await app.inject({ url: '/api/folders', headers: user.auth })).json().folders as { name: string }[]).map(
    (f) => f.name,
  );

describe('PUT /api/folders/{id} (rename)', () => {
  it('renames the own folder with a trimmed name and keeps its recipes', async () => {
    const user = await registerUser(app);
    const folder = await createFolder(user, 'Sopars');
    const recipe = await makeRecipe(app.db, author.user.id, catalog);
    await app.inject({
      method: 'POST',
      url: `/api/folders/${folder.id}/recipes/${recipe}`,
      headers: user.auth,
    });

    const res = await rename(user, folder.id, { name: '  Sopars d’estiu  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...folder, name: 'Sopars d’estiu', recipes: [recipe] });
    expect(await names(user)).toEqual(['Sopars d’estiu']);
    // The same name again is no conflict with itself.
    expect((await rename(user, folder.id, { name: 'Sopars d’estiu' })).statusCode).toBe(200);
  });

  it('refuses a blank, missing, too long or control-character name with 422, unchanged', async () => {
    const user = await registerUser(app);
    const folder = await createFolder(user, 'Postres');
    for (const payload of [
      { name: '   ' },
      { name: '' },
      {},
      { name: 'x'.repeat(61) },
      { name: 'a\u0000b' },
      { name: 7 },
    ]) {
      const res = await rename(user, folder.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('name');
    }
    expect((await rename(user, folder.id, { name: ' ' })).json().errors.name).toEqual([
      'El nom de la carpeta no pot estar buit.',
    ]);
    expect(await names(user)).toEqual(['Postres']);
  });

  it('answers 409 when the user already has a folder of that name, as creating does', async () => {
    const user = await registerUser(app);
    await createFolder(user, 'Esmorzars');
    const other = await createFolder(user, 'Berenars');
    const res = await rename(user, other.id, { name: ' Esmorzars ' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ja tens una carpeta amb aquest nom.');
    expect(await names(user)).toEqual(['Esmorzars', 'Berenars']);
    // Another user's folder of that name is no conflict.
    const stranger = await registerUser(app);
    const theirs = await createFolder(stranger, 'Berenars');
    expect((await rename(stranger, theirs.id, { name: 'Esmorzars' })).statusCode).toBe(200);
  });

  it('answers 404 for another user’s folder, an unknown or malformed id, and 401 without a token', async () => {
    const owner = await registerUser(app);
    const intruder = await registerUser(app);
    const folder = await createFolder(owner, 'Secreta');
    const theirs = await rename(intruder, folder.id, { name: 'Meva' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('No s’ha trobat la carpeta.');
    expect((await rename(intruder, 99_999_999, { name: 'Meva' })).statusCode).toBe(404);
    expect((await rename(intruder, 'abc', { name: 'Meva' })).statusCode).toBe(404);
    expect((await rename(null, folder.id, { name: 'Meva' })).statusCode).toBe(401);
    expect(await names(owner)).toEqual(['Secreta']);
  });
});
