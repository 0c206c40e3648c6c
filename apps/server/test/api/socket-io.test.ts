import { randomBytes } from 'node:crypto';
import { tr } from '@receptari/shared/i18n/tr/core';
import { type Notification, notificationSchema } from '@receptari/shared/notifications/notifications.schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transactionWithEvents } from '../../src/lib/events.ts';
import { notify } from '../../src/modules/notifications/index.ts';
import { userRoom } from '../../src/lib/socket-rooms.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';
import { notificationInbox, openSocket, type TestSocket } from '../helpers/socket-client.ts';

/** A payload pushed by hand, to see which sockets a room reaches. */
const sample = (userId: number, message: string): Notification => ({
  id: 0,
  user_id: userId,
  recipe_id: null,
  type: 'like',
  triggered_by: null,
  message,
  read: false,
  created_at: new Date(0).toISOString(),
});

describe('Socket.IO on the app server', () => {
  let app: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  const open = async (...args: Parameters<typeof openSocket>) => {
    const socket = await openSocket(...args);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(() => app.dispose());

  it('answers long-polling with the security headers, though Fastify never sees those requests', async () => {
    for (const path of ['/socket.io/?EIO=4&transport=polling', '/socket.io/?EIO=3&transport=polling']) {
      const res = await fetch(`${url}${path}`);
      expect([200, 400], path).toContain(res.status);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      await res.arrayBuffer();
    }
  });

  it('lets a valid token in and puts the socket in its user’s room', async () => {
    const user = await registerUser(app);
    const inbox = notificationInbox(await open(url, { auth: { token: user.token } }));
    const [server] = await app.io.in(userRoom(user.user.id)).fetchSockets();
    expect(server?.data.user).toEqual({ id: user.user.id, name: user.user.name, role: 'user' });

    app.io.to(userRoom(user.user.id)).emit('newNotification', sample(user.user.id, 'to the room'));
    expect(await inbox.until(1)).toEqual([sample(user.user.id, 'to the room')]);
  });

  it('refuses a forged, malformed, revoked or non-string token with the Catalan message', async () => {
    const revoked = await registerUser(app);
    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: revoked.auth });
    expect(logout.statusCode).toBe(200);
    const refused = { message: tr.auth.unauthorized, data: { code: 'unauthorized' } };
    for (const token of [randomBytes(32).toString('base64url'), 'not-a-token', '', revoked.token, 42]) {
      await expect(open(url, { auth: { token } })).rejects.toMatchObject(refused);
    }
    await expect(open(url, { auth: { token: revoked.token }, transport: 'polling' })).rejects.toMatchObject(
      refused,
    );
  });

  it('lets a socket without a token in anonymously, whatever its query claims, and tells it nothing of users', async () => {
    const victim = await registerUser(app);
    const victimInbox = notificationInbox(await open(url, { auth: { token: victim.token } }));
    const anonymous = await open(url, { query: { userId: String(victim.user.id), token: victim.token } });
    const anonymousInbox = notificationInbox(anonymous);
    const [server] = await app.io.in(anonymous.id!).fetchSockets();
    expect(server?.data.user).toBeNull();

    app.io.to(userRoom(victim.user.id)).emit('newNotification', sample(victim.user.id, 'private'));
    app.io.emit('newNotification', sample(0, 'to everyone'));
    // Each socket receives in emit order: had 'private' reached the anonymous socket, it would come first.
    expect(await anonymousInbox.until(1)).toEqual([sample(0, 'to everyone')]);
    expect(await victimInbox.until(2)).toEqual([sample(victim.user.id, 'private'), sample(0, 'to everyone')]);
  });

  it('pushes a committed notification to every socket of its recipient, and to nobody else', async () => {
    const [author, liker, bystander] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const recipeId = await makeRecipe(app.db, author.user.id, await makeCatalog(app.db));
    const tabs = [
      await open(url, { auth: { token: author.token } }),
      await open(url, { auth: { token: author.token } }),
    ];
    const authorInboxes = tabs.map(notificationInbox);
    const bystanderInbox = notificationInbox(await open(url, { auth: { token: bystander.token } }));

    const created = await transactionWithEvents(app.db, app.events, (tx, pending) =>
      notify(tx, pending, {
        userId: author.user.id,
        recipeId,
        type: 'like',
        triggeredBy: liker.user.id,
        message: `${liker.user.name} ha fet like`,
      }),
    );
    for (const inbox of authorInboxes) {
      const [payload] = await inbox.until(1);
      expect(notificationSchema.parse(payload)).toEqual(created);
    }
    expect(created).toMatchObject({ user_id: author.user.id, recipe_id: recipeId, read: false });

    // A later one for the bystander: had the first reached them, it would have arrived before it.
    const own = await transactionWithEvents(app.db, app.events, (tx, pending) =>
      notify(tx, pending, {
        userId: bystander.user.id,
        recipeId: null,
        type: 'review',
        triggeredBy: null,
        message: 'per a tu',
      }),
    );
    expect((await bystanderInbox.until(1)).map((p) => notificationSchema.parse(p))).toEqual([own]);
  });
});

describe('closing the app', () => {
  it('disconnects websocket and polling clients, and ends', async () => {
    const app = await buildTestApp();
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await registerUser(app);
    const sockets = [
      await openSocket(url, { auth: { token } }),
      await openSocket(url, { auth: { token }, transport: 'polling' }),
      await openSocket(url),
    ];
    const reasons = sockets.map((s) => new Promise<string>((resolve) => s.once('disconnect', resolve)));
    await app.dispose();
    // "transport close": the reason after which socket.io-client reconnects by itself (to another
    // instance, or to this one restarted), never after "io server disconnect" (plugins/socket-io.ts).
    expect(await Promise.all(reasons)).toEqual(Array(3).fill('transport close'));
    expect(sockets.map((s) => s.active)).toEqual([true, true, true]);
    for (const socket of sockets) socket.close();
    expect(app.server.listening).toBe(false);
  });
});
