import { trCooksnaps } from '@receptari/shared/i18n/tr/cooksnaps';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { MediaReviewMode } from '@receptari/shared/media/media.rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cooksnaps, mediaUploads, notifications, recipes } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeRecipe,
  recipeInput,
  recipeTestWorld,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import { peoplePhoto } from '../helpers/sample-images.ts';
import { sampleJpeg, uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

// MEDIA_REVIEW (docs/decisions/0020): a picture the food check could neither call food nor refuse
// (a flat colour: 'unverified') holds its recipe or cooksnap back ('before') or publishes it at once
// and queues it for a look after ('after'); a refused picture stays refused under both.

type Queued = { id: number; published: boolean };

function world(mode: MediaReviewMode) {
  const w = {} as { app: TestApp; author: TestUser; catalog: Catalog; admin: TestUser };
  beforeAll(async () => {
    Object.assign(w, await recipeTestWorld({ MEDIA_REVIEW: mode }));
    w.admin = await registerFreshAdmin(w.app);
  });
  afterAll(() => w.app.dispose());
  return w;
}

const createRecipe = (w: ReturnType<typeof world>, image: string) =>
  w.app.inject({
    method: 'POST',
    url: '/api/recipes',
    headers: w.author.auth,
    payload: recipeInput(w.catalog, { image }),
  });
const queue = async (w: ReturnType<typeof world>, what: 'recipes' | 'cooksnaps') => {
  const res = await w.app.inject({ url: `/api/admin/${what}/pending?limit=100`, headers: w.admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json()[what] as Queued[];
};
const decide = (w: ReturnType<typeof world>, what: string, id: number, how: 'approve' | 'reject') =>
  w.app.inject({ method: 'POST', url: `/api/admin/${what}/${id}/${how}`, headers: w.admin.auth });
const recentIds = async (w: ReturnType<typeof world>) =>
  (await w.app.inject({ url: '/api/recipes?sort=recent&limit=100' }))
    .json()
    .recipes.map((r: { id: number }) => r.id) as number[];
const recipeRow = async (w: ReturnType<typeof world>, id: number) =>
  (await w.app.db.select().from(recipes).where(eq(recipes.id, id)))[0];

describe('MEDIA_REVIEW=after', () => {
  const w = world('after');

  it('tells the form the mode with an unsure upload, and still refuses a picture of people', async () => {
    const unsure = await uploadBytes(w.app, w.author.auth, await sampleJpeg());
    expect(unsure.json()).toMatchObject({ check: { verdict: 'unverified' }, review: 'after' });
    const people = await uploadBytes(w.app, w.author.auth, peoplePhoto());
    expect(people.statusCode).toBe(422);
  });

  it('publishes an unsure recipe at once and lists it in the queue as published; keeping it clears it', async () => {
    const res = await createRecipe(w, await uploadSample(w.app, w.author.auth));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    expect(res.json().status).toBe('published');
    expect(await recentIds(w)).toContain(id);
    expect((await queue(w, 'recipes')).find((r) => r.id === id)).toMatchObject({ published: true });

    const kept = await decide(w, 'recipes', id, 'approve');
    expect(kept.json().message).toBe(tr.foodCheck.kept);
    expect(await recipeRow(w, id)).toMatchObject({ status: 'published', reviewAfter: false });
    expect((await queue(w, 'recipes')).map((r) => r.id)).not.toContain(id);
    expect((await decide(w, 'recipes', id, 'reject')).statusCode).toBe(409);
  });

  it('removes a published recipe the admin rejects after, and tells its author', async () => {
    const id = (await createRecipe(w, await uploadSample(w.app, w.author.auth))).json().id as number;
    const rejected = await decide(w, 'recipes', id, 'reject');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await recipeRow(w, id)).toBeUndefined();
    expect(await recentIds(w)).not.toContain(id);
    const notes = await w.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, w.author.user.id), eq(notifications.type, 'review')));
    expect(notes.length).toBeGreaterThan(0);
  });

  it('an edit that keeps the unsure picture keeps the recipe in the queue', async () => {
    const image = await uploadSample(w.app, w.author.auth);
    const id = (await createRecipe(w, image)).json().id as number;
    const edited = await w.app.inject({
      method: 'PUT',
      url: `/api/recipes/${id}`,
      headers: w.author.auth,
      payload: recipeInput(w.catalog, { image, title: 'Recepta editada' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await recipeRow(w, id)).toMatchObject({ status: 'published', reviewAfter: true });
  });

  it('still holds back a picture whose explicit content the check doubted', async () => {
    // The check's words for it (decide-food-verdict.ts); no sample image scores so, so the
    // upload's record is written as the check would have written it.
    const doubted = async (userId: number) => {
      const url = `/media/uploads/doubt-${userId}-${Date.now()}.webp`;
      await w.app.db
        .insert(mediaUploads)
        .values({ userId, url, kind: 'image', verdict: 'unverified', reason: tr.foodCheck.explicitDoubt });
      return url;
    };
    const res = await createRecipe(w, await doubted(w.author.user.id));
    expect(res.json().status).toBe('pending');
    expect((await queue(w, 'recipes')).find((r) => r.id === res.json().id)).toMatchObject({
      published: false,
    });

    const cook = await registerFresh(w.app);
    const recipe = await makeRecipe(w.app.db, w.author.user.id, w.catalog, { title: 'Pa amb tomàquet' });
    const posted = await w.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe}/cooksnaps`,
      headers: cook.auth,
      payload: { image: await doubted(cook.user.id) },
    });
    expect(posted.json()).toMatchObject({ cooksnap: { status: 'pending' }, cooksnaps_count: 0 });
  });

  it('publishes an unsure cooksnap at once, counted; rejecting it after takes it and its count away', async () => {
    const cook = await registerFresh(w.app);
    const recipe = await makeRecipe(w.app.db, w.author.user.id, w.catalog, { title: 'Fideuà' });
    const posted = await w.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe}/cooksnaps`,
      headers: cook.auth,
      payload: { image: await uploadSample(w.app, cook.auth) },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json()).toMatchObject({
      message: trCooksnaps.cooksnaps.postedReviewAfter,
      cooksnap: { status: 'published' },
      cooksnaps_count: 1,
    });
    const id = posted.json().cooksnap.id as number;
    expect((await queue(w, 'cooksnaps')).find((c) => c.id === id)).toMatchObject({ published: true });

    expect((await decide(w, 'cooksnaps', id, 'reject')).statusCode).toBe(200);
    expect(await w.app.db.select().from(cooksnaps).where(eq(cooksnaps.id, id))).toHaveLength(0);
    const count = (await w.app.db.select().from(recipes).where(eq(recipes.id, recipe)))[0]?.cooksnapsCount;
    expect(count).toBe(0);
  });

  it('keeps a cooksnap the admin approves after: still published and counted, out of the queue', async () => {
    const cook = await registerFresh(w.app);
    const recipe = await makeRecipe(w.app.db, w.author.user.id, w.catalog, { title: 'Crema catalana' });
    const id = (
      await w.app.inject({
        method: 'POST',
        url: `/api/recipes/${recipe}/cooksnaps`,
        headers: cook.auth,
        payload: { image: await uploadSample(w.app, cook.auth) },
      })
    ).json().cooksnap.id as number;
    const kept = await decide(w, 'cooksnaps', id, 'approve');
    expect(kept.json().message).toBe(trCooksnaps.cooksnaps.kept);
    expect((await w.app.db.select().from(cooksnaps).where(eq(cooksnaps.id, id)))[0]).toMatchObject({
      status: 'published',
      reviewAfter: false,
    });
    expect((await queue(w, 'cooksnaps')).map((c) => c.id)).not.toContain(id);
    const count = (await w.app.db.select().from(recipes).where(eq(recipes.id, recipe)))[0]?.cooksnapsCount;
    expect(count).toBe(1);
  });
});

describe('MEDIA_REVIEW=before', () => {
  const w = world('before');

  it('holds an unsure recipe back until approved, listed as not yet published', async () => {
    const upload = await uploadBytes(w.app, w.author.auth, peoplePhoto());
    expect(upload.statusCode).toBe(422); // refused under both settings
    const image = await uploadSample(w.app, w.author.auth);
    const res = await createRecipe(w, image);
    expect(res.json().status).toBe('pending');
    const id = res.json().id as number;
    expect(await recentIds(w)).not.toContain(id);
    expect((await queue(w, 'recipes')).find((r) => r.id === id)).toMatchObject({ published: false });
    expect((await decide(w, 'recipes', id, 'approve')).json().message).toBe(tr.foodCheck.approved);
    expect(await recentIds(w)).toContain(id);
  });

  it('answers the mode with the upload, and holds an unsure cooksnap back', async () => {
    const cook = await registerFresh(w.app);
    const recipe = await makeRecipe(w.app.db, w.author.user.id, w.catalog, { title: 'Calçots' });
    const upload = await uploadBytes(w.app, cook.auth, await sampleJpeg());
    expect(upload.json()).toMatchObject({ check: { verdict: 'unverified' }, review: 'before' });
    const posted = await w.app.inject({
      method: 'POST',
      url: `/api/recipes/${recipe}/cooksnaps`,
      headers: cook.auth,
      payload: { image: upload.json().secure_url },
    });
    expect(posted.json()).toMatchObject({ cooksnap: { status: 'pending' }, cooksnaps_count: 0 });
    const id = posted.json().cooksnap.id as number;
    expect((await queue(w, 'cooksnaps')).find((c) => c.id === id)).toMatchObject({ published: false });
  });
});
