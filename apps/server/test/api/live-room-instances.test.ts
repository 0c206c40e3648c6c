import type { LiveJoinAnswer } from '@receptari/shared/lives/live-socket';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lives, users } from '../../src/db/schema/index.ts';
import { registerUser } from '../helpers/build-test-app.ts';
import { buildInstances } from '../helpers/build-instances.ts';
import { ask, type LiveTestSocket, nextEvent, openLiveSocket } from '../helpers/live-socket-client.ts';
import { makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const OFFER = { type: 'offer', sdp: 'v=0\r\n' } as const;

describe.skipIf(!redisUrl)('a live room across instances (runs only with TEST_REDIS_URL)', () => {
  let instances: Awaited<ReturnType<typeof buildInstances>>;
  let a: FastifyInstance;
  const open: LiveTestSocket[] = [];

  beforeAll(async () => {
    instances = await buildInstances(2, redisUrl!);
    a = instances.apps[0]!;
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await instances?.dispose();
  });

  async function join(who: TestUser, url: string, liveId: number) {
    const client = await openLiveSocket(url, liveId, { token: who.token });
    open.push(client.socket);
    const answer = await ask(client.socket, 'joinLiveRoom', { liveId });
    if (!answer.ok) throw new Error(answer.error.message);
    return { ...client, joined: answer.data as LiveJoinAnswer };
  }

  it('the chef on A and the viewers on B share the count, the start, the signalling, the chat and the end', async () => {
    const [urlA, urlB] = instances.urls as [string, string];
    const chef = await registerUser(a);
    await a.db.update(users).set({ role: 'chef' }).where(eq(users.id, chef.user.id));
    const [v1, v2, late] = [await registerUser(a), await registerUser(a), await registerUser(a)];
    const recipe = await makeRecipe(a.db, chef.user.id, await makeCatalog(a.db), { title: 'Suquet' });
    const [row] = await a.db
      .insert(lives)
      .values({
        chefId: chef.user.id,
        recipeId: recipe,
        title: 'Suquet',
        startsAt: new Date(Date.now() + 60_000),
      })
      .returning({ id: lives.id });
    const liveId = row!.id;

    const host = await join(chef, urlA, liveId);
    const first = await join(v1, urlB, liveId);
    const second = await join(v2, urlB, liveId);
    expect(first.joined.state.chefPresent).toBe(true);
    const twoWaiting = (update: { count: number }) => update.count === 2;
    expect(await nextEvent(host.events, 'waitingRoomUpdate', 0, twoWaiting)).toMatchObject({
      chefPresent: true,
    });

    await ask(host.socket, 'chefStartLive', { liveId, hasVideo: true });
    expect(await nextEvent(second.events, 'liveStarted')).toEqual({ hasVideo: true, resumed: false });
    await ask(first.socket, 'requestVideoStream', { liveId });
    expect(await nextEvent(host.events, 'newViewer')).toEqual({
      viewerId: first.socket.id,
      username: v1.user.name,
    });
    await ask(host.socket, 'offer', { liveId, target: first.socket.id, payload: OFFER });
    expect(await nextEvent(first.events, 'offer')).toEqual({ from: host.socket.id, payload: OFFER });
    expect(second.events.items.some((e) => e.event === 'offer')).toBe(false);

    // The chef on A marks a step: the viewers on B see it at once (the room's broadcast).
    const beforeStep = second.events.items.length;
    expect(await ask(host.socket, 'chefSetStep', { liveId, step: 1 })).toMatchObject({ ok: true });
    expect(await nextEvent(second.events, 'stepChanged', beforeStep)).toEqual({ step: 1 });

    // A late joiner on B reads the started live, its step and the count (Redis) from the shared state.
    const latecomer = await join(late, urlB, liveId);
    expect(latecomer.joined.state).toMatchObject({
      status: 'live',
      cameraOn: true,
      chefPresent: true,
      currentStep: 1,
      viewerCount: 3,
    });
    // A reaction on B floats for the chef on A.
    await ask(latecomer.socket, 'sendReaction', { liveId, emoji: '👏' });
    expect(await nextEvent(host.events, 'reaction')).toEqual({ emoji: '👏', username: late.user.name });

    await ask(second.socket, 'sendChatMessage', { liveId, message: 'Hola!' });
    expect(await nextEvent(host.events, 'newChatMessage')).toMatchObject({
      username: v2.user.name,
      message: 'Hola!',
    });

    await ask(host.socket, 'chefCameraStatus', { liveId, status: false });
    expect(await nextEvent(latecomer.events, 'chefCameraStatus')).toEqual({ status: false });
    await ask(host.socket, 'chefEndLive', { liveId });
    for (const viewer of [first, second, latecomer]) await nextEvent(viewer.events, 'liveEnded');
  });
});
