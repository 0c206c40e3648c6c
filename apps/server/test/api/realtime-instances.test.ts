import type { SocketAnswer } from '@receptari/shared/events';
import { notificationSchema } from '@receptari/shared/notifications/notifications.schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionWithEvents } from '../../src/lib/events.ts';
import { notify } from '../../src/modules/notifications/index.ts';
import { registerUser } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';
import { buildInstances } from '../helpers/build-instances.ts';
import { notificationInbox, openSocket, type TestSocket } from '../helpers/socket-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('notifications across instances (runs only with TEST_REDIS_URL)', () => {
  let instances: Awaited<ReturnType<typeof buildInstances>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    instances = await buildInstances(2, redisUrl!);
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await instances?.dispose();
  });

  const likedBy = (recipientId: number, triggeredBy: number, message: string) =>
    transactionWithEvents(a.db, a.events, (tx, pending) =>
      notify(tx, pending, { userId: recipientId, recipeId: null, type: 'like', triggeredBy, message }),
    );

  it('a notification committed on instance A reaches the recipient’s sockets on B and A, once each', async () => {
    const [recipient, liker] = [await registerUser(a), await registerUser(b)];
    const [onA, onB] = [
      await openSocket(instances.urls[0]!, { auth: { token: recipient.token } }),
      await openSocket(instances.urls[1]!, { auth: { token: recipient.token } }),
    ];
    const likerOnB = await openSocket(instances.urls[1]!, { auth: { token: liker.token } });
    sockets.push(onA, onB, likerOnB);
    const [inboxA, inboxB, likerInbox] = [
      notificationInbox(onA),
      notificationInbox(onB),
      notificationInbox(likerOnB),
    ];

    const first = await likedBy(recipient.user.id, liker.user.id, 'primer');
    // A second one, for both: each socket gets its events in order, so a duplicate of the first
    // would show up before it.
    const second = await likedBy(recipient.user.id, liker.user.id, 'segon');
    const forLiker = await likedBy(liker.user.id, recipient.user.id, 'per al que ha fet like');
    for (const inbox of [inboxA, inboxB]) {
      expect((await inbox.until(2)).map((p) => notificationSchema.parse(p))).toEqual([first, second]);
    }
    expect((await likerInbox.until(1)).map((p) => notificationSchema.parse(p))).toEqual([forLiker]);
  });

  it('a comment sent to instance A notifies its author on B; the socket events on B act on rows A wrote', async () => {
    const catalog = await makeCatalog(a.db);
    const [author, reader] = [await registerUser(a), await registerUser(b)];
    const recipe = await makeRecipe(a.db, author.user.id, catalog, { title: 'Coca de recapte' });
    const [authorOnB, readerOnA] = [
      await openSocket(instances.urls[1]!, { auth: { token: author.token } }),
      await openSocket(instances.urls[0]!, { auth: { token: reader.token } }),
    ];
    sockets.push(authorOnB, readerOnA);
    const [authorInbox, readerInbox] = [notificationInbox(authorOnB), notificationInbox(readerOnA)];

    const commented = await a.inject({
      method: 'POST',
      url: `/api/recipes/${recipe}/comment`,
      headers: reader.auth,
      payload: { comment: 'Boníssima' },
    });
    expect(commented.statusCode).toBe(201);
    const [pushed] = (await authorInbox.until(1)).map((p) => notificationSchema.parse(p));
    expect(pushed).toMatchObject({ recipe_id: recipe, type: 'comment', triggered_by: reader.user.id });

    // createNotification on A's socket reaches the author on B (a like: the comment's notice is a repeat).
    const created = (await readerOnA.timeout(5000).emitWithAck('createNotification', {
      recipientId: author.user.id,
      recipeId: recipe,
      type: 'like',
    })) as SocketAnswer;
    expect(created).toMatchObject({ ok: true });
    expect(notificationSchema.parse((await authorInbox.until(2))[1])).toMatchObject({ type: 'like' });

    const read = (await authorOnB
      .timeout(5000)
      .emitWithAck('markNotificationAsRead', pushed!.id)) as SocketAnswer;
    expect(read).toMatchObject({ ok: true, data: { id: pushed!.id, read: true } });
    const list = await a.inject({ method: 'GET', url: '/api/notifications', headers: author.auth });
    expect(list.json()).toMatchObject({ unread_count: 1 });
    expect(readerInbox.items).toHaveLength(0);
  });
});
