import type { SocketAnswer } from '@receptari/shared/events';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@receptari/shared/notifications/notification-settings.schemas';
import { notificationSchema } from '@receptari/shared/notifications/notifications.schemas';
import { trReports } from '@receptari/shared/i18n/tr/reports';
import { fill } from '@receptari/shared/i18n/fill';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { transactionWithEvents } from '../../src/lib/events.ts';
import { notify } from '../../src/modules/notifications/index.ts';
import { registerUser } from '../helpers/build-test-app.ts';
import { foodPhoto } from '../helpers/sample-images.ts';
import { uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { makeCatalog, makeRecipe, recipeInput } from '../helpers/recipe-factory.ts';
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

  it('a followed cook’s recipe published on A reaches followers’ sockets on A and B once each, the rest at their read', async () => {
    const catalog = await makeCatalog(a.db);
    const [cook, fanOnA, fanOnB, away] = [
      await registerUser(a),
      await registerUser(a),
      await registerUser(b),
      await registerUser(b),
    ];
    for (const fan of [fanOnA, fanOnB, away]) {
      const res = await b.inject({
        method: 'POST',
        url: `/api/users/${cook.user.id}/follow`,
        headers: fan.auth,
      });
      expect(res.statusCode).toBe(200);
    }
    const [onA, onB] = [
      await openSocket(instances.urls[0]!, { auth: { token: fanOnA.token } }),
      await openSocket(instances.urls[1]!, { auth: { token: fanOnB.token } }),
    ];
    sockets.push(onA, onB);
    const [inboxA, inboxB] = [notificationInbox(onA), notificationInbox(onB)];
    // More connected users on A than one batch of the telling holds (50: tell-connected-followers.ts).
    const crowd = await Promise.all(
      Array.from({ length: 51 }, (_, i) => registerUser(a, { remoteAddress: `10.60.0.${i + 1}` })),
    );
    const crowdInboxes = [];
    for (const fan of crowd) {
      const res = await a.inject({
        method: 'POST',
        url: `/api/users/${cook.user.id}/follow`,
        headers: fan.auth,
      });
      expect(res.statusCode).toBe(200);
      const socket = await openSocket(instances.urls[0]!, { auth: { token: fan.token } });
      sockets.push(socket);
      crowdInboxes.push(notificationInbox(socket));
    }
    // A photo the food check places as food: the recipe is published, not held for review.
    const image = (await uploadBytes(a, cook.auth, foodPhoto('E007'))).json().secure_url as string;
    const created = await a.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: cook.auth,
      payload: recipeInput(catalog, { image, title: 'Canelons de Sant Esteve' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'published' });
    const recipeId = created.json().id as number;
    const news = { type: 'followed_recipe', recipe_id: recipeId, triggered_by: cook.user.id };
    for (const [inbox, fan] of [
      [inboxA, fanOnA],
      [inboxB, fanOnB],
    ] as const) {
      const [pushed] = (await inbox.until(1, 10_000)).map((p) => notificationSchema.parse(p));
      expect(pushed).toMatchObject({ ...news, user_id: fan.user.id, read: false });
      // A later notice comes next: a second push of the news would have come before it.
      await likedBy(fan.user.id, cook.user.id, 'després');
      expect((await inbox.until(2)).map((p) => notificationSchema.parse(p).message)[1]).toBe('després');
    }
    for (const [i, inbox] of crowdInboxes.entries()) {
      const pushed = (await inbox.until(1, 10_000)).map((p) => notificationSchema.parse(p));
      expect(pushed).toEqual([expect.objectContaining({ ...news, user_id: crowd[i]!.user.id })]);
    }
    // Not connected: the news is there at their first read, on either instance, once.
    for (const app of [b, a]) {
      const list = await app.inject({ method: 'GET', url: '/api/notifications', headers: away.auth });
      expect(list.json().notifications).toEqual([expect.objectContaining(news)]);
      expect(list.json().unread_count).toBe(1);
    }
  }, 90_000);

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

  it('a follow sent to instance B reaches the followed user on A; switches saved on A hold on B', async () => {
    const [cook, fan, other] = [await registerUser(a), await registerUser(b), await registerUser(b)];
    const cookOnA = await openSocket(instances.urls[0]!, { auth: { token: cook.token } });
    sockets.push(cookOnA);
    const inbox = notificationInbox(cookOnA);

    const followed = await b.inject({
      method: 'POST',
      url: `/api/users/${cook.user.id}/follow`,
      headers: fan.auth,
    });
    expect(followed.statusCode).toBe(200);
    const [pushed] = (await inbox.until(1)).map((p) => notificationSchema.parse(p));
    expect(pushed).toMatchObject({
      user_id: cook.user.id,
      type: 'follow',
      recipe_id: null,
      triggered_by: fan.user.id,
      message: `${fan.user.name} et segueix`,
    });

    // Turned off through A: B writes nothing and pushes nothing.
    const off = await a.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: cook.auth,
      payload: { ...DEFAULT_NOTIFICATION_SETTINGS, follow: false },
    });
    expect(off.statusCode).toBe(200);
    const again = await b.inject({
      method: 'POST',
      url: `/api/users/${cook.user.id}/follow`,
      headers: other.auth,
    });
    expect(again.json()).toMatchObject({ followers_count: 2, followed_by_me: true });
    // A marker written after it on B arrives; had the follow been pushed, it would have come first.
    const marker = await transactionWithEvents(b.db, b.events, (tx, pending) =>
      notify(tx, pending, {
        userId: cook.user.id,
        recipeId: null,
        type: 'verification',
        triggeredBy: null,
        message: 'marca',
      }),
    );
    expect((await inbox.until(2)).map((p) => notificationSchema.parse(p))[1]).toEqual(marker);
    const list = await a.inject({ method: 'GET', url: '/api/notifications', headers: cook.auth });
    expect(list.json().notifications.map((n: { type: string }) => n.type)).toEqual([
      'verification',
      'follow',
    ]);
  });
  it('a cooksnap posted on instance B reaches the recipe’s author on A; so does one an admin approves on B', async () => {
    const [author, cook, admin] = [await registerUser(a), await registerUser(b), await registerUser(b)];
    await b.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const recipe = await makeRecipe(a.db, author.user.id, await makeCatalog(a.db), { title: 'Fideuà' });
    const authorOnA = await openSocket(instances.urls[0]!, { auth: { token: author.token } });
    sockets.push(authorOnA);
    const inbox = notificationInbox(authorOnA);

    const image = (await uploadBytes(b, cook.auth, foodPhoto('E007'))).json().secure_url as string;
    const posted = await b.inject({
      method: 'POST',
      url: `/api/recipes/${recipe}/cooksnaps`,
      headers: cook.auth,
      payload: { image, note: 'Com la de la iaia' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const [pushed] = (await inbox.until(1)).map((p) => notificationSchema.parse(p));
    expect(pushed).toMatchObject({
      user_id: author.user.id,
      type: 'cooksnap',
      recipe_id: recipe,
      triggered_by: cook.user.id,
      message: `${cook.user.name} ha fet la teva recepta`,
    });

    // An unsure photo waits, untold; its approval on B is told on A.
    const unsure = await b.inject({
      method: 'POST',
      url: `/api/recipes/${recipe}/cooksnaps`,
      headers: cook.auth,
      payload: { image: await uploadSample(b, cook.auth) },
    });
    expect(unsure.json().cooksnap.status).toBe('pending');
    const approved = await b.inject({
      method: 'POST',
      url: `/api/admin/cooksnaps/${unsure.json().cooksnap.id}/approve`,
      headers: admin.auth,
    });
    expect(approved.statusCode).toBe(200);
    const second = notificationSchema.parse((await inbox.until(2))[1]);
    expect(second).toMatchObject({ type: 'cooksnap', recipe_id: recipe, triggered_by: cook.user.id });
    const list = await a.inject({ url: `/api/recipes/${recipe}/cooksnaps`, headers: author.auth });
    expect(list.json().cooksnaps_count).toBe(2);
  });

  it('an admin’s decision on a report, taken on instance B, reaches the reporter on A', async () => {
    const [author, reporter, admin] = [await registerUser(a), await registerUser(a), await registerUser(b)];
    await b.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const recipeId = await makeRecipe(a.db, author.user.id, await makeCatalog(a.db), {
      title: 'Sopa denunciada',
    });
    const reporterOnA = await openSocket(instances.urls[0]!, { auth: { token: reporter.token } });
    sockets.push(reporterOnA);
    const inbox = notificationInbox(reporterOnA);
    const reported = await a.inject({
      method: 'POST',
      url: '/api/reports',
      headers: reporter.auth,
      payload: { target: 'recipe', id: recipeId, reason: 'spam' },
    });
    expect(reported.statusCode).toBe(201);

    const resolved = await b.inject({
      method: 'POST',
      url: `/api/admin/reports/${reported.json().id}/resolve`,
      headers: admin.auth,
      payload: { action: 'dismiss' },
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const [pushed] = (await inbox.until(1)).map((p) => notificationSchema.parse(p));
    expect(pushed).toMatchObject({
      user_id: reporter.user.id,
      type: 'report_resolved',
      recipe_id: recipeId,
      triggered_by: admin.user.id,
      message: fill(trReports.reports.noticeDismissed, { label: 'Sopa denunciada' }),
    });
  });
});
