import { tr } from '@receptari/shared/i18n/tr/core';
import { trLives } from '@receptari/shared/i18n/tr/lives';
import { recipeReplayAnswerSchema } from '@receptari/shared/lives/lives.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lives, users } from '../../src/db/schema/index.ts';
import { type TestApp } from '../helpers/build-test-app.ts';
import { ask, type LiveTestSocket, openLiveSocket } from '../helpers/live-socket-client.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';
import { sampleVideo } from '../helpers/upload-media.ts';

/**
 * GET /recipes/{id}/replay (issue 29, cook mode's 'Mira aquest pas al directe'): the newest replay
 * of a live that cooked the recipe, with the chapters GET /lives/{id}/replay gives; signed in only,
 * and only for a recipe the caller may see.
 */
let app: TestApp;
let url: string;
let catalog: Catalog;
let chef: TestUser;
let viewer: TestUser;
const open: LiveTestSocket[] = [];

beforeAll(async () => {
  const world = await recipeTestWorld();
  ({ app, catalog } = world);
  chef = world.author;
  await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, chef.user.id));
  viewer = await registerFresh(app);
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const socket of open) socket.close();
  await app.dispose();
});

const recipeReplay = (recipeId: number, who: TestUser | null) =>
  app.inject({ url: `/api/recipes/${recipeId}/replay`, headers: who?.auth ?? {} });

const liveReplay = (liveId: number) => app.inject({ url: `/api/lives/${liveId}/replay` });

/** A live of the chef's about the recipe, inserted as scheduling leaves it, or ended. */
async function insertLive(recipeId: number, over: Partial<typeof lives.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(lives)
    .values({
      chefId: chef.user.id,
      recipeId,
      title: 'Crema catalana',
      startsAt: new Date(Date.now() - 3_600_000),
      ...over,
    })
    .returning({ id: lives.id });
  return row!.id;
}

/** An ended live with a replay stored, ended `minutesAgo`. */
const endedWithReplay = (recipeId: number, minutesAgo: number, file = 'replay.webm') =>
  insertLive(recipeId, {
    status: 'ended',
    startedAt: new Date(Date.now() - 3_600_000),
    endedAt: new Date(Date.now() - minutesAgo * 60_000),
    replayUrl: `/media/uploads/2026-11/${file}`,
    replayMime: 'video/webm',
  });

/**
 * The way a replay gets its chapters in the app: the chef's live on the air, steps marked through
 * the room's socket, the live ended, the recording uploaded.
 */
async function cookedOnAir(recipeId: number, steps: number[]) {
  const liveId = await insertLive(recipeId, { startsAt: new Date(Date.now() + 3_600_000) });
  const host = await openLiveSocket(url, liveId, { token: chef.token });
  open.push(host.socket);
  expect(await ask(host.socket, 'joinLiveRoom', { liveId })).toMatchObject({ ok: true });
  expect(await ask(host.socket, 'chefStartLive', { liveId, hasVideo: true })).toMatchObject({ ok: true });
  for (const step of steps) await ask(host.socket, 'chefSetStep', { liveId, step });
  expect(await ask(host.socket, 'chefEndLive', { liveId })).toMatchObject({ ok: true });
  const upload = await app.inject({
    method: 'POST',
    url: `/api/lives/${liveId}/replay`,
    headers: { ...chef.auth, 'content-type': 'video/webm' },
    payload: sampleVideo('clip.webm'),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  return liveId;
}

describe('a recipe’s replay', () => {
  it('is the replay of the live that cooked it, with the chapters the live’s own replay has', async () => {
    const recipe = await makeRecipe(app.db, chef.user.id, catalog, { title: 'Crema catalana' });
    const liveId = await cookedOnAir(recipe, [0, 2]);

    const res = await recipeReplay(recipe, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const answer = recipeReplayAnswerSchema.parse(res.json());
    // Built as GET /lives/{id}/replay builds it, plus the live's id.
    expect(answer).toEqual({ live_id: liveId, ...(await liveReplay(liveId)).json() });
    expect(answer).toMatchObject({
      live_id: liveId,
      mime_type: 'video/webm',
      chapters: [
        { step: 0, text: 'Bulliu la llet amb la pell de llimona.' },
        { step: 2, text: 'Cremeu el sucre.' },
      ],
    });
    expect(answer.url).toMatch(/\.webm$/);
  });

  it('is the newest ended live’s with a replay, not a later one without, nor one not ended', async () => {
    const recipe = await makeRecipe(app.db, chef.user.id, catalog);
    await endedWithReplay(recipe, 120, 'older.webm');
    const newest = await endedWithReplay(recipe, 30, 'newest.webm');
    await insertLive(recipe, { status: 'ended', endedAt: new Date(Date.now() - 60_000) });
    await insertLive(recipe, { status: 'live', startedAt: new Date() });
    await insertLive(recipe, { startsAt: new Date(Date.now() + 86_400_000) });

    const res = await recipeReplay(recipe, viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      live_id: newest,
      url: '/media/uploads/2026-11/newest.webm',
      mime_type: 'video/webm',
      chapters: [],
    });
  });

  it('is a 404 with a Catalan message when no live of the recipe has a replay', async () => {
    const recipe = await makeRecipe(app.db, chef.user.id, catalog);
    const none = await recipeReplay(recipe, viewer);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'not_found', message: trLives.liveReplay.noRecipeReplay });

    // Lives of it, but none ended with a recording.
    await insertLive(recipe, { status: 'ended', endedAt: new Date() });
    await insertLive(recipe, { startsAt: new Date(Date.now() + 86_400_000) });
    const unrecorded = await recipeReplay(recipe, viewer);
    expect(unrecorded.statusCode).toBe(404);
    expect(unrecorded.json()).toMatchObject({ message: trLives.liveReplay.noRecipeReplay });

    const unknown = await recipeReplay(99_999_999, viewer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'recipe_not_found', message: tr.recipes.notFound });
    expect((await recipeReplay(Number.MAX_SAFE_INTEGER, viewer)).statusCode).toBe(404);
  });

  it('needs a caller who may see the recipe: a pending one only its author and admins', async () => {
    const published = await makeRecipe(app.db, chef.user.id, catalog);
    await endedWithReplay(published, 5);
    const signedOut = await recipeReplay(published, null);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: tr.auth.unauthorized });

    const pending = await makeRecipe(app.db, chef.user.id, catalog, { status: 'pending' });
    await endedWithReplay(pending, 5);
    const hidden = await recipeReplay(pending, viewer);
    expect(hidden.statusCode).toBe(404);
    // The same answer as a recipe that does not exist: a pending recipe is not revealed.
    expect(hidden.json()).toMatchObject({ code: 'recipe_not_found', message: tr.recipes.notFound });
    expect((await recipeReplay(pending, chef)).statusCode).toBe(200);
    expect((await recipeReplay(pending, await registerFreshAdmin(app))).statusCode).toBe(200);
    expect((await recipeReplay(pending, null)).statusCode).toBe(401);
  });
});
