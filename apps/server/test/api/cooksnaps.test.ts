import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  COOKSNAP_NOTE_MAX,
  COOKSNAP_POSTS_PER_MINUTE,
  type Cooksnap,
} from '@receptari/shared/cooksnaps/cooksnaps.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { fill } from '@receptari/shared/i18n/fill';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@receptari/shared/notifications/notification-settings.schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cooksnaps, mediaUploads, notifications, recipes } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeCatalog,
  makeRecipe,
  recipeTestWorld,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { foodPhoto, peoplePhoto } from '../helpers/sample-images.ts';
import { sampleJpeg, uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

// docs/product.md#cooksnaps, through the real routes and database.

const msg = trCooksnaps.cooksnaps;
let app: TestApp;
let catalog: Catalog;
let admin: TestUser;
beforeAll(async () => {
  ({ app, catalog } = await recipeTestWorld());
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestUser | null, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, ...(who && { headers: who.auth }), ...(payload && { payload }) });
const post = (who: TestUser, recipeId: number | string, payload: object) =>
  call(who, 'POST', `/api/recipes/${recipeId}/cooksnaps`, payload);
const listOf = async (who: TestUser | null, url: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { cooksnaps: Cooksnap[]; next_cursor: string | null; cooksnaps_count?: number };
};
const idsOf = async (who: TestUser | null, url: string) =>
  (await listOf(who, url)).cooksnaps.map((c) => c.id);

/** A food photo `who` uploaded (the check calls it food), or an unsure one (a flat colour). */
const foodUpload = async (who: TestUser) =>
  (await uploadBytes(app, who.auth, foodPhoto('E007'))).json().secure_url as string;
const unsureUpload = (who: TestUser) => uploadSample(app, who.auth);

const countOf = async (recipeId: number) =>
  (await app.db.select({ n: recipes.cooksnapsCount }).from(recipes).where(eq(recipes.id, recipeId)))[0]?.n;
const rowsOf = async (recipeId: number) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(cooksnaps)
      .where(eq(cooksnaps.recipeId, recipeId))
  )[0]!.n;
const noticesOf = (userId: number, type: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
const fileOf = (url: string) => join(app.config.dataDir, url.replace(/^\/media\//, 'media/'));

/** An author with a published recipe, and a cook who has not made it yet. */
async function scene() {
  const [author, cook] = [await registerFresh(app), await registerFresh(app)];
  const recipe = await makeRecipe(app.db, author.user.id, catalog, { title: 'Escudella' });
  return { author, cook, recipe };
}

describe('POST /recipes/{id}/cooksnaps', () => {
  it('publishes a food photo at once: counted, on the lists and cards, told to the author', async () => {
    const { author, cook, recipe } = await scene();
    const image = await foodUpload(cook);
    const res = await post(cook, recipe, { image, note: '  Em va sortir boníssima!  ' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      message: msg.posted,
      cooksnaps_count: 1,
      cooksnap: {
        recipe: { id: recipe, title: 'Escudella' },
        user: { id: cook.user.id, name: cook.user.name },
        note: 'Em va sortir boníssima!',
        status: 'published',
      },
    });
    // The grid's size: the card variant of the upload.
    expect(answer.cooksnap.image).toBe(image.replace(/\.webp$/, '-card.webp'));
    expect(await countOf(recipe)).toBe(1);

    const list = await listOf(author, `/api/recipes/${recipe}/cooksnaps`);
    expect(list).toMatchObject({ cooksnaps_count: 1, next_cursor: null });
    expect(list.cooksnaps.map((c) => c.id)).toEqual([answer.cooksnap.id]);
    // Visitors read them as they read the recipe's count.
    expect(await idsOf(null, `/api/recipes/${recipe}/cooksnaps`)).toEqual([answer.cooksnap.id]);
    expect(await idsOf(null, `/api/users/${cook.user.id}/cooksnaps`)).toEqual([answer.cooksnap.id]);
    // The count is on the recipe's card and detail.
    const detail = await call(author, 'GET', `/api/recipes/${recipe}`);
    expect(detail.json().cooksnaps_count).toBe(1);
    const cards = (await call(null, 'GET', '/api/recipes?sort=recent&limit=50')).json().recipes as {
      id: number;
      cooksnaps_count: number;
    }[];
    expect(cards.find((c) => c.id === recipe)?.cooksnaps_count).toBe(1);

    const notices = await noticesOf(author.user.id, 'cooksnap');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      recipeId: recipe,
      triggeredBy: cook.user.id,
      message: fill(tr.notifications.cooksnapped, { name: cook.user.name }),
    });
    expect(tr.notifications.cooksnapped).toBe('{name} ha fet la teva recepta');
  });

  it('takes no note as no note, and the same photo twice', async () => {
    const { cook, recipe } = await scene();
    const image = await foodUpload(cook);
    const first = await post(cook, recipe, { image });
    const second = await post(cook, recipe, { image, note: '   ' });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([first.json().cooksnap.note, second.json().cooksnap.note]).toEqual([null, null]);
    expect(second.json().cooksnaps_count).toBe(2);
  });

  it('respects the author’s cooksnap switch', async () => {
    const { author, cook, recipe } = await scene();
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, cooksnap: false };
    expect((await call(author, 'PUT', '/api/notification-settings', off)).statusCode).toBe(200);
    expect((await post(cook, recipe, { image: await foodUpload(cook) })).statusCode).toBe(201);
    expect(await noticesOf(author.user.id, 'cooksnap')).toHaveLength(0);
    expect(await countOf(recipe)).toBe(1);
    const on = { ...DEFAULT_NOTIFICATION_SETTINGS, like: false };
    expect((await call(author, 'PUT', '/api/notification-settings', on)).statusCode).toBe(200);
    expect((await post(cook, recipe, { image: await foodUpload(cook) })).statusCode).toBe(201);
    expect(await noticesOf(author.user.id, 'cooksnap')).toHaveLength(1);
  });

  it('refuses bad input with a Catalan message and changes nothing', async () => {
    const { author, cook, recipe } = await scene();
    const stranger = await registerFresh(app);
    const image = await foodUpload(cook);
    const video = await uploadSample(app, cook.auth, 'video');
    const pending = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    const gone = await makeRecipe(app.db, author.user.id, catalog);
    await app.db.delete(recipes).where(eq(recipes.id, gone));
    // A second cook for the recipes that are not there: each cook may post 10 a minute.
    const other = await registerFresh(app);
    const otherImage = await foodUpload(other);
    const notFood = await foodUpload(cook);
    await app.db
      .update(mediaUploads)
      .set({ verdict: 'not_food', reason: tr.foodCheck.people })
      .where(eq(mediaUploads.url, notFood));

    const cases: [string, TestUser, number | string, object, number, string][] = [
      ['no photo', cook, recipe, { note: 'Bona' }, 422, msg.imageRequired],
      ['an empty photo', cook, recipe, { image: '  ' }, 422, msg.imageRequired],
      ['a photo that is not a string', cook, recipe, { image: 7 }, 422, msg.imageRequired],
      [
        'a long note',
        cook,
        recipe,
        { image, note: 'a'.repeat(COOKSNAP_NOTE_MAX + 1) },
        422,
        fill(msg.noteTooLong, { max: COOKSNAP_NOTE_MAX }),
      ],
      ['a note with a control character', cook, recipe, { image, note: 'Bo\u0007' }, 422, ''],
      ['somebody else’s upload', stranger, recipe, { image }, 422, msg.imageNotOwned],
      ['an unknown URL', cook, recipe, { image: '/media/uploads/cap.webp' }, 422, msg.imageNotOwned],
      ['a video', cook, recipe, { image: video }, 422, msg.imageNotOwned],
      [
        'a photo the check refused',
        cook,
        recipe,
        { image: notFood },
        422,
        fill(tr.foodCheck.invalidImage, { reason: tr.foodCheck.people }),
      ],
      ['a pending recipe', other, pending, { image: otherImage }, 404, tr.recipes.notFound],
      ['a pending recipe, by its author', author, pending, { image }, 404, tr.recipes.notFound],
      ['a deleted recipe', other, gone, { image: otherImage }, 404, tr.recipes.notFound],
      ['an unknown recipe', other, 2_000_000_000, { image: otherImage }, 404, tr.recipes.notFound],
      ['a recipe id that is not one', other, 'x', { image: otherImage }, 404, ''],
      ['one’s own recipe', author, recipe, { image: await foodUpload(author) }, 422, msg.ownRecipe],
    ];
    for (const [what, who, id, body, status, message] of cases) {
      const res = await post(who, id, body);
      expect(res.statusCode, what).toBe(status);
      if (message) expect(res.json().message, what).toBe(message);
    }
    expect(fill(tr.foodCheck.invalidImage, { reason: 'x' })).toBe('La imatge no és vàlida: x');
    for (const id of [recipe, pending]) expect(await rowsOf(id)).toBe(0);
    expect(await countOf(recipe)).toBe(0);
    expect(await noticesOf(author.user.id, 'cooksnap')).toHaveLength(0);
  });

  it('never gets a non-food photo: the upload itself is refused with the spec’s sentence', async () => {
    const cook = await registerFresh(app);
    const res = await uploadBytes(app, cook.auth, peoplePhoto());
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^La imatge no és vàlida: /);
  });

  it('rate-limits posting per user', async () => {
    const { cook, recipe } = await scene();
    const other = await registerFresh(app);
    // Refused requests spend the budget too: the limit runs before the body is read.
    for (let i = 0; i < COOKSNAP_POSTS_PER_MINUTE; i++) {
      expect((await post(cook, recipe, {})).statusCode).toBe(422);
    }
    const over = await post(cook, recipe, { image: await foodUpload(cook) });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(tr.errors.rateLimited);
    expect(await rowsOf(recipe)).toBe(0);
    expect((await post(other, recipe, { image: await foodUpload(other) })).statusCode).toBe(201);
  });
});

describe('a cooksnap whose photo the check was unsure of', () => {
  it('waits for review, seen only by its cook and the admins, uncounted and untold', async () => {
    const { author, cook, recipe } = await scene();
    const stranger = await registerFresh(app);
    const res = await post(cook, recipe, { image: await unsureUpload(cook), note: 'Potser' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: msg.postedPending,
      cooksnaps_count: 0,
      cooksnap: { status: 'pending' },
    });
    const id = res.json().cooksnap.id as number;
    expect(await countOf(recipe)).toBe(0);
    expect(await noticesOf(author.user.id, 'cooksnap')).toHaveLength(0);

    for (const [who, sees] of [
      [cook, true],
      [admin, true],
      [author, false],
      [stranger, false],
      [null, false],
    ] as const) {
      expect((await idsOf(who, `/api/recipes/${recipe}/cooksnaps`)).includes(id)).toBe(sees);
      expect((await idsOf(who, `/api/users/${cook.user.id}/cooksnaps`)).includes(id)).toBe(sees);
    }
    const mine = await listOf(cook, `/api/recipes/${recipe}/cooksnaps`);
    expect(mine.cooksnaps[0]).toMatchObject({ id, status: 'pending' });
    // Somebody else's pending cooksnap is nothing to them.
    expect((await call(stranger, 'DELETE', `/api/cooksnaps/${id}`)).statusCode).toBe(404);

    const queue = await call(admin, 'GET', '/api/admin/cooksnaps/pending?limit=100');
    expect(queue.statusCode).toBe(200);
    const waiting = (queue.json().cooksnaps as (Cooksnap & { review_reason: string })[]).find(
      (c) => c.id === id,
    );
    expect(waiting).toMatchObject({ note: 'Potser', user: { id: cook.user.id } });
    expect(waiting!.review_reason.length).toBeGreaterThan(0);
    expect((await call(cook, 'GET', '/api/admin/cooksnaps/pending')).statusCode).toBe(403);
  });

  it('is published by an admin’s approval: counted, told to the author, audited', async () => {
    const { author, cook, recipe } = await scene();
    const id = (await post(cook, recipe, { image: await unsureUpload(cook) })).json().cooksnap.id as number;
    expect((await call(cook, 'POST', `/api/admin/cooksnaps/${id}/approve`)).statusCode).toBe(403);
    const approved = await call(admin, 'POST', `/api/admin/cooksnaps/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().message).toBe(msg.approved);
    expect(await countOf(recipe)).toBe(1);
    expect(await idsOf(author, `/api/recipes/${recipe}/cooksnaps`)).toEqual([id]);
    const notices = await noticesOf(author.user.id, 'cooksnap');
    expect(notices.map((n) => n.triggeredBy)).toEqual([cook.user.id]);
    const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'cooksnap.approve', targetId: id, adminId: admin.user.id });
    // Decided already: both decisions are a 409 now, and nothing moves.
    for (const decision of ['approve', 'reject'])
      expect((await call(admin, 'POST', `/api/admin/cooksnaps/${id}/${decision}`)).statusCode).toBe(409);
    expect(await countOf(recipe)).toBe(1);
    expect((await call(admin, 'POST', '/api/admin/cooksnaps/2000000000/approve')).statusCode).toBe(404);
  });

  it('is deleted by an admin’s rejection: its cook is told, its photo removed', async () => {
    const { author, cook, recipe } = await scene();
    const image = await unsureUpload(cook);
    const id = (await post(cook, recipe, { image })).json().cooksnap.id as number;
    expect(existsSync(fileOf(image))).toBe(true);
    const rejected = await call(admin, 'POST', `/api/admin/cooksnaps/${id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe(msg.rejected);
    expect(await rowsOf(recipe)).toBe(0);
    expect(existsSync(fileOf(image))).toBe(false);
    const told = await noticesOf(cook.user.id, 'review');
    expect(told.map((n) => n.message)).toEqual([fill(msg.rejectedNotice, { title: 'Escudella' })]);
    expect(await noticesOf(author.user.id, 'cooksnap')).toHaveLength(0);
  });
});

describe('DELETE /cooksnaps/{id}', () => {
  it('lets its cook and an admin delete it (the admin audited), nobody else', async () => {
    const { author, cook, recipe } = await scene();
    const image = await foodUpload(cook);
    const mine = (await post(cook, recipe, { image })).json().cooksnap.id as number;
    const theirs = (await post(cook, recipe, { image: await foodUpload(cook) })).json().cooksnap.id as number;
    expect(await countOf(recipe)).toBe(2);

    // The recipe's author is not the cooksnap's: 403, as any other user.
    for (const who of [author, await registerFresh(app)]) {
      const res = await call(who, 'DELETE', `/api/cooksnaps/${mine}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(msg.notAllowed);
    }
    expect((await call(null, 'DELETE', `/api/cooksnaps/${mine}`)).statusCode).toBe(401);

    const byCook = await call(cook, 'DELETE', `/api/cooksnaps/${mine}`);
    expect(byCook.statusCode).toBe(200);
    expect(byCook.json()).toEqual({ message: msg.deleted, cooksnaps_count: 1 });
    expect(existsSync(fileOf(image))).toBe(false);

    const byAdmin = await call(admin, 'DELETE', `/api/cooksnaps/${theirs}`);
    expect(byAdmin.json()).toEqual({ message: msg.deleted, cooksnaps_count: 0 });
    const [entry] = await app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'cooksnap.delete', targetId: theirs, adminId: admin.user.id });

    const again = await call(cook, 'DELETE', `/api/cooksnaps/${mine}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(msg.notFound);
    expect(await countOf(recipe)).toBe(0);
  });

  it('keeps a photo that a recipe of the cook still names', async () => {
    const { cook, recipe } = await scene();
    const image = await foodUpload(cook);
    await makeRecipe(app.db, cook.user.id, catalog, { image });
    const id = (await post(cook, recipe, { image })).json().cooksnap.id as number;
    expect((await call(cook, 'DELETE', `/api/cooksnaps/${id}`)).statusCode).toBe(200);
    expect(existsSync(fileOf(image))).toBe(true);
  });
});

describe('the lists', () => {
  it('page newest first by cursor, for a recipe and for a cook', async () => {
    const { recipe } = await scene();
    const cooks = [await registerFresh(app), await registerFresh(app)];
    const made: number[] = [];
    for (let i = 0; i < 5; i++) {
      const cook = cooks[i % 2]!;
      made.push((await post(cook, recipe, { image: await foodUpload(cook) })).json().cooksnap.id);
    }
    const newest = [...made].reverse();
    const pages = async (url: string) => {
      const out: number[] = [];
      let cursor: string | null = null;
      do {
        const page = await listOf(null, `${url}?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.cooksnaps.length).toBeLessThanOrEqual(2);
        out.push(...page.cooksnaps.map((c) => c.id));
        cursor = page.next_cursor;
      } while (cursor);
      return out;
    };
    expect(await pages(`/api/recipes/${recipe}/cooksnaps`)).toEqual(newest);
    expect(await pages(`/api/users/${cooks[0]!.user.id}/cooksnaps`)).toEqual(
      newest.filter((_, i) => i % 2 === 0),
    );
  });

  it('refuse a bad limit or cursor, an unknown user, a recipe one may not see', async () => {
    const { author, cook, recipe } = await scene();
    for (const query of ['limit=0', 'limit=51', 'limit=x', 'cursor=nonsense']) {
      expect((await call(null, 'GET', `/api/recipes/${recipe}/cooksnaps?${query}`)).statusCode, query).toBe(
        422,
      );
      expect(
        (await call(null, 'GET', `/api/users/${cook.user.id}/cooksnaps?${query}`)).statusCode,
        query,
      ).toBe(422);
    }
    expect((await call(null, 'GET', '/api/users/2000000000/cooksnaps')).statusCode).toBe(404);
    const pending = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    expect((await call(cook, 'GET', `/api/recipes/${pending}/cooksnaps`)).statusCode).toBe(404);
    expect((await call(author, 'GET', `/api/recipes/${pending}/cooksnaps`)).statusCode).toBe(200);
  });

  it('hide a cook’s cooksnaps of a recipe sent back to review from everybody but its author and admins', async () => {
    const { author, cook, recipe } = await scene();
    const id = (await post(cook, recipe, { image: await foodUpload(cook) })).json().cooksnap.id as number;
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, recipe));
    expect(await idsOf(null, `/api/users/${cook.user.id}/cooksnaps`)).toEqual([]);
    expect(await idsOf(cook, `/api/users/${cook.user.id}/cooksnaps`)).toEqual([]);
    expect(await idsOf(author, `/api/users/${cook.user.id}/cooksnaps`)).toEqual([id]);
    expect(await idsOf(admin, `/api/users/${cook.user.id}/cooksnaps`)).toEqual([id]);
  });
});

describe('the most cooked sort, and deleting a recipe', () => {
  it('sorts a search by published cooksnaps, most first, newest first among equals', async () => {
    const author = await registerFresh(app);
    // A catalogue of this test's own: the search finds only these recipes.
    const own = await makeCatalog(app.db);
    const [a, b, d] = [
      await makeRecipe(app.db, author.user.id, own, { title: 'Arròs' }),
      await makeRecipe(app.db, author.user.id, own, { title: 'Bacallà' }),
      await makeRecipe(app.db, author.user.id, own, { title: 'Dolç' }),
    ];
    const cook = await registerFresh(app);
    for (const [recipe, n] of [
      [b, 2],
      [a, 1],
    ] as const) {
      for (let i = 0; i < n; i++) await post(cook, recipe, { image: await foodUpload(cook) });
    }
    // An unsure one waits and does not count.
    await post(cook, d, { image: await unsureUpload(cook) });
    const res = await call(cook, 'GET', `/api/recipes/search?category=${own.category.id}&sort=most_cooked`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().recipes.map((r: { id: number }) => r.id)).toEqual([b, a, d]);
  });

  it('takes a deleted recipe’s cooksnaps and their photos with it', async () => {
    const { author, cook, recipe } = await scene();
    const image = await foodUpload(cook);
    await post(cook, recipe, { image });
    expect((await call(author, 'DELETE', `/api/recipes/${recipe}`)).statusCode).toBe(200);
    expect(await rowsOf(recipe)).toBe(0);
    expect(existsSync(fileOf(image))).toBe(false);
    expect(await app.db.select().from(mediaUploads).where(eq(mediaUploads.url, image))).toHaveLength(0);
  });
});

// The sample photo the unsure uploads use stays a flat colour the check cannot call food.
it('keeps the unsure sample unsure', async () => {
  const cook = await registerFresh(app);
  expect((await uploadBytes(app, cook.auth, await sampleJpeg())).json().check.verdict).toBe('unverified');
});
