import { createHmac } from 'node:crypto';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { LIVE_CHAT_RATE, type LiveJoinAnswer } from '@receptari/shared/lives/live-socket';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { lives, users } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { ask, type LiveTestSocket, nextEvent, openLiveSocket } from '../helpers/live-socket-client.ts';
import { makeCatalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

const OFFER = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } as const;
const ANSWER = { type: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' } as const;
const CANDIDATE = {
  candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

let app: TestApp;
let url: string;
let chef: TestUser;
let viewerA: TestUser;
let viewerB: TestUser;
const open: LiveTestSocket[] = [];

/** A scheduled live of `chefId`, an hour from now, straight in the table. */
async function makeLive(db: Db, chefId: number, recipeId: number) {
  const [row] = await db
    .insert(lives)
    .values({ chefId, recipeId, title: 'Arròs negre', startsAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: lives.id });
  return row!.id;
}

async function join(who: TestUser | undefined, liveId: number, query?: Record<string, string>) {
  const client = await openLiveSocket(url, liveId, { token: who?.token, query });
  open.push(client.socket);
  const answer = await ask(client.socket, 'joinLiveRoom', { liveId });
  if (!answer.ok) throw new Error(answer.error.message);
  return { ...client, joined: answer.data as LiveJoinAnswer };
}

const statusOf = async (liveId: number) =>
  (
    await app.db
      .select({ status: lives.status, cameraOn: lives.cameraOn })
      .from(lives)
      .where(eq(lives.id, liveId))
  )[0];

let recipe: number;
beforeAll(async () => {
  const world = await recipeTestWorld();
  app = world.app;
  chef = await registerUser(app);
  await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, chef.user.id));
  [viewerA, viewerB] = [await registerUser(app), await registerUser(app)];
  recipe = await makeRecipe(app.db, chef.user.id, world.catalog, { title: 'Arròs negre' });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await app.dispose();
});

describe('the live socket: who may connect', () => {
  it('refuses a socket without a token, and a live that does not exist, with the spec messages', async () => {
    const liveId = await makeLive(app.db, chef.user.id, recipe);
    await expect(openLiveSocket(url, liveId)).rejects.toMatchObject({
      message: trLives.liveRoom.notAuthenticated,
    });
    for (const missing of [999_999, 'abc', '0']) {
      await expect(openLiveSocket(url, missing, { token: viewerA.token })).rejects.toMatchObject({
        message: trLives.liveRoom.notFound,
        data: { code: 'live_not_found' },
      });
    }
  });

  it('makes the chef of the token the chef: a viewer who claims isChef and the chef’s id stays a viewer', async () => {
    const liveId = await makeLive(app.db, chef.user.id, recipe);
    const claim = { isChef: 'true', userId: String(chef.user.id), username: chef.user.name };
    const liar = await join(viewerA, liveId, claim);
    expect(liar.joined).toMatchObject({ role: 'viewer', username: viewerA.user.name, iceServers: [] });
    expect(liar.joined.state).toMatchObject({
      status: 'scheduled',
      chef: { id: chef.user.id },
      chefPresent: false,
    });
    // Its chef events are refused and change nothing.
    const refused = await ask(liar.socket, 'chefStartLive', { liveId, hasVideo: true });
    expect(refused).toMatchObject({ ok: false, error: { code: 'chef_only' } });
    expect(await ask(liar.socket, 'chefEndLive', { liveId })).toMatchObject({ ok: false });
    expect(await statusOf(liveId)).toMatchObject({ status: 'scheduled' });
    const host = await join(chef, liveId);
    expect(host.joined).toMatchObject({ role: 'chef', state: { chefPresent: true } });
  });
});

describe('the live socket: one live from the waiting room to the end', () => {
  it('counts, starts, relays signalling to its target only, chats, and ends for everyone', async () => {
    const liveId = await makeLive(app.db, chef.user.id, recipe);
    const otherLive = await makeLive(app.db, chef.user.id, recipe);
    const a = await join(viewerA, liveId);
    const b = await join(viewerB, liveId);
    // A viewer of another live: signalling addressed to it from this live must never arrive.
    const stranger = await join(viewerA, otherLive);

    // The waiting count: two distinct viewers, no chef yet.
    const twoWaiting = (update: { count: number }) => update.count === 2;
    expect(await nextEvent(a.events, 'waitingRoomUpdate', 0, twoWaiting)).toMatchObject({
      count: 2,
      chefName: chef.user.name,
      chefPresent: false,
    });

    // Before the start, a viewer's chat is refused; the chef's is not.
    expect(await ask(a.socket, 'sendChatMessage', { liveId, message: 'hola?' })).toMatchObject({
      ok: false,
      error: { message: trLives.liveRoom.chatNotOpen },
    });
    const beforeChef = a.events.items.length;
    const host = await join(chef, liveId);
    expect(await nextEvent(a.events, 'userJoined', beforeChef)).toEqual({ username: chef.user.name });
    const hostChat = a.events.items.length;
    expect(
      await ask(host.socket, 'sendChatMessage', { liveId, message: '  Comencem aviat  ' }),
    ).toMatchObject({ ok: true });
    expect(await nextEvent(a.events, 'newChatMessage', hostChat)).toMatchObject({
      username: chef.user.name,
      message: 'Comencem aviat',
      isChef: true,
      isSystem: false,
    });

    // The start reaches everyone and is kept in the database.
    const beforeStart = [a.events.items.length, b.events.items.length];
    expect(await ask(host.socket, 'chefStartLive', { liveId, hasVideo: true })).toMatchObject({ ok: true });
    expect(await nextEvent(a.events, 'liveStarted', beforeStart[0])).toEqual({
      hasVideo: true,
      resumed: false,
    });
    expect(await nextEvent(b.events, 'liveStarted', beforeStart[1])).toEqual({
      hasVideo: true,
      resumed: false,
    });
    expect(await statusOf(liveId)).toEqual({ status: 'live', cameraOn: true });

    // A viewer's request reaches the chef as newViewer; the chef's offer reaches that viewer only.
    const hostBefore = host.events.items.length;
    await ask(a.socket, 'requestVideoStream', { liveId });
    expect(await nextEvent(host.events, 'newViewer', hostBefore)).toEqual({
      viewerId: a.socket.id,
      username: viewerA.user.name,
    });
    await ask(host.socket, 'offer', { liveId, target: a.socket.id, payload: OFFER });
    await ask(host.socket, 'offer', { liveId, target: stranger.socket.id, payload: OFFER });
    expect(await nextEvent(a.events, 'offer', 0)).toEqual({ from: host.socket.id, payload: OFFER });
    // The viewer answers the chef, whatever target it names (it has no other peer).
    await ask(a.socket, 'answer', { liveId, target: b.socket.id, payload: ANSWER });
    await ask(a.socket, 'iceCandidate', { liveId, target: host.socket.id, payload: CANDIDATE });
    expect(await nextEvent(host.events, 'answer', hostBefore)).toEqual({
      from: a.socket.id,
      payload: ANSWER,
    });
    expect(await nextEvent(host.events, 'iceCandidate', hostBefore)).toMatchObject({ from: a.socket.id });

    // Chat: trimmed, to everyone; empty and over 500 characters refused with the product's line
    // (docs/product.md#live-errors).
    expect(await ask(b.socket, 'sendChatMessage', { liveId, message: ' Hola! ' })).toMatchObject({
      ok: true,
    });
    expect(await nextEvent(a.events, 'newChatMessage', beforeStart[0])).toMatchObject({
      username: viewerB.user.name,
      message: 'Hola!',
      isChef: false,
    });
    expect(await ask(b.socket, 'sendChatMessage', { liveId, message: '   ' })).toMatchObject({
      ok: false,
      error: { message: trLives.liveRoom.emptyMessage },
    });
    expect(await ask(b.socket, 'sendChatMessage', { liveId, message: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      error: { message: trLives.liveRoom.tooLong },
    });
    // Malformed and oversized payloads are dropped; the connection survives.
    for (const bad of [
      null,
      'text',
      { liveId, target: a.socket.id, payload: { type: 'offer', sdp: 'x'.repeat(70_000) } },
    ]) {
      expect(await ask(b.socket, 'offer', bad)).toMatchObject({
        ok: false,
        error: { code: 'validation_failed' },
      });
    }
    expect(
      await ask(b.socket, 'sendChatMessage', { liveId: otherLive, message: 'a una altra' }),
    ).toMatchObject({ ok: false });
    expect(b.socket.connected).toBe(true);
    expect(b.events.items.filter((e) => e.event === 'offer')).toEqual([]);
    expect(stranger.events.items.filter((e) => e.event === 'offer')).toEqual([]);

    // A flood: past the window's budget the sender alone gets the system line.
    const floodStart = a.events.items.length;
    const answers = [];
    for (let i = 0; i < LIVE_CHAT_RATE.max + 2; i++)
      answers.push(await ask(b.socket, 'sendChatMessage', { liveId, message: `missatge ${i}` }));
    expect(
      answers.filter((x) => x.ok && (x.data as { rateLimited?: boolean } | undefined)?.rateLimited),
    ).toHaveLength(3);
    expect(
      b.events.items.some(
        (e) =>
          e.event === 'newChatMessage' &&
          (e.data as { isSystem: boolean }).isSystem &&
          (e.data as { message: string }).message === trLives.liveRoom.chatRate,
      ),
    ).toBe(true);
    await nextEvent(a.events, 'newChatMessage', floodStart);
    expect(a.events.items.filter((e) => (e.data as { isSystem?: boolean } | undefined)?.isSystem)).toEqual(
      [],
    );

    // Camera off during the live: the viewers are told, the database keeps it.
    const beforeCamera = a.events.items.length;
    await ask(host.socket, 'chefCameraStatus', { liveId, status: false });
    expect(await nextEvent(a.events, 'chefCameraStatus', beforeCamera)).toEqual({ status: false });
    expect(await statusOf(liveId)).toEqual({ status: 'live', cameraOn: false });

    // A viewer leaves: the others hear it and the chef closes its peer.
    const beforeLeave = [b.events.items.length, host.events.items.length];
    await ask(a.socket, 'leaveRoom', { liveId });
    expect(await nextEvent(b.events, 'userLeft', beforeLeave[0])).toEqual({ username: viewerA.user.name });
    expect(await nextEvent(host.events, 'viewerLeft', beforeLeave[1])).toEqual({ viewerId: a.socket.id });

    // The end, for everyone; a second end is refused.
    await ask(host.socket, 'chefEndLive', { liveId });
    await nextEvent(b.events, 'liveEnded', beforeLeave[0]);
    expect(await statusOf(liveId)).toMatchObject({ status: 'ended' });
    expect(await ask(host.socket, 'chefEndLive', { liveId })).toMatchObject({
      ok: false,
      error: { message: trLives.liveRoom.alreadyEnded },
    });
    expect(await ask(host.socket, 'chefStartLive', { liveId, hasVideo: true })).toMatchObject({ ok: false });
  });

  it('tells the room when the chef’s socket goes, and lets the chef come back to a started live', async () => {
    const liveId = await makeLive(app.db, chef.user.id, recipe);
    const viewer = await join(viewerA, liveId);
    const host = await join(chef, liveId);
    await ask(host.socket, 'chefStartLive', { liveId, hasVideo: false });
    const before = viewer.events.items.length;
    host.socket.disconnect();
    await nextEvent(viewer.events, 'chefDisconnected', before);
    const back = await join(chef, liveId);
    expect(back.joined.state).toMatchObject({ status: 'live', cameraOn: false });
    await ask(back.socket, 'chefStartLive', { liveId, hasVideo: true });
    expect(await nextEvent(viewer.events, 'liveStarted', before)).toEqual({ hasVideo: true, resumed: true });
  });

  it('lets a newer socket of the chef take over: the older one is disconnected, the room keeps its chef', async () => {
    const liveId = await makeLive(app.db, chef.user.id, recipe);
    const viewer = await join(viewerA, liveId);
    const first = await join(chef, liveId);
    const closed = new Promise((resolve) => first.socket.once('disconnect', resolve));
    const second = await join(chef, liveId);
    await closed;
    const before = viewer.events.items.length;
    await ask(viewer.socket, 'requestActiveUsers', { liveId });
    expect(await nextEvent(viewer.events, 'waitingRoomUpdate', before)).toMatchObject({
      count: 1,
      chefPresent: true,
    });
    expect(viewer.events.items.some((e) => e.event === 'chefDisconnected')).toBe(false);
    expect(second.socket.connected).toBe(true);
  });
});

describe('the live socket: ICE servers', () => {
  it('hands ICE_SERVERS and a short-lived TURN credential to the sockets of a room, in the join acknowledgement', async () => {
    const iceServers = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: 'turns:turn.example.org:443?transport=tcp', username: 'u', credential: 'p' },
    ];
    const secret = 'coturn-static-auth-secret';
    const turnUrls = ['turn:turn.example.org:3478', 'turns:turn.example.org:443?transport=tcp'];
    const other = await buildTestApp({
      ICE_SERVERS: JSON.stringify(iceServers),
      TURN_SECRET: secret,
      TURN_URLS: turnUrls.join(','),
    });
    try {
      const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
      const owner = await registerUser(other);
      await other.db.update(users).set({ role: 'chef' }).where(eq(users.id, owner.user.id));
      const liveId = await makeLive(
        other.db,
        owner.user.id,
        await makeRecipe(other.db, owner.user.id, await makeCatalog(other.db)),
      );
      const guest = await registerUser(other);
      const client = await openLiveSocket(otherUrl, liveId, { token: guest.token });
      open.push(client.socket);
      const answer = await ask(client.socket, 'joinLiveRoom', { liveId });
      expect(answer).toMatchObject({ ok: true, data: { role: 'viewer' } });
      const given = (answer.ok ? (answer.data as LiveJoinAnswer) : null)!.iceServers;
      expect(given.slice(0, 2)).toEqual(iceServers);
      // TURN_SECRET: a credential of coturn's REST-API scheme for this user, valid for about an hour.
      const turn = given[2]!;
      expect(turn.urls).toEqual(turnUrls);
      const [expiry, userId] = turn.username!.split(':');
      expect(Number(userId)).toBe(guest.user.id);
      expect(Number(expiry) - Date.now() / 1000).toBeGreaterThan(3500);
      expect(turn.credential).toBe(createHmac('sha1', secret).update(turn.username!).digest('base64'));
    } finally {
      await other.dispose();
    }
  });
});
