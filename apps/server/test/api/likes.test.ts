import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likes, notifications, recipes } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeRecipe,
  recipeTestWorld,
  storedLikesCount,
  type TestUser,
} from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const like = (id: number, auth?: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/api/recipes/${id}/like`, headers: auth ?? {} });

describe('likes', () => {
  it('toggle, answer liked and likes_count, and notify the author once', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const fan = await registerUser(app);
    expect((await like(id, fan.auth)).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await app.inject({ url: `/api/recipes/${id}/likes` })).json()).toEqual({ likes_count: 1 });
    const liked = await app.inject({ url: '/api/user/liked-recipes', headers: fan.auth });
    expect(liked.json().recipe_ids).toEqual([id]);
    expect((await like(id, fan.auth)).json()).toEqual({ liked: false, likes_count: 0 });
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipeId, id), eq(notifications.type, 'like')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.userId).toBe(author.user.id);
  });

  it('write only the count, never a new version of the recipe (its text indexes untouched)', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const fan = await registerUser(app);
    // xmin: the transaction that wrote the row's current version; an update makes a new one.
    const version = async () =>
      (
        await app.db
          .select({ v: sql<string>`${recipes}.xmin::text` })
          .from(recipes)
          .where(eq(recipes.id, id))
      )[0]!.v;
    const before = await version();
    expect((await like(id, fan.auth)).json()).toEqual({ liked: true, likes_count: 1 });
    expect((await like(id, fan.auth)).json()).toEqual({ liked: false, likes_count: 0 });
    expect(await version()).toBe(before);
    expect(await storedLikesCount(app.db, id)).toBe(0);
  });

  it('keep likes_count exact under concurrent toggles from many users', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const fans = await Promise.all(Array.from({ length: 8 }, () => registerUser(app)));
    // Each fan toggles three times at once with the others: an odd count leaves a like.
    await Promise.all(fans.flatMap((f) => [like(id, f.auth), like(id, f.auth), like(id, f.auth)]));
    const rows = await app.db.select().from(likes).where(eq(likes.recipeId, id));
    expect(await storedLikesCount(app.db, id)).toBe(rows.length);
    // Toggles of one recipe run one after another, so each fan's three leave the like on.
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(
      fans.map((f) => f.user.id).sort((a, b) => a - b),
    );
  });

  it('need a token; liked recipes answer the spec message without one', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    expect((await like(id)).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/user/liked-recipes' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Debes iniciar sesión para ver tus recetas likeadas');
    expect((await like(99_999_999, author.auth)).statusCode).toBe(404);
  });
});
