import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe, setLikesCount } from '../helpers/recipe-factory.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const recommended = async (auth: Record<string, string>) =>
  (
    (await app.inject({ url: '/api/recipes/recommended', headers: auth })).json().recipes as { id: number }[]
  ).map((r) => r.id);

describe('GET /recipes/recommended', () => {
  it('is empty with no preferences and no likes, and needs a token', async () => {
    const { auth } = await registerUser(app);
    const author = await registerUser(app);
    await makeRecipe(app.db, author.user.id, await makeCatalog(app.db));
    expect(await recommended(auth)).toEqual([]);
    expect((await app.inject({ url: '/api/recipes/recommended' })).statusCode).toBe(401);
  });

  it('ranks preference matches, then likes-similar, then popularity; never own or liked ones', async () => {
    const me = await registerUser(app);
    const chef = await registerUser(app);
    const a = await makeCatalog(app.db);
    const b = await makeCatalog(app.db);
    const c = await makeCatalog(app.db);
    const both = await makeRecipe(app.db, chef.user.id, { category: a.category, cuisine: a.cuisine });
    const cuisineOnly = await makeRecipe(app.db, chef.user.id, { category: c.category, cuisine: a.cuisine });
    const likedOne = await makeRecipe(app.db, chef.user.id, b);
    const similarToLiked = await makeRecipe(app.db, chef.user.id, {
      category: b.category,
      cuisine: c.cuisine,
    });
    const unrelated = await makeRecipe(app.db, chef.user.id, { category: c.category, cuisine: c.cuisine });
    const mine = await makeRecipe(app.db, me.user.id, a);

    await app.inject({
      method: 'POST',
      url: '/api/recommendations/preferences',
      headers: me.auth,
      payload: { cuisine_ids: [a.cuisine.id], category_ids: [a.category.id] },
    });
    await app.inject({ method: 'POST', url: `/api/recipes/${likedOne}/like`, headers: me.auth });

    const ids = await recommended(me.auth);
    expect(ids).toEqual([both, cuisineOnly, similarToLiked]);
    expect(ids).not.toContain(mine);
    expect(ids).not.toContain(unrelated);
  });

  it('breaks ties by popularity and keeps recipes whose category was deleted', async () => {
    const me = await registerUser(app);
    const chef = await registerUser(app);
    const a = await makeCatalog(app.db);
    const quiet = await makeRecipe(app.db, chef.user.id, a);
    const popular = await makeRecipe(app.db, chef.user.id, a);
    const orphan = await makeRecipe(app.db, chef.user.id, a);
    await setLikesCount(app.db, popular, 50);
    await setLikesCount(app.db, orphan, 99);
    await app.db.update(recipes).set({ categoryId: null }).where(eq(recipes.id, orphan));
    await app.inject({
      method: 'POST',
      url: '/api/recommendations/preferences',
      headers: me.auth,
      payload: { cuisine_ids: [a.cuisine.id], category_ids: [a.category.id] },
    });
    // Both preferences match (score 6) before the cuisine alone (score 3), however popular.
    expect(await recommended(me.auth)).toEqual([popular, quiet, orphan]);
  });
});

describe('GET /recipes/recommended, cached per user', () => {
  it("follows the user's own likes and preferences at once, and drops a deleted recipe", async () => {
    const me = await registerUser(app);
    const chef = await registerUser(app);
    const a = await makeCatalog(app.db);
    const b = await makeCatalog(app.db);
    const first = await makeRecipe(app.db, chef.user.id, a);
    const second = await makeRecipe(app.db, chef.user.id, b);
    expect(await recommended(me.auth)).toEqual([]); // now cached as empty

    await app.inject({ method: 'POST', url: `/api/recipes/${first}/like`, headers: me.auth });
    expect(await recommended(me.auth)).toEqual([]); // liked ones are never recommended; a's pair is
    const similar = await makeRecipe(app.db, chef.user.id, a);
    await app.inject({
      method: 'POST',
      url: '/api/recommendations/preferences',
      headers: me.auth,
      payload: { cuisine_ids: [b.cuisine.id], category_ids: [b.category.id] },
    });
    expect(await recommended(me.auth)).toEqual([second, similar]);

    const del = await app.inject({ method: 'DELETE', url: `/api/recipes/${second}`, headers: chef.auth });
    expect(del.statusCode).toBe(200);
    expect(await recommended(me.auth)).toEqual([similar]);
  });
});
