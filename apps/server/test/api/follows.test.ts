import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import {
  FOLLOW_WRITES_PER_MINUTE,
  followAnswerSchema,
  followListAnswerSchema,
} from '@receptari/shared/follows/follows.schemas';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '@receptari/shared/notifications/notification-settings.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, notifications, recipes } from '../../src/db/schema/index.ts';
import { caughtUp } from '../helpers/announcements.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  makeRecipe,
  type PublishingWorld,
  publishingTestWorld,
  recipeInput,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

let world: PublishingWorld;
let app: TestApp;
beforeAll(async () => {
  world = await publishingTestWorld();
  app = world.app;
});
afterAll(() => app.dispose());

const call = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, ...(who && { headers: who.auth }), ...(payload && { payload }) });
const followUser = (who: TestUser, id: number | string) => call(who, 'POST', `/api/users/${id}/follow`);
const unfollowUser = (who: TestUser, id: number | string) => call(who, 'DELETE', `/api/users/${id}/follow`);
const saveSettings = (who: TestUser, over: Partial<NotificationSettings>) =>
  call(who, 'PUT', '/api/notification-settings', { ...DEFAULT_NOTIFICATION_SETTINGS, ...over });

/** `userId`'s notices of `type` (from `from`) as they find them on reading their notifications. */
const noticesOf = async (userId: number, type: string, from?: number) => {
  await caughtUp(app.db, [userId]);
  return app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        from === undefined ? undefined : eq(notifications.triggeredBy, from),
      ),
    );
};

describe('POST and DELETE /users/{id}/follow', () => {
  it('follows, idempotently, with the counts; unfollows, idempotently', async () => {
    const [cook, fan] = [await registerFresh(app), await registerFresh(app)];
    const first = await followUser(fan, cook.user.id);
    expect(first.statusCode).toBe(200);
    expect(followAnswerSchema.parse(first.json())).toEqual({
      message: fill(trProfile.follows.followed, { name: cook.user.name }),
      followers_count: 1,
      following_count: 0,
      followed_by_me: true,
    });
    const again = await followUser(fan, cook.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ followers_count: 1, followed_by_me: true });
    const rows = await app.db.select().from(follows).where(eq(follows.followedId, cook.user.id));
    expect(rows).toHaveLength(1);

    const gone = await unfollowUser(fan, cook.user.id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({
      message: fill(trProfile.follows.unfollowed, { name: cook.user.name }),
      followers_count: 0,
      following_count: 0,
      followed_by_me: false,
    });
    expect((await unfollowUser(fan, cook.user.id)).json()).toMatchObject({ followers_count: 0 });
  });

  it('refuses oneself (422), an unknown user or a bad id (404) and a visitor (401)', async () => {
    const me = await registerFresh(app);
    for (const send of [followUser, unfollowUser]) {
      const self = await send(me, me.user.id);
      expect(self.statusCode).toBe(422);
      expect(self.json()).toMatchObject({
        code: 'follow_self',
        errors: { id: [trProfile.follows.notYourself] },
      });
      const unknown = await send(me, 2_000_000_000);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'user_not_found', message: trProfile.profiles.notFound });
      for (const bad of ['abc', '0', '-1', '01', '99999999999']) {
        // As every path id of the API (strict-ids.test.ts): not an id names nothing, a 404.
        const res = await send(me, bad);
        expect(res.statusCode, bad).toBe(404);
        expect(res.json(), bad).toMatchObject({
          code: 'bad_path',
          message: expect.stringContaining('identificador'),
        });
      }
    }
    const visitor = await call(null, 'POST', `/api/users/${me.user.id}/follow`);
    expect(visitor.statusCode).toBe(401);
  });

  it('tells the followed user once (a follow, unfollow and follow again within ten minutes)', async () => {
    const [cook, fan] = [await registerFresh(app), await registerFresh(app)];
    await followUser(fan, cook.user.id);
    await unfollowUser(fan, cook.user.id);
    await followUser(fan, cook.user.id);
    const notes = await noticesOf(cook.user.id, 'follow');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      triggeredBy: fan.user.id,
      recipeId: null,
      message: fill(tr.notifications.followed, { name: fan.user.name }),
    });
    const inbox = await call(cook, 'GET', '/api/notifications');
    expect(inbox.json().notifications[0]).toMatchObject({
      type: 'follow',
      message: `${fan.user.name} et segueix`,
    });
    // The fan who followed is told nothing.
    expect(await noticesOf(fan.user.id, 'follow')).toHaveLength(0);
  });

  it('rate-limits follows per user', async () => {
    const [fan, other] = [await registerFresh(app), await registerFresh(app)];
    const targets = [await registerFresh(app), await registerFresh(app)];
    let last = 0;
    for (let i = 0; i < FOLLOW_WRITES_PER_MINUTE; i++) {
      last = (await followUser(fan, targets[i % 2]!.user.id)).statusCode;
    }
    expect(last).toBe(200);
    const over = await followUser(fan, targets[0]!.user.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(tr.errors.rateLimited);
    // Someone else's budget is their own.
    expect((await followUser(other, targets[0]!.user.id)).statusCode).toBe(200);
  });
});

describe('GET /users/{id}/followers and /following', () => {
  it('lists newest first, paged by cursor, for anyone', async () => {
    const cook = await registerFresh(app);
    const fans = [await registerFresh(app), await registerFresh(app), await registerFresh(app)];
    for (const fan of fans) expect((await followUser(fan, cook.user.id)).statusCode).toBe(200);
    await followUser(cook, fans[0]!.user.id);

    const page1 = await call(null, 'GET', `/api/users/${cook.user.id}/followers?limit=2`);
    expect(page1.statusCode).toBe(200);
    const one = followListAnswerSchema.parse(page1.json());
    expect(one.users.map((u) => u.id)).toEqual([fans[2]!.user.id, fans[1]!.user.id]);
    expect(one.users[0]).toMatchObject({ name: fans[2]!.user.name, img: null, role: 'user' });
    expect(one.next_cursor).not.toBeNull();
    const page2 = await call(
      null,
      'GET',
      `/api/users/${cook.user.id}/followers?limit=2&cursor=${one.next_cursor}`,
    );
    expect(page2.json()).toEqual({
      users: [expect.objectContaining({ id: fans[0]!.user.id })],
      next_cursor: null,
    });

    const following = await call(fans[1]!, 'GET', `/api/users/${cook.user.id}/following`);
    expect(following.json()).toEqual({
      users: [expect.objectContaining({ id: fans[0]!.user.id })],
      next_cursor: null,
    });
    const none = await call(null, 'GET', `/api/users/${fans[1]!.user.id}/following`);
    expect(none.json().users.map((u: { id: number }) => u.id)).toEqual([cook.user.id]);
  });

  it('refuses a bad limit or cursor (422), a bad id or an unknown user (404)', async () => {
    const cook = await registerFresh(app);
    for (const which of ['followers', 'following']) {
      for (const limit of ['0', '51', 'x', '1.5']) {
        const res = await call(null, 'GET', `/api/users/${cook.user.id}/${which}?limit=${limit}`);
        expect(res.statusCode, limit).toBe(422);
        expect(res.json().message).toBe(trProfile.follows.badLimit);
      }
      const cursor = await call(null, 'GET', `/api/users/${cook.user.id}/${which}?cursor=nope`);
      expect(cursor.statusCode).toBe(422);
      expect(cursor.json().errors).toEqual({ cursor: [tr.errors.badCursor] });
      expect((await call(null, 'GET', `/api/users/x/${which}`)).statusCode).toBe(404);
      const unknown = await call(null, 'GET', `/api/users/2000000000/${which}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(trProfile.profiles.notFound);
    }
  });
});

describe('the public profile', () => {
  it('answers the counts to anyone, and whether the caller follows', async () => {
    const [cook, fan, stranger] = [
      await registerFresh(app),
      await registerFresh(app),
      await registerFresh(app),
    ];
    await followUser(fan, cook.user.id);
    await followUser(cook, stranger.user.id);
    const asFan = await call(fan, 'GET', `/api/userInfo/${cook.user.id}`);
    expect(asFan.json().follow).toEqual({ followers_count: 1, following_count: 1, followed_by_me: true });
    const asVisitor = await call(null, 'GET', `/api/userInfo/${cook.user.id}`);
    expect(asVisitor.json().follow).toEqual({
      followers_count: 1,
      following_count: 1,
      followed_by_me: false,
    });
    const asSelf = await call(cook, 'GET', `/api/userInfo/${cook.user.id}`);
    expect(asSelf.json().follow).toMatchObject({ followed_by_me: false });
  });
});

describe('a followed cook’s new recipe', () => {
  it('notifies the followers who want it, once, when created published', async () => {
    const { author, catalog, image } = world;
    const [fan, muted, stranger] = [
      await registerFresh(app),
      await registerFresh(app),
      await registerFresh(app),
    ];
    await followUser(fan, author.user.id);
    await followUser(muted, author.user.id);
    expect((await saveSettings(muted, { followed_recipe: false })).statusCode).toBe(200);
    const created = await call(
      author,
      'POST',
      '/api/recipes',
      recipeInput(catalog, { image, title: 'Coca de llardons' }),
    );
    expect(created.statusCode).toBe(201);
    const recipeId = created.json().id as number;
    const fanNotes = await noticesOf(fan.user.id, 'followed_recipe', author.user.id);
    expect(fanNotes).toEqual([
      expect.objectContaining({
        recipeId,
        message: `${author.user.name} ha publicat una recepta nova: "Coca de llardons"`,
      }),
    ]);
    expect(await noticesOf(muted.user.id, 'followed_recipe')).toHaveLength(0);
    expect(await noticesOf(stranger.user.id, 'followed_recipe')).toHaveLength(0);
    expect(await noticesOf(author.user.id, 'followed_recipe')).toHaveLength(0);
  });

  it('notifies when an admin approves a waiting recipe, not before, and not twice', async () => {
    const { catalog } = world;
    const [cook, fan, admin] = [
      await registerFresh(app),
      await registerFresh(app),
      await registerFreshAdmin(app),
    ];
    await followUser(fan, cook.user.id);
    const waiting = await makeRecipe(app.db, cook.user.id, catalog, { status: 'pending', title: 'Fideuà' });
    expect(await noticesOf(fan.user.id, 'followed_recipe')).toHaveLength(0);
    const approved = await call(admin, 'POST', `/api/admin/recipes/${waiting}/approve`);
    expect(approved.statusCode).toBe(200);
    const expected = [
      expect.objectContaining({
        recipeId: waiting,
        message: `${cook.user.name} ha publicat una recepta nova: "Fideuà"`,
      }),
    ];
    expect(await noticesOf(fan.user.id, 'followed_recipe', cook.user.id)).toEqual(expected);

    // Back to the queue and approved again: the followers were told already.
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, waiting));
    expect((await call(admin, 'POST', `/api/admin/recipes/${waiting}/approve`)).statusCode).toBe(200);
    expect(await noticesOf(fan.user.id, 'followed_recipe', cook.user.id)).toEqual(expected);
  });
});

describe('GET and PUT /notification-settings', () => {
  it('answers every kind on until saved; saves and answers the switches', async () => {
    const me = await registerFresh(app);
    const first = await call(me, 'GET', '/api/notification-settings');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json()).toEqual({ settings: DEFAULT_NOTIFICATION_SETTINGS });
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, like: false, cooksnap: false };
    const saved = await saveSettings(me, off);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: trProfile.notificationSettings.saved, settings: off });
    expect((await call(me, 'GET', '/api/notification-settings')).json()).toEqual({ settings: off });
    expect((await saveSettings(me, {})).json().settings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('refuses a visitor (401) and every bad body (422, in Catalan)', async () => {
    expect((await call(null, 'GET', '/api/notification-settings')).statusCode).toBe(401);
    expect(
      (await call(null, 'PUT', '/api/notification-settings', DEFAULT_NOTIFICATION_SETTINGS)).statusCode,
    ).toBe(401);
    const me = await registerFresh(app);
    const { like: _omitted, ...missing } = DEFAULT_NOTIFICATION_SETTINGS;
    for (const body of [
      missing,
      { ...DEFAULT_NOTIFICATION_SETTINGS, like: 'no' },
      { ...DEFAULT_NOTIFICATION_SETTINGS, like: null },
      { ...DEFAULT_NOTIFICATION_SETTINGS, verification: false },
      [],
    ]) {
      const res = await call(me, 'PUT', '/api/notification-settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message, JSON.stringify(body)).toMatch(/[a-zà-ú]/);
    }
    const bad = await call(me, 'PUT', '/api/notification-settings', {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      like: 1,
    });
    expect(bad.json().errors).toEqual({ like: [trProfile.notificationSettings.badValue] });
  });

  it('is respected by every writer: comments, likes, follows; moderation always arrives', async () => {
    const { catalog } = world;
    const [cook, fan, admin] = [
      await registerFresh(app),
      await registerFresh(app),
      await registerFreshAdmin(app),
    ];
    const recipe = await makeRecipe(app.db, cook.user.id, catalog, { title: 'Escalivada' });
    await saveSettings(cook, { comment: false, like: false, follow: false });
    await call(fan, 'POST', `/api/recipes/${recipe}/like`);
    await call(fan, 'POST', `/api/recipes/${recipe}/comment`, { comment: 'Molt bona' });
    await followUser(fan, cook.user.id);
    const client = await call(fan, 'POST', '/api/notifications', {
      user_id: cook.user.id,
      recipe_id: recipe,
      type: 'like',
    });
    expect(client.statusCode).toBe(201);
    expect(client.json().notification).toBeNull();
    const got = await app.db.select().from(notifications).where(eq(notifications.userId, cook.user.id));
    expect(got).toHaveLength(0);

    // Turned back on: the next ones arrive.
    await saveSettings(cook, {});
    await call(fan, 'POST', `/api/recipes/${recipe}/comment`, { comment: 'Repetiré' });
    expect(await noticesOf(cook.user.id, 'comment')).toHaveLength(1);

    // A rejection has no switch.
    await saveSettings(cook, {
      comment: false,
      like: false,
      follow: false,
      followed_recipe: false,
      followed_live: false,
      cooksnap: false,
    });
    const waiting = await makeRecipe(app.db, cook.user.id, catalog, {
      status: 'pending',
      title: 'Rebutjada',
    });
    expect((await call(admin, 'POST', `/api/admin/recipes/${waiting}/reject`)).statusCode).toBe(200);
    expect(await noticesOf(cook.user.id, 'review')).toHaveLength(1);
  });
});
