import { tr } from '@receptari/shared/i18n/tr/core';
import { trFeed } from '@receptari/shared/i18n/tr/feed';
import {
  type FeedItem,
  feedAnswerSchema,
  feedSuggestionsAnswerSchema,
} from '@receptari/shared/feed/feed.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cooksnaps, lives, recipes } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeRecipe,
  recipeTestWorld,
  setLikesCount,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { registerFresh } from '../fixtures/users.ts';

let app: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  ({ app, catalog } = await recipeTestWorld());
});
afterAll(() => app.dispose());

const get = (who: TestUser | null, url: string) =>
  app.inject({ method: 'GET', url, ...(who && { headers: who.auth }) });
const follow = (who: TestUser, cook: TestUser) =>
  app.inject({ method: 'POST', url: `/api/users/${cook.user.id}/follow`, headers: who.auth });

/** A recipe of `cook` created at `at` (exactly, to the microsecond). */
async function recipeAt(
  cook: TestUser,
  at: string,
  over: { status?: 'published' | 'pending'; likes?: number } = {},
) {
  const id = await makeRecipe(app.db, cook.user.id, catalog, {
    title: `Recepta de ${cook.user.name} ${at}`,
    ...(over.status && { status: over.status }),
  });
  await app.db
    .update(recipes)
    .set({ createdAt: sql`${at}::timestamptz` })
    .where(eq(recipes.id, id));
  await setLikesCount(app.db, id, over.likes ?? 0);
  return id;
}

/** A live of `chef` scheduled (created) at `at`, starting tomorrow. */
async function liveAt(chef: TestUser, at: string) {
  const [row] = await app.db
    .insert(lives)
    .values({
      chefId: chef.user.id,
      recipeId: null,
      title: 'Directe de prova',
      description: null,
      startsAt: new Date(Date.now() + 86_400_000),
      createdAt: sql`${at}::timestamptz` as unknown as Date,
    })
    .returning({ id: lives.id });
  return row!.id;
}

/** A cooksnap of `cook` on `recipeId`, posted at `at`. */
async function cooksnapAt(
  cook: TestUser,
  recipeId: number,
  at: string,
  status: 'published' | 'pending' = 'published',
) {
  const [row] = await app.db
    .insert(cooksnaps)
    .values({
      recipeId,
      userId: cook.user.id,
      image: '/media/seed/recipe-1.webp',
      note: 'Boníssim',
      status,
      createdAt: sql`${at}::timestamptz` as unknown as Date,
    })
    .returning({ id: cooksnaps.id });
  return row!.id;
}

/** Every item of `who`'s feed, walked `limit` at a time. */
async function walkFeed(who: TestUser, limit: number) {
  const items: FeedItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await get(who, `/api/feed?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const answer = feedAnswerSchema.parse(res.json());
    expect(answer.items.length).toBeLessThanOrEqual(limit);
    items.push(...answer.items);
    cursor = answer.next_cursor;
    if (!cursor) return items;
  }
  throw new Error('the feed did not end');
}

const keyOf = (item: FeedItem) => `${item.type}:${item.recipe?.id ?? item.live?.id ?? item.cooksnap?.id}`;

describe('GET /feed', () => {
  it('asks for a session', async () => {
    expect((await get(null, '/api/feed')).statusCode).toBe(401);
    expect((await get(null, '/api/feed/suggestions')).statusCode).toBe(401);
  });

  it('is empty, without a next page, for someone who follows nobody', async () => {
    const loner = await registerFresh(app);
    const res = await get(loner, '/api/feed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], next_cursor: null });
  });

  it('shows the followed cooks’ published recipes, cooksnaps and lives, newest first, paged without gaps or repeats', async () => {
    const [reader, cookA, cookB, stranger] = [
      await registerFresh(app),
      await registerFresh(app),
      await registerFresh(app),
      await registerFresh(app),
    ];
    await follow(reader, cookA);
    await follow(reader, cookB);
    // Ties on purpose: a recipe and a live of the same instant, two recipes of the same instant,
    // and instants a microsecond apart (a millisecond cursor would repeat or skip them).
    const same = '2026-05-01T10:00:00.000001Z';
    const ms = (at: string) => at.replace(/\.\d{6}Z$/, (f) => `${f.slice(0, 4)}Z`);
    const expected: { key: string; at: string; cook: number }[] = [];
    const add = (cook: TestUser, type: string, id: number, at: string) =>
      expected.push({ key: `${type}:${id}`, at: ms(at), cook: cook.user.id });
    add(cookA, 'live', await liveAt(cookA, '2026-05-02T09:00:00.000000Z'), '2026-05-02T09:00:00.000000Z');
    add(cookB, 'recipe', await recipeAt(cookB, '2026-05-01T10:00:00.000003Z'), same);
    add(cookA, 'recipe', await recipeAt(cookA, '2026-05-01T10:00:00.000002Z'), same);
    // At one instant, type desc ('recipe' before 'live'), then ids desc within a type.
    const tied = [
      { cook: cookA, id: await recipeAt(cookA, same) },
      { cook: cookB, id: await recipeAt(cookB, same) },
    ].sort((a, b) => b.id - a.id);
    for (const { cook, id } of tied) add(cook, 'recipe', id, same);
    add(cookB, 'live', await liveAt(cookB, same), same);
    const strangers = await recipeAt(stranger, '2026-01-01T00:00:00.000000Z');
    add(cookA, 'cooksnap', await cooksnapAt(cookA, strangers, same), same);
    for (let i = 4; i >= 1; i--) {
      const cook = i % 2 ? cookA : cookB;
      const at = `2026-04-0${i}T08:00:00.000000Z`;
      add(cook, 'recipe', await recipeAt(cook, at), at);
    }
    // Not shown: a pending recipe of a followed cook, and whatever a cook nobody follows does.
    await recipeAt(cookA, '2026-06-01T00:00:00.000000Z', { status: 'pending' });
    await recipeAt(stranger, '2026-06-01T00:00:00.000000Z');
    await liveAt(stranger, '2026-06-01T00:00:00.000000Z');
    // Nor a cooksnap waiting for review, nor one on a recipe that is not published (left out of its page).
    await cooksnapAt(cookB, strangers, '2026-06-01T00:00:00.000000Z', 'pending');
    const pendingRecipe = await recipeAt(stranger, '2026-01-02T00:00:00.000000Z', { status: 'pending' });
    await cooksnapAt(cookB, pendingRecipe, '2026-05-01T10:00:00.000001Z');

    for (const limit of [1, 2, 3, 50]) {
      const items = await walkFeed(reader, limit);
      expect(items.map(keyOf), `limit ${limit}`).toEqual(expected.map((e) => e.key));
      expect(items.map((i) => i.created_at)).toEqual(expected.map((e) => e.at));
    }
    const [first] = await walkFeed(reader, 50);
    expect(first).toMatchObject({
      type: 'live',
      user: { id: cookA.user.id, name: cookA.user.name },
      live: { chef: { id: cookA.user.id }, title: 'Directe de prova', status: 'scheduled' },
    });
    expect(first?.recipe).toBeUndefined();
    const snapItem = (await walkFeed(reader, 50)).find((i) => i.type === 'cooksnap');
    expect(snapItem).toMatchObject({
      user: { id: cookA.user.id },
      cooksnap: {
        recipe: { id: strangers },
        note: 'Boníssim',
        status: 'published',
        user: { id: cookA.user.id },
      },
    });
    const recipeItem = (await walkFeed(reader, 50))[1];
    expect(recipeItem).toMatchObject({
      type: 'recipe',
      user: { id: cookB.user.id },
      recipe: { user_id: cookB.user.id },
    });

    // Unfollowing a cook takes their items out at once.
    await app.inject({ method: 'DELETE', url: `/api/users/${cookB.user.id}/follow`, headers: reader.auth });
    const left = await walkFeed(reader, 50);
    expect(left.every((item) => item.user.id === cookA.user.id)).toBe(true);
    expect(left.map(keyOf)).toEqual(expected.filter((e) => e.cook === cookA.user.id).map((e) => e.key));
  });

  it('pages any mix of cooks, kinds and shared instants in feed order', async () => {
    // A seeded mix: one busy cook (its items alone fill early pages, so the others' are walked only
    // down to the page's cut), quiet ones, and instants from a small set, so ties are everywhere.
    const reader = await registerFresh(app);
    const cooks = [];
    for (let i = 0; i < 6; i++) cooks.push(await registerFresh(app));
    for (const cook of cooks) await follow(reader, cook);
    const strangersRecipe = await recipeAt(await registerFresh(app), '2025-01-01T00:00:00.000000Z');
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    const expected: { type: string; id: number; at: string }[] = [];
    for (let n = 0; n < 45; n++) {
      const cook = cooks[n < 20 ? 0 : 1 + next(5)]!;
      const at = `2026-03-${String(10 + next(4)).padStart(2, '0')}T12:00:00.00000${next(3)}Z`;
      const kind = next(3);
      if (kind === 0) expected.push({ type: 'recipe', id: await recipeAt(cook, at), at });
      else if (kind === 1)
        expected.push({ type: 'cooksnap', id: await cooksnapAt(cook, strangersRecipe, at), at });
      else expected.push({ type: 'live', id: await liveAt(cook, at), at });
    }
    expected.sort((a, b) => b.at.localeCompare(a.at) || b.type.localeCompare(a.type) || b.id - a.id);
    for (const limit of [1, 2, 3, 5, 7, 50]) {
      const items = await walkFeed(reader, limit);
      expect(items.map(keyOf), `limit ${limit}`).toEqual(expected.map((e) => `${e.type}:${e.id}`));
    }
  });

  it('refuses a bad limit or cursor with a 422 in Catalan', async () => {
    const reader = await registerFresh(app);
    for (const limit of ['0', '51', 'x', '1.5']) {
      const res = await get(reader, `/api/feed?limit=${limit}`);
      expect(res.statusCode, limit).toBe(422);
      expect(JSON.stringify(res.json())).toContain(trFeed.feed.badLimit);
    }
    const badCursors = [
      'nope',
      Buffer.from(JSON.stringify({ at: '2026-05-01T10:00:00.000Z', type: 'recipe', id: 1 })).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify({ at: '0000-05-01T10:00:00.000000Z', type: 'recipe', id: 1 })).toString(
        'base64url',
      ),
      Buffer.from(JSON.stringify({ at: '2026-05-01T10:00:00.000000Z', type: 'poll', id: 1 })).toString(
        'base64url',
      ),
      Buffer.from(
        JSON.stringify({ at: '2026-05-01T10:00:00.000000Z', type: 'recipe', id: 2 ** 31 }),
      ).toString('base64url'),
    ];
    for (const cursor of badCursors) {
      const res = await get(reader, `/api/feed?cursor=${cursor}`);
      expect(res.statusCode, cursor).toBe(422);
      expect(JSON.stringify(res.json())).toContain(tr.errors.badCursor);
    }
  });
});

describe('GET /feed/suggestions', () => {
  it('suggests the authors of the most liked recipes, not oneself nor whom one follows', async () => {
    const [reader, star, other] = [
      await registerFresh(app),
      await registerFresh(app),
      await registerFresh(app),
    ];
    await recipeAt(star, '2026-01-01T00:00:00.000000Z', { likes: 1_000_000 });
    await recipeAt(other, '2026-01-01T00:00:00.000000Z', { likes: 999_999 });
    await recipeAt(reader, '2026-01-01T00:00:00.000000Z', { likes: 2_000_000 });

    const first = feedSuggestionsAnswerSchema.parse((await get(reader, '/api/feed/suggestions')).json());
    expect(first.users.slice(0, 2)).toEqual([
      { id: star.user.id, name: star.user.name, img: null, followers_count: 0, recipes_count: 1 },
      { id: other.user.id, name: other.user.name, img: null, followers_count: 0, recipes_count: 1 },
    ]);
    expect(first.users.map((u) => u.id)).not.toContain(reader.user.id);

    await follow(reader, star);
    const after = feedSuggestionsAnswerSchema.parse((await get(reader, '/api/feed/suggestions')).json());
    expect(after.users.map((u) => u.id)).not.toContain(star.user.id);
    expect(after.users[0]?.id).toBe(other.user.id);
  });
});
