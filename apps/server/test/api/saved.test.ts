import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedRecipes } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const toggle = (id: number | string, auth?: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/saved-recipes/toggle/${id}`, headers: auth ?? {} });

const savedRows = (userId: number, recipeId: number) =>
  app.db
    .select()
    .from(savedRecipes)
    .where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)));

describe('saved recipes', () => {
  it('toggle on and off with the spec messages', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const reader = await registerUser(app);
    const on = await toggle(id, reader.auth);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ saved: true, message: 'Recepta desada a les teves guardades' });
    expect(await savedRows(reader.user.id, id)).toHaveLength(1);
    const off = await toggle(id, reader.auth);
    expect(off.json()).toEqual({ saved: false, message: 'Recepta eliminada de les guardades' });
    expect(await savedRows(reader.user.id, id)).toHaveLength(0);
  });

  it('list the caller’s bookmarks as cards, newest saved first, on both paths', async () => {
    const reader = await registerUser(app);
    const first = await makeRecipe(app.db, author.user.id, catalog, { title: 'Primera' });
    const second = await makeRecipe(app.db, author.user.id, catalog, { title: 'Segona' });
    await toggle(first, reader.auth);
    await toggle(second, reader.auth);
    // Someone else's bookmarks never show.
    await toggle(first, author.auth);

    for (const url of ['/api/saved-recipes', '/api/user/saved-recipes']) {
      const res = await app.inject({ url, headers: reader.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json().recipe_ids).toEqual([second, first]);
      expect(res.json().recipes[0]).toMatchObject({ id: second, title: 'Segona', creador: author.user.name });
    }
    const empty = await registerUser(app);
    expect((await app.inject({ url: '/api/saved-recipes', headers: empty.auth })).json()).toEqual({
      recipes: [],
      recipe_ids: [],
    });
  });

  it('stay consistent under concurrent toggles', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const reader = await registerUser(app);
    const answers = await Promise.all(Array.from({ length: 7 }, () => toggle(id, reader.auth)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(200));
    const rows = await savedRows(reader.user.id, id);
    expect(rows.length).toBeLessThanOrEqual(1);
    const listed = (await app.inject({ url: '/api/saved-recipes', headers: reader.auth })).json().recipe_ids;
    expect(listed.includes(id)).toBe(rows.length === 1);
    // And the next toggle flips whatever state the race left.
    expect((await toggle(id, reader.auth)).json().saved).toBe(rows.length === 0);
  });

  it('need a token', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    expect((await toggle(id)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/saved-recipes' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/user/saved-recipes' })).statusCode).toBe(401);
  });

  it('refuse unknown, hidden and malformed recipe ids', async () => {
    const unknown = await toggle(99_999_999, author.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No s’ha trobat la recepta.');
    const pending = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    const stranger = await registerUser(app);
    expect((await toggle(pending, stranger.auth)).statusCode).toBe(404);
    expect((await toggle('abc', author.auth)).statusCode).toBe(404);
    expect((await toggle(0, author.auth)).statusCode).toBe(404);
  });
});
