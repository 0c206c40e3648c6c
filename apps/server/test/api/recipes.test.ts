import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeRecipe,
  recipeInput,
  recipeTestWorld,
  setLikesCount,
  type TestUser,
} from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

describe('GET /recipes', () => {
  it('pages through popular and recent orders with a cursor, published only', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await makeRecipe(app.db, author.user.id, catalog, { title: `Plat ${i}` }));
    await makeRecipe(app.db, author.user.id, catalog, { title: 'Pendent', status: 'pending' });
    // Likes 0..4 in reverse: the first recipe is the most popular.
    for (const [i, id] of ids.entries()) await setLikesCount(app.db, id, 1000 - i);

    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await app.inject({ url: `/api/recipes?sort=popular&limit=2${query}` });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ recipes: { id: number }[]; next_cursor: string | null }>();
      expect(body.recipes.length).toBeLessThanOrEqual(2);
      seen.push(...body.recipes.map((r: { id: number }) => r.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen.slice(0, 5)).toEqual(ids);
    expect(new Set(seen).size).toBe(seen.length);

    const recent = (await app.inject({ url: '/api/recipes?sort=recent&limit=100' })).json();
    const recentIds = recent.recipes.map((r: { id: number }) => r.id);
    expect(recentIds.slice(0, 5)).toEqual([...ids].reverse());
    expect(recent.recipes.map((r: { title: string }) => r.title)).not.toContain('Pendent');
  });

  it('answers card fields with the small image variant', async () => {
    const body = (await app.inject({ url: '/api/recipes?sort=recent&limit=1' })).json();
    const card = body.recipes[0];
    expect(card).toMatchObject({
      user: { id: author.user.id, name: author.user.name },
      creador: author.user.name,
      category: { id: catalog.category.id, name: catalog.category.name },
      cuisine: { id: catalog.cuisine.id, country: catalog.cuisine.country },
      image: '/media/seed/recipe-1-card.webp',
    });
    expect(new Date(card.created_at).toString()).not.toBe('Invalid Date');
  });

  it.each(['limit=0', 'limit=101', 'sort=worst', 'cursor=garbage', 'limit=abc'])(
    'refuses %s with 422',
    async (q) => {
      const res = await app.inject({ url: `/api/recipes?${q}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBeTruthy();
    },
  );
});

describe('GET /recipes/:id', () => {
  it('answers everything, steps in order, with liked and saved for the caller', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const reader = await registerUser(app);
    await app.inject({ method: 'POST', url: `/api/recipes/${id}/like`, headers: reader.auth });
    const res = await app.inject({ url: `/api/recipes/${id}`, headers: reader.auth });
    expect(res.statusCode).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      id,
      title: 'Crema catalana de l·l àvia',
      servings: 4,
      prep_time: 15,
      cook_time: 20,
      likes_count: 1,
      liked: true,
      saved: false,
      image: '/media/seed/recipe-1-detail.webp',
      image_card: '/media/seed/recipe-1-card.webp',
      nutrition: { calories: 320, protein: 8.5, carbs: 40.2, fats: 12.1 },
      comments: [],
    });
    expect(r.steps).toEqual(recipeInput(catalog).steps);
    expect(r.ingredients[1]).toEqual({ quantity: '4', unit: 'unitats', name: 'Rovells d’ou' });
    const steps = await app.inject({ url: `/api/recipes/${id}/steps`, headers: reader.auth });
    expect(steps.json().steps).toEqual(r.steps);
  });

  it('needs a token, 404s an unknown id with a message, 400s a non-numeric one', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const anon = await app.inject({ url: `/api/recipes/${id}` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Unauthorized - Please login');
    // The steps are the detail's content: the same login, the same answer.
    const anonSteps = await app.inject({ url: `/api/recipes/${id}/steps` });
    expect(anonSteps.statusCode).toBe(401);
    expect(anonSteps.json().message).toBe('Unauthorized - Please login');
    const missing = await app.inject({ url: '/api/recipes/99999999', headers: author.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No s’ha trobat la recepta.');
    expect((await app.inject({ url: '/api/recipes/abc', headers: author.auth })).statusCode).toBe(404);
  });

  it('hides a pending recipe from others but not from its author', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    const other = await registerUser(app);
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: author.auth })).statusCode).toBe(200);
    // The shared part is now cached: the check is still made for each viewer.
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('answers each viewer their own liked state, and a like shows at once in the detail', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const [fan, stranger] = [await registerUser(app), await registerUser(app)];
    const detail = async (auth: Record<string, string>) =>
      (await app.inject({ url: `/api/recipes/${id}`, headers: auth })).json<{
        liked: boolean;
        likes_count: number;
      }>();
    expect(await detail(fan.auth)).toMatchObject({ liked: false, likes_count: 0 });
    await app.inject({ method: 'POST', url: `/api/recipes/${id}/like`, headers: fan.auth });
    expect(await detail(fan.auth)).toMatchObject({ liked: true, likes_count: 1 });
    expect(await detail(stranger.auth)).toMatchObject({ liked: false, likes_count: 1 });
  });
});

describe('PUT and DELETE /recipes/:id', () => {
  it('lets the owner replace the recipe, and refuses others with 403', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const payload = recipeInput(catalog, { title: 'Crema nova', steps: ['Un', 'Dos'], servings: 2 });
    const other = await registerUser(app);
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/recipes/${id}`,
      headers: other.auth,
      payload,
    });
    expect(refused.statusCode).toBe(403);
    const res = await app.inject({ method: 'PUT', url: `/api/recipes/${id}`, headers: author.auth, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Crema nova',
      steps: ['Un', 'Dos'],
      servings: 2,
      steps_count: 2,
    });
  });

  it('refuses bad titles, unknown catalogue ids and blank steps with 422, changing nothing', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    for (const over of [
      { title: 'Sopa de CACAu' },
      { category_id: 999_999 },
      { steps: ['  '] },
      { servings: 0 },
    ]) {
      const payload = recipeInput(catalog, over);
      const res = await app.inject({
        method: 'PUT',
        url: `/api/recipes/${id}`,
        headers: author.auth,
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    const after = (await app.inject({ url: `/api/recipes/${id}`, headers: author.auth })).json();
    expect(after.title).toBe('Crema catalana de l·l àvia');
  });

  it('lets the owner or an admin delete, nobody else', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const other = await registerUser(app);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: other.auth })).statusCode,
    ).toBe(403);
    const admin = await registerUser(app);
    await app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const res = await app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('La recepta "Crema catalana de l·l àvia" ha estat eliminada amb èxit.');
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: author.auth })).statusCode).toBe(404);
  });
});
