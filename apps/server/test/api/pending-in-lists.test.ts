import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';

let app: TestApp;
beforeAll(async () => (app = await buildTestApp()));
afterAll(() => app.dispose());

type Who = Awaited<ReturnType<typeof registerUser>>;
const get = async (who: Who, url: string) => {
  const res = await app.inject({ url, headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const ids = (cards: { id: number }[]) => cards.map((c) => c.id);

describe('a saved, liked or filed recipe sent back to review', () => {
  it('leaves the other users’ lists until approved, and stays in its author’s', async () => {
    const [author, reader] = [await registerUser(app), await registerUser(app)];
    const id = await makeRecipe(app.db, author.user.id, await makeCatalog(app.db));
    const folder = (
      await app.inject({
        method: 'POST',
        url: '/api/folders',
        headers: reader.auth,
        payload: { name: 'Postres' },
      })
    ).json();
    for (const who of [reader, author]) {
      const send = (method: 'POST', url: string) => app.inject({ method, url, headers: who.auth });
      expect((await send('POST', `/api/saved-recipes/toggle/${id}`)).statusCode).toBe(200);
      expect((await send('POST', `/api/recipes/${id}/like`)).statusCode).toBe(200);
    }
    const folderId = folder.id as number;
    const filed = await app.inject({
      method: 'POST',
      url: `/api/folders/${folderId}/recipes/${id}`,
      headers: reader.auth,
    });
    expect(filed.statusCode, filed.body).toBe(201);

    // An edit brought media the food check could not verify: the recipe waits for review again.
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, id));
    const lists = async (who: Who) => {
      const [saved, liked] = [
        await get(who, '/api/saved-recipes'),
        await get(who, '/api/user/liked-recipes'),
      ];
      return {
        saved: [ids(saved.recipes), saved.recipe_ids],
        liked: [ids(liked.recipes), liked.recipe_ids],
      };
    };
    expect(await lists(reader)).toEqual({ saved: [[], []], liked: [[], []] });
    const inFolder = await get(reader, `/api/folders/${folderId}/recipes`);
    expect(ids(inFolder.recipes)).toEqual([]);
    expect((await get(reader, '/api/folders')).folders).toMatchObject([{ id: folderId, recipes: [] }]);
    expect(await lists(author)).toEqual({ saved: [[id], [id]], liked: [[id], [id]] });

    await app.db.update(recipes).set({ status: 'published' }).where(eq(recipes.id, id));
    expect(await lists(reader)).toEqual({ saved: [[id], [id]], liked: [[id], [id]] });
    expect(ids((await get(reader, `/api/folders/${folderId}/recipes`)).recipes)).toEqual([id]);
  });
});
