import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folderRecipes } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const createFolder = (user: TestUser, name: unknown) =>
  app.inject({ method: 'POST', url: '/api/folders', headers: user.auth, payload: { name } });
const addRecipe = (user: TestUser, folderId: number | string, recipeId: number | string) =>
  app.inject({ method: 'POST', url: `/api/folders/${folderId}/recipes/${recipeId}`, headers: user.auth });
const removeRecipe = (user: TestUser, folderId: number, recipeId: number) =>
  app.inject({ method: 'DELETE', url: `/api/folders/${folderId}/recipes/${recipeId}`, headers: user.auth });
const listFolders = async (user: TestUser) =>
  (await app.inject({ url: '/api/folders', headers: user.auth })).json().folders as {
    id: number;
    name: string;
    recipes: number[];
  }[];

describe('folders', () => {
  it('are created with a trimmed name and listed with their recipe ids', async () => {
    const user = await registerUser(app);
    const res = await createFolder(user, '  Postres de l’àvia  ');
    expect(res.statusCode).toBe(201);
    const folder = res.json();
    expect(folder).toMatchObject({ name: 'Postres de l’àvia', recipes: [] });
    expect(typeof folder.created_at).toBe('string');

    const a = await makeRecipe(app.db, author.user.id, catalog);
    const b = await makeRecipe(app.db, author.user.id, catalog);
    expect((await addRecipe(user, folder.id, a)).statusCode).toBe(201);
    expect((await addRecipe(user, folder.id, b)).statusCode).toBe(201);
    expect(await listFolders(user)).toEqual([{ ...folder, recipes: [b, a] }]);
  });

  it('refuse a blank name with 422 and a taken one with 409, per user', async () => {
    const user = await registerUser(app);
    for (const name of ['   ', '', undefined, 'x'.repeat(61)]) {
      const res = await createFolder(user, name);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('name');
    }
    expect((await createFolder(user, '   ')).json().errors.name).toEqual([
      'El nom de la carpeta no pot estar buit.',
    ]);
    expect((await createFolder(user, 'Sopars')).statusCode).toBe(201);
    const taken = await createFolder(user, ' Sopars ');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Ja tens una carpeta amb aquest nom.');
    // Another user may use the same name.
    expect((await createFolder(await registerUser(app), 'Sopars')).statusCode).toBe(201);
    expect(await listFolders(user)).toHaveLength(1);
  });

  it('add a recipe once: the second time is 409 with the spec message', async () => {
    const user = await registerUser(app);
    const folder = (await createFolder(user, 'Favorites')).json();
    const id = await makeRecipe(app.db, author.user.id, catalog, { title: 'Escudella' });
    const added = await addRecipe(user, folder.id, id);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: 'Recepta desada a la carpeta: Favorites' });
    const again = await addRecipe(user, folder.id, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La recepta ya está desada en esta carpeta');

    const contents = await app.inject({ url: `/api/folders/${folder.id}/recipes`, headers: user.auth });
    expect(contents.statusCode).toBe(200);
    expect(contents.json().folder).toMatchObject({ id: folder.id, name: 'Favorites', recipes: [id] });
    expect(contents.json().recipes).toHaveLength(1);
    expect(contents.json().recipes[0]).toMatchObject({ id, title: 'Escudella', creador: author.user.name });
  });

  it('race-free: concurrent adds and creates leave one row and answer 409 to the rest', async () => {
    const user = await registerUser(app);
    const names = await Promise.all(Array.from({ length: 5 }, () => createFolder(user, 'Carrera')));
    expect(names.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const folder = names.find((r) => r.statusCode === 201)!.json();
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const adds = await Promise.all(Array.from({ length: 5 }, () => addRecipe(user, folder.id, id)));
    expect(adds.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await listFolders(user)).toEqual([{ ...folder, recipes: [id] }]);
  });

  it('remove a recipe, and answer 404 when it is not there', async () => {
    const user = await registerUser(app);
    const folder = (await createFolder(user, 'Provar')).json();
    const id = await makeRecipe(app.db, author.user.id, catalog);
    await addRecipe(user, folder.id, id);
    const removed = await removeRecipe(user, folder.id, id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Recepta treta de la carpeta' });
    const again = await removeRecipe(user, folder.id, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('La recepta no és en aquesta carpeta.');
  });

  it('delete a folder with its entries, not the recipes', async () => {
    const user = await registerUser(app);
    const folder = (await createFolder(user, 'Temporal')).json();
    const id = await makeRecipe(app.db, author.user.id, catalog);
    await addRecipe(user, folder.id, id);
    const res = await app.inject({ method: 'DELETE', url: `/api/folders/${folder.id}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Carpeta eliminada correctament' });
    expect(await listFolders(user)).toEqual([]);
    expect(await app.db.select().from(folderRecipes).where(eq(folderRecipes.folderId, folder.id))).toEqual(
      [],
    );
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: user.auth })).statusCode).toBe(200);
  });

  it('of another user are 404 to every call and never modified', async () => {
    const owner = await registerUser(app);
    const intruder = await registerUser(app);
    const folder = (await createFolder(owner, 'Secreta')).json();
    const kept = await makeRecipe(app.db, author.user.id, catalog);
    const other = await makeRecipe(app.db, author.user.id, catalog);
    await addRecipe(owner, folder.id, kept);

    const tries = [
      await app.inject({ url: `/api/folders/${folder.id}/recipes`, headers: intruder.auth }),
      await addRecipe(intruder, folder.id, other),
      await removeRecipe(intruder, folder.id, kept),
      await app.inject({ method: 'DELETE', url: `/api/folders/${folder.id}`, headers: intruder.auth }),
    ];
    for (const res of tries) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No s’ha trobat la carpeta.');
    }
    expect(await listFolders(owner)).toEqual([{ ...folder, recipes: [kept] }]);
    expect(await listFolders(intruder)).toEqual([]);
  });

  it('answer 404 for unknown recipes and folders, 400 for malformed ids', async () => {
    const user = await registerUser(app);
    const folder = (await createFolder(user, 'Proves')).json();
    const unknownRecipe = await addRecipe(user, folder.id, 99_999_999);
    expect(unknownRecipe.statusCode).toBe(404);
    expect(unknownRecipe.json().message).toBe('No s’ha trobat la recepta.');
    const hidden = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    expect((await addRecipe(user, folder.id, hidden)).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/folders/99999999/recipes', headers: user.auth })).statusCode).toBe(
      404,
    );
    expect((await addRecipe(user, 'abc', 1)).statusCode).toBe(404);
    expect((await addRecipe(user, folder.id, 'abc')).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/folders/abc', headers: user.auth })).statusCode,
    ).toBe(404);
    expect((await listFolders(user))[0]!.recipes).toEqual([]);
  });

  it('need a token', async () => {
    expect((await app.inject({ url: '/api/folders' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'POST', url: '/api/folders', payload: { name: 'A' } })).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/folders/1/recipes/1' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/folders/1/recipes/1' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/folders/1' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/folders/1/recipes' })).statusCode).toBe(401);
  });
});
