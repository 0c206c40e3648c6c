import type { SocketAnswer } from '@receptari/shared/events';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import {
  CREATE_NOTIFICATIONS_PER_MINUTE,
  notificationListAnswerSchema,
  notificationSchema,
} from '@receptari/shared/notifications/notifications.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import { encodeCursor } from '../../src/lib/opaque-cursor.ts';
import { registerUser as register, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { notificationInbox, openSocket, type TestSocket } from '../helpers/socket-client.ts';

/**
 * Issue 15, item 4: notifications written by the server from comments and likes, the HTTP calls
 * (list, read one, read all, create) and the same rules on the socket's events.
 */
describe('notifications', () => {
  let app: TestApp;
  let url: string;
  let catalog: Catalog;
  const sockets: TestSocket[] = [];
  // Each test's users register from an address of their own: registering is limited per address.
  let registered = 0;
  const registerUser = (on: TestApp) =>
    register(on, { remoteAddress: `10.15.${Math.floor(registered++ / 10)}.1` });
  const open = async (auth: Record<string, unknown>) => {
    const socket = await openSocket(url, { auth });
    sockets.push(socket);
    return socket;
  };
  /** A client event and its acknowledgement. */
  const ask = (socket: TestSocket, event: 'authenticate' | 'markNotificationAsRead', payload: unknown) =>
    socket.timeout(5000).emitWithAck(event, payload) as Promise<SocketAnswer>;

  const list = async (user: TestUser, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    return notificationListAnswerSchema.parse(res.json());
  };
  const comment = (user: TestUser, recipeId: number) =>
    app.inject({
      method: 'POST',
      url: `/api/recipes/${recipeId}/comment`,
      headers: user.auth,
      payload: { comment: 'Molt bona!' },
    });
  const like = (user: TestUser, recipeId: number) =>
    app.inject({ method: 'POST', url: `/api/recipes/${recipeId}/like`, headers: user.auth });
  const create = (user: TestUser, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/notifications', headers: user.auth, payload });

  beforeAll(async () => {
    ({ app, catalog } = await recipeTestWorld());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => app.dispose());

  it('a comment by B on A’s recipe reaches A over HTTP and over A’s socket; own actions notify nobody', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const recipe = await makeRecipe(app.db, a.user.id, catalog, { title: 'Fricandó' });
    const inbox = notificationInbox(await open({ token: a.token }));

    expect((await comment(b, recipe)).statusCode).toBe(201);
    const [pushed] = (await inbox.until(1)).map((p) => notificationSchema.parse(p));
    const expected = {
      user_id: a.user.id,
      recipe_id: recipe,
      type: 'comment',
      triggered_by: b.user.id,
      message: fill(tr.notifications.commented, { name: b.user.name, title: 'Fricandó' }),
      read: false,
    };
    expect(pushed).toMatchObject(expected);
    const page = await list(a);
    expect(page.notifications).toEqual([pushed]);
    expect(page).toMatchObject({ unread_count: 1, next_cursor: null });

    // A's own comment and like: nothing written, nothing pushed.
    await comment(a, recipe);
    await like(a, recipe);
    expect((await list(a)).notifications).toHaveLength(1);
    expect((await list(b)).notifications).toHaveLength(0);
    expect(inbox.items).toHaveLength(1);
  });

  it('a like toggled off and on within ten minutes notifies once; after ten minutes, again', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const recipe = await makeRecipe(app.db, a.user.id, catalog, { title: 'Escudella' });
    for (let i = 0; i < 5; i++) await like(b, recipe); // like, unlike, like, unlike, like
    const likes = (await list(a)).notifications;
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      type: 'like',
      message: fill(tr.notifications.liked, { name: b.user.name, title: 'Escudella' }),
    });

    await app.db
      .update(notifications)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(notifications.userId, a.user.id));
    await like(b, recipe); // unlike
    await like(b, recipe); // like again, eleven minutes on
    expect((await list(a)).notifications).toHaveLength(2);
  });

  it('lists newest first a page at a time; marks one read (own only) and all read', async () => {
    const [a, b, c] = [await registerUser(app), await registerUser(app), await registerUser(app)];
    const recipe = await makeRecipe(app.db, a.user.id, catalog);
    for (let i = 0; i < 3; i++) await comment(b, recipe);
    const first = await list(a, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = await list(a, `?limit=2&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ next_cursor: null, unread_count: 3 });
    // A page past the last notice has no row to carry the unread count: it is counted on its own.
    const last = second.notifications.at(-1)!;
    const past = encodeCursor({ at: last.created_at, id: last.id });
    expect(await list(a, `?limit=2&cursor=${past}`)).toMatchObject({ notifications: [], unread_count: 3 });
    const ids = [...first.notifications, ...second.notifications].map((n) => n.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(new Set(ids).size).toBe(3);

    const [newest, , oldest] = ids as [number, number, number];
    // Someone else's notification: 404, and it stays unread.
    for (const caller of [b, c]) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/notifications/${oldest}/read`,
        headers: caller.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'notification_not_found',
        message: tr.notificationsApi.notFound,
      });
    }
    expect((await list(a)).unread_count).toBe(3);

    const read = await app.inject({
      method: 'PUT',
      url: `/api/notifications/${newest}/read`,
      headers: a.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      message: tr.notificationsApi.markedRead,
      notification: { id: newest, read: true },
    });
    const after = await list(a);
    expect(after.unread_count).toBe(2);
    expect(after.notifications.map((n) => n.read)).toEqual([true, false, false]);

    const all = await app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: a.auth });
    expect(all.json()).toEqual({ message: tr.notificationsApi.allMarkedRead, updated: 2 });
    expect((await list(a)).notifications.every((n) => n.read)).toBe(true);
    expect((await list(a)).unread_count).toBe(0);
  });

  it('refuses a bad page, cursor or id with a Catalan 4xx', async () => {
    const a = await registerUser(app);
    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?cursor=nope', '?cursor=eyJpZCI6LTF9']) {
      const res = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: a.auth });
      expect(res.statusCode, query).toBe(422);
    }
    const cursor = await app.inject({
      method: 'GET',
      url: '/api/notifications?cursor=nope',
      headers: a.auth,
    });
    expect(cursor.json()).toMatchObject({ message: tr.errors.badCursor });
    for (const id of ['0', 'abc', '99999999999', '2147483647']) {
      const res = await app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: a.auth });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
  });

  it('POST /notifications: a known type, the recipe’s author, the caller as trigger; once per ten minutes', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const recipe = await makeRecipe(app.db, a.user.id, catalog, { title: 'Samfaina' });
    const inbox = notificationInbox(await open({ token: a.token }));
    const valid = {
      user_id: a.user.id,
      recipe_id: recipe,
      type: 'like',
      triggered_by: b.user.id,
      message: 'x',
    };

    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ ...valid, type: 'review' }, 422, tr.notificationsApi.badType],
      [{ ...valid, type: 'follow' }, 422, tr.notificationsApi.badType],
      [{ ...valid, user_id: 2_000_000_000 }, 422, tr.notificationsApi.notAuthor],
      [{ ...valid, user_id: b.user.id }, 422, tr.notificationsApi.notAuthor],
      [{ ...valid, recipe_id: 2_000_000_000 }, 404, tr.recipes.notFound],
      [{ ...valid, triggered_by: a.user.id }, 403, tr.notificationsApi.notYou],
      [{ ...valid, user_id: '1' }, 422, tr.errors.badId],
      [{ ...valid, recipe_id: -1 }, 422, tr.errors.badId],
    ];
    for (const [payload, status, message] of refusals) {
      const res = await create(b, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ message });
    }

    const made = await create(b, valid);
    expect(made.statusCode).toBe(201);
    const message = fill(tr.notifications.liked, { name: b.user.name, title: 'Samfaina' });
    expect(made.json()).toMatchObject({
      message: tr.notificationsApi.created,
      notification: { user_id: a.user.id, triggered_by: b.user.id, type: 'like', message },
    });
    expect(notificationSchema.parse((await inbox.until(1))[0])).toMatchObject({ message });

    // The same notice again, and one's own recipe: nobody notified.
    for (const [who, payload] of [
      [b, valid],
      [a, { ...valid, triggered_by: a.user.id }],
    ] as const) {
      const res = await create(who, payload);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: tr.notificationsApi.notCreated, notification: null });
    }
    expect((await list(a)).notifications).toHaveLength(1);
  });

  it('POST /notifications is rate-limited per user', async () => {
    const [a, b] = [await registerUser(app), await registerUser(app)];
    const recipe = await makeRecipe(app.db, a.user.id, catalog);
    const payload = { user_id: a.user.id, recipe_id: recipe, type: 'comment' };
    for (let i = 0; i < CREATE_NOTIFICATIONS_PER_MINUTE; i++)
      expect((await create(b, payload)).statusCode).toBe(201);
    const refused = await create(b, payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect((await create(a, { ...payload })).statusCode).toBe(201); // another user's budget
  });

  describe('the notifications socket', () => {
    it('authenticate with another user’s id is ignored: that socket never hears the other’s notifications', async () => {
      const [a, b, c] = [await registerUser(app), await registerUser(app), await registerUser(app)];
      const recipe = await makeRecipe(app.db, a.user.id, catalog);
      const aInbox = notificationInbox(await open({ token: a.token }));
      const bSocket = await open({ token: b.token });
      const bInbox = notificationInbox(bSocket);
      const anonymous = await open({});
      const anonymousInbox = notificationInbox(anonymous);

      expect(await ask(bSocket, 'authenticate', a.user.id)).toMatchObject({
        ok: false,
        error: { statusCode: 403 },
      });
      expect(await ask(bSocket, 'authenticate', String(a.user.id))).toMatchObject({ ok: false });
      expect(await ask(anonymous, 'authenticate', a.user.id)).toMatchObject({
        ok: false,
        error: { statusCode: 401, message: tr.notificationsApi.signInFirst },
      });
      expect(await ask(bSocket, 'authenticate', b.user.id)).toEqual({
        ok: true,
        data: { userId: b.user.id },
      });
      expect(await ask(bSocket, 'authenticate', { id: 1 })).toMatchObject({
        ok: false,
        error: { statusCode: 422 },
      });

      await comment(c, recipe);
      await aInbox.until(1);
      // A marker for B, pushed after A's: once it is in, B's socket has had its chance to get A's.
      const bRecipe = await makeRecipe(app.db, b.user.id, catalog);
      await comment(c, bRecipe);
      const [marker] = (await bInbox.until(1)).map((p) => notificationSchema.parse(p));
      expect(marker).toMatchObject({ user_id: b.user.id, recipe_id: bRecipe });
      expect(bInbox.items).toHaveLength(1);
      expect(anonymousInbox.items).toHaveLength(0);
    });

    it('a forged token joins no room and hears nothing', async () => {
      const [a, b] = [await registerUser(app), await registerUser(app)];
      const recipe = await makeRecipe(app.db, a.user.id, catalog);
      await expect(open({ token: `${a.token}x` })).rejects.toMatchObject({ message: tr.auth.unauthorized });
      const aInbox = notificationInbox(await open({ token: a.token }));
      await comment(b, recipe);
      await aInbox.until(1);
      expect(await app.io.in(`user:${a.user.id}`).fetchSockets()).toHaveLength(1);
    });

    it('markNotificationAsRead: one’s own only, as the HTTP call', async () => {
      const [a, b] = [await registerUser(app), await registerUser(app)];
      const recipe = await makeRecipe(app.db, a.user.id, catalog);
      await comment(b, recipe);
      const [mine] = (await list(a)).notifications;
      const bSocket = await open({ token: b.token });
      expect(await ask(bSocket, 'markNotificationAsRead', mine!.id)).toMatchObject({
        ok: false,
        error: { statusCode: 404, code: 'notification_not_found', message: tr.notificationsApi.notFound },
      });
      expect((await list(a)).unread_count).toBe(1);
      expect(await ask(bSocket, 'markNotificationAsRead', 'abc')).toMatchObject({
        ok: false,
        error: { statusCode: 422, message: tr.errors.badId },
      });

      const aSocket = await open({ token: a.token });
      expect(await ask(aSocket, 'markNotificationAsRead', mine!.id)).toMatchObject({
        ok: true,
        data: { id: mine!.id, read: true },
      });
      expect((await list(a)).unread_count).toBe(0);
    });

    it('createNotification: pushed to the recipient, with the HTTP call’s rules', async () => {
      const [a, b] = [await registerUser(app), await registerUser(app)];
      const recipe = await makeRecipe(app.db, a.user.id, catalog, { title: 'Calçots' });
      const aInbox = notificationInbox(await open({ token: a.token }));
      const bSocket = await open({ token: b.token });
      const send = (payload: unknown) =>
        bSocket.timeout(5000).emitWithAck('createNotification', payload) as Promise<SocketAnswer>;
      const valid = { recipientId: a.user.id, recipeId: recipe, type: 'comment', message: 'ignored' };

      expect(await send({ ...valid, type: 'review' })).toMatchObject({
        ok: false,
        error: { statusCode: 422, message: tr.notificationsApi.badType },
      });
      expect(await send({ ...valid, recipientId: b.user.id })).toMatchObject({
        ok: false,
        error: { statusCode: 422, code: 'not_recipe_author' },
      });
      expect(await send({ ...valid, triggeredBy: a.user.id })).toMatchObject({
        ok: false,
        error: { statusCode: 403 },
      });
      expect(await send('nonsense')).toMatchObject({ ok: false, error: { statusCode: 422 } });

      expect(await send(valid)).toMatchObject({ ok: true, data: { user_id: a.user.id, type: 'comment' } });
      expect(notificationSchema.parse((await aInbox.until(1))[0])).toMatchObject({
        triggered_by: b.user.id,
        message: fill(tr.notifications.commented, { name: b.user.name, title: 'Calçots' }),
      });

      // The socket has the route's budget: refused (429) within CREATE_NOTIFICATIONS_PER_MINUTE calls.
      let refused: SocketAnswer = { ok: true };
      for (let i = 0; i < CREATE_NOTIFICATIONS_PER_MINUTE && refused.ok; i++) refused = await send(valid);
      expect(refused).toMatchObject({ error: { statusCode: 429, code: 'rate_limited' } });
    });
  });
});
