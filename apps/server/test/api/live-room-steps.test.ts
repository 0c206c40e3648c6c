import { existsSync } from 'node:fs';
import { join as joinPath } from 'node:path';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { tr } from '@receptari/shared/i18n/tr/core';
import { fill } from '@receptari/shared/i18n/fill';
import { LIVE_REACTION_RATE, type LiveJoinAnswer } from '@receptari/shared/lives/live-socket';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { liveChapters, lives, users } from '../../src/db/schema/index.ts';
import { saveLiveReplay } from '../../src/modules/lives/index.ts';
import { createMediaStorage } from '../../src/storage/create-media-storage.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { ask, type LiveTestSocket, nextEvent, openLiveSocket } from '../helpers/live-socket-client.ts';
import { makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { registerFreshAdmin } from '../fixtures/users.ts';
import { sampleVideo } from '../helpers/upload-media.ts';

/**
 * Issue 19 in the live room: the recipe's current step (the chef's only, stored for late joiners,
 * a chapter each time), the viewer count, the reactions and their limit; and the replay: its
 * upload (who, what, how big), its chapters, and its file going with the live.
 */
let app: TestApp;
let url: string;
let chef: TestUser;
let otherChef: TestUser;
let viewerA: TestUser;
let viewerB: TestUser;
let recipe: number;
const open: LiveTestSocket[] = [];

async function makeLive(db: Db, chefId: number, recipeId: number) {
  const [row] = await db
    .insert(lives)
    .values({ chefId, recipeId, title: 'Crema catalana', startsAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: lives.id });
  return row!.id;
}

async function join(who: TestUser, liveId: number) {
  const client = await openLiveSocket(url, liveId, { token: who.token });
  open.push(client.socket);
  const answer = await ask(client.socket, 'joinLiveRoom', { liveId });
  if (!answer.ok) throw new Error(answer.error.message);
  return { ...client, joined: answer.data as LiveJoinAnswer };
}

/** A live on the air with its chef in the room. */
async function liveOnAir() {
  const liveId = await makeLive(app.db, chef.user.id, recipe);
  const host = await join(chef, liveId);
  expect(await ask(host.socket, 'chefStartLive', { liveId, hasVideo: true })).toMatchObject({ ok: true });
  return { liveId, host };
}

/** An ended live of the chef. */
async function endedLive(chefId = chef.user.id) {
  const [row] = await app.db
    .insert(lives)
    .values({
      chefId,
      recipeId: recipe,
      title: 'Crema catalana',
      startsAt: new Date(Date.now() - 3_600_000),
      status: 'ended',
      startedAt: new Date(Date.now() - 3_600_000),
      endedAt: new Date(),
    })
    .returning({ id: lives.id });
  return row!.id;
}

const uploadReplay = (liveId: number, who: TestUser | null, body: Buffer, type = 'video/webm') =>
  app.inject({
    method: 'POST',
    url: `/api/lives/${liveId}/replay`,
    headers: { ...(who && { authorization: `Bearer ${who.token}` }), 'content-type': type },
    payload: body,
  });

beforeAll(async () => {
  const world = await recipeTestWorld();
  app = world.app;
  chef = await registerUser(app);
  otherChef = await registerUser(app);
  for (const who of [chef, otherChef])
    await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, who.user.id));
  [viewerA, viewerB] = [await registerUser(app), await registerUser(app)];
  recipe = await makeRecipe(app.db, chef.user.id, world.catalog, { title: 'Crema catalana' });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await app.dispose();
});

describe('the recipe’s current step', () => {
  it('is the chef’s to mark: everyone hears it, a viewer is refused, a late joiner reads it', async () => {
    const { liveId, host } = await liveOnAir();
    // The mesh: no media server sees the stream, so the chef's browser records the replay.
    expect(host.joined.recordInBrowser).toBe(true);
    const a = await join(viewerA, liveId);
    expect(a.joined.state).toMatchObject({ recipeId: recipe, currentStep: null });

    const before = a.events.items.length;
    expect(await ask(host.socket, 'chefSetStep', { liveId, step: 1 })).toMatchObject({ ok: true });
    expect(await nextEvent(a.events, 'stepChanged', before)).toEqual({ step: 1 });

    // A viewer's try changes nothing, and is told why.
    const refused = await ask(a.socket, 'chefSetStep', { liveId, step: 2 });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'chef_only', message: trLives.liveRoom.chefOnlyAction },
    });
    // Out of range or not a number: refused as a malformed payload.
    for (const step of [-1, 1000, 'two', 1.5])
      expect(await ask(host.socket, 'chefSetStep', { liveId, step })).toMatchObject({ ok: false });

    const late = await join(viewerB, liveId);
    expect(late.joined.state.currentStep).toBe(1);
    expect(
      (await app.db.select().from(liveChapters).where(eq(liveChapters.liveId, liveId))).map((c) => c.step),
    ).toEqual([1]);
  });

  it('is refused before the live starts (no chapter without a start)', async () => {
    const liveId = await makeLive(app.db, chef.user.id, recipe);
    const host = await join(chef, liveId);
    expect(await ask(host.socket, 'chefSetStep', { liveId, step: 0 })).toMatchObject({
      ok: false,
      error: { message: trLives.liveRoom.notOnAir },
    });
  });
});

describe('the viewer count and the reactions', () => {
  it('counts distinct viewers on join and leave, and tells the count in the join', async () => {
    const { liveId, host } = await liveOnAir();
    const a = await join(viewerA, liveId);
    const aAgain = await join(viewerA, liveId);
    const b = await join(viewerB, liveId);
    expect(b.joined.state.viewerCount).toBe(2);
    expect(
      await nextEvent(host.events, 'waitingRoomUpdate', 0, (u: { count: number }) => u.count === 2),
    ).toMatchObject({
      count: 2,
      chefPresent: true,
    });
    // One of viewer A's two tabs goes: A still watches. B goes: one left.
    const mark = host.events.items.length;
    aAgain.socket.close();
    b.socket.close();
    expect(
      await nextEvent(host.events, 'waitingRoomUpdate', mark, (u: { count: number }) => u.count === 1),
    ).toMatchObject({
      count: 1,
    });
    a.socket.close();
    expect(
      await nextEvent(host.events, 'waitingRoomUpdate', mark, (u: { count: number }) => u.count === 0),
    ).toMatchObject({
      count: 0,
    });
  });

  it('floats a reaction for everyone, drops it past the limit, and refuses one not in the set', async () => {
    const { liveId, host } = await liveOnAir();
    const a = await join(viewerA, liveId);
    const before = host.events.items.length;
    expect(await ask(a.socket, 'sendReaction', { liveId, emoji: '🔥' })).toMatchObject({ ok: true });
    expect(await nextEvent(host.events, 'reaction', before)).toEqual({
      emoji: '🔥',
      username: viewerA.user.name,
    });

    for (let i = 1; i < LIVE_REACTION_RATE.max; i++)
      await ask(a.socket, 'sendReaction', { liveId, emoji: '👏' });
    expect(await ask(a.socket, 'sendReaction', { liveId, emoji: '👏' })).toEqual({
      ok: true,
      data: { rateLimited: true },
    });
    const sent = host.events.items.filter((e, i) => i >= before && e.event === 'reaction').length;
    expect(sent).toBe(LIVE_REACTION_RATE.max);

    expect(await ask(a.socket, 'sendReaction', { liveId, emoji: '💩' })).toMatchObject({
      ok: false,
      error: { code: 'validation_failed' },
    });
  });
});

describe('the replay', () => {
  const webm = sampleVideo('clip.webm');

  it('takes the live’s chef’s WebM once the live ended, with chapters, and goes with the live', async () => {
    const { liveId, host } = await liveOnAir();
    await ask(host.socket, 'chefSetStep', { liveId, step: 0 });
    await ask(host.socket, 'chefSetStep', { liveId, step: 2 });
    // Not ended yet: 409.
    const early = await uploadReplay(liveId, chef, webm);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: trLives.liveReplay.notEnded });
    expect(await ask(host.socket, 'chefEndLive', { liveId })).toMatchObject({ ok: true });

    const stored = await uploadReplay(liveId, chef, webm, 'video/webm;codecs=vp8,opus');
    expect(stored.statusCode, stored.body).toBe(201);
    const replay = stored.json().replay as { url: string; mime_type: string };
    expect(replay.mime_type).toBe('video/webm');
    const file = joinPath(app.config.dataDir, replay.url.replace(/^\//, ''));
    expect(existsSync(file)).toBe(true);
    expect((await app.inject({ url: replay.url })).statusCode).toBe(200);

    const read = await app.inject({ url: `/api/lives/${liveId}/replay` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      url: replay.url,
      chapters: [
        { step: 0, text: 'Bulliu la llet amb la pell de llimona.' },
        { step: 2, text: 'Cremeu el sucre.' },
      ],
    });

    // The ended live with its replay is in the lists, for 'Veure la repetició'.
    const list = (await app.inject({ url: '/api/lives' })).json() as { id: number; replay: unknown }[];
    expect(list.find((l) => l.id === liveId)?.replay).toEqual(replay);

    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/lives/${liveId}`,
      headers: { authorization: `Bearer ${chef.token}` },
    });
    expect(gone.statusCode).toBe(200);
    expect(existsSync(file)).toBe(false);
    expect(await app.db.select().from(liveChapters).where(eq(liveChapters.liveId, liveId))).toEqual([]);
  });

  it('takes the upload over real HTTP, streamed as the browser sends it', async () => {
    const liveId = await endedLive();
    const res = await fetch(`${url}/api/lives/${liveId}/replay`, {
      method: 'POST',
      headers: { authorization: `Bearer ${chef.token}`, 'content-type': 'video/webm' },
      body: new Blob([webm], { type: 'video/webm' }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { replay: unknown }).replay).toMatchObject({ mime_type: 'video/webm' });
  });

  it('refuses every bad upload with a 4xx and a Catalan message', async () => {
    const liveId = await endedLive();
    const cases: [TestUser | null, Buffer, string, number, string][] = [
      [null, webm, 'video/webm', 401, tr.auth.unauthorized],
      [viewerA, webm, 'video/webm', 403, trLives.liveReplay.notOwner],
      [otherChef, webm, 'video/webm', 403, trLives.liveReplay.notOwner],
      [chef, webm, 'video/mp4', 415, trLives.liveReplay.wrongType],
      [chef, webm, 'application/json', 415, trLives.liveReplay.wrongType],
      [chef, Buffer.from('not a video at all'), 'video/webm', 415, trLives.liveReplay.notWebm],
      [chef, sampleVideo('clip.mp4'), 'video/webm', 415, trLives.liveReplay.notWebm],
      [chef, Buffer.alloc(0), 'video/webm', 400, trLives.liveReplay.empty],
    ];
    for (const [who, body, type, status, message] of cases) {
      const res = await uploadReplay(liveId, who, body, type);
      expect(res.statusCode, `${type} ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject({ message });
    }
    const missing = await uploadReplay(999_999, chef, webm);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: trLives.liveRoom.notFound });
    const noReplay = await app.inject({ url: `/api/lives/${liveId}/replay` });
    expect(noReplay.statusCode).toBe(404);
    expect(noReplay.json()).toMatchObject({ message: trLives.liveReplay.notFound });
  });

  it('refuses a replay over LIVE_REPLAY_MAX_MB with 413, by its declared size or as it streams', async () => {
    const small = await buildTestApp({ LIVE_REPLAY_MAX_MB: '1' });
    try {
      const who = await registerUser(small);
      await small.db.update(users).set({ role: 'chef' }).where(eq(users.id, who.user.id));
      const [row] = await small.db
        .insert(lives)
        .values({ chefId: who.user.id, title: 'x', startsAt: new Date(), status: 'ended' })
        .returning({ id: lives.id });
      const big = Buffer.concat([webm, Buffer.alloc(1024 * 1024)]);
      const res = await small.inject({
        method: 'POST',
        url: `/api/lives/${row!.id}/replay`,
        headers: { authorization: `Bearer ${who.token}`, 'content-type': 'video/webm' },
        payload: big,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ message: fill(trLives.liveReplay.tooLarge, { max: 1 }) });
    } finally {
      await small.dispose();
    }
  });

  it('goes with its chef when an admin deletes the chef’s account', async () => {
    const doomed = await registerUser(app);
    await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, doomed.user.id));
    const liveId = await endedLive(doomed.user.id);
    const stored = await uploadReplay(liveId, doomed, webm);
    expect(stored.statusCode).toBe(201);
    const file = joinPath(app.config.dataDir, (stored.json().replay as { url: string }).url.slice(1));
    const admin = await registerFreshAdmin(app);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/api/users/${doomed.user.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(existsSync(file)).toBe(false);
  });

  it('is what saveLiveReplay stores for the media server’s recorder, replacing an older one', async () => {
    const liveId = await endedLive();
    const storage = createMediaStorage(app.config);
    const fixture = new URL('../fixtures/media/clip.webm', import.meta.url).pathname;
    const first = await saveLiveReplay({ db: app.db, storage }, liveId, {
      path: fixture,
      mimeType: 'video/webm',
    });
    const second = await saveLiveReplay({ db: app.db, storage }, liveId, {
      path: fixture,
      mimeType: 'video/webm',
    });
    expect(existsSync(joinPath(app.config.dataDir, first.url.slice(1)))).toBe(false);
    expect(existsSync(joinPath(app.config.dataDir, second.url.slice(1)))).toBe(true);
    await expect(
      saveLiveReplay({ db: app.db, storage }, 999_999, { path: fixture, mimeType: 'video/webm' }),
    ).rejects.toMatchObject({ statusCode: 404 });
  });
});
