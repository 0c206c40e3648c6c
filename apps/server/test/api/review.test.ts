import { and, eq } from 'drizzle-orm';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, recipes } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, recipeInput, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { dataUrl, foodPhoto, peoplePhoto } from '../helpers/sample-images.ts';
import { sampleJpeg, uploadBytes, uploadSample } from '../helpers/upload-media.ts';
import { registerAdmin } from '../fixtures/users.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const create = (media: { image?: string; video?: string }, as: TestUser = author) =>
  app.inject({ method: 'POST', url: '/api/recipes', headers: as.auth, payload: recipeInput(catalog, media) });
const statusOf = async (id: number) =>
  (await app.db.select({ s: recipes.status }).from(recipes).where(eq(recipes.id, id)))[0]?.s;
const frame = (video: string, image: Buffer, as: TestUser = author) =>
  app.inject({
    method: 'POST',
    url: '/api/ai/check-food',
    headers: as.auth,
    payload: { image: dataUrl(image), video },
  });

describe('recipes whose media the food check could not call food', () => {
  it('publish at once with a food photo, and wait for review with an unsure one', async () => {
    const food = await uploadBytes(app, author.auth, foodPhoto('E007'));
    expect(food.json().check.verdict).toBe('food');
    const published = await create({ image: food.json().secure_url });
    expect(published.json().status).toBe('published');

    const unsure = await create({ image: await uploadSample(app, author.auth) });
    expect(unsure.statusCode).toBe(201);
    const id = unsure.json().id as number;
    expect(unsure.json().status).toBe('pending');
    const recent = await app.inject({ url: '/api/recipes?sort=recent&limit=100' });
    expect(recent.json().recipes.map((r: { id: number }) => r.id)).not.toContain(id);
    const stranger = await registerUser(app);
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: stranger.auth })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/recipes/${id}`, headers: author.auth })).json().status).toBe(
      'pending',
    );
  });

  it('judge a video by the frames the server checked: any food frame publishes it', async () => {
    const video = await uploadSample(app, author.auth, 'video');
    const people = await frame(video, peoplePhoto());
    expect(people.json()).toMatchObject({ verdict: 'not_food', video_verdict: 'not_food' });
    const food = await frame(video, foodPhoto('E049'));
    expect(food.json()).toMatchObject({ verdict: 'food', video_verdict: 'food' });
    // A later unsure frame cannot take the food away.
    expect((await frame(video, peoplePhoto())).json().video_verdict).toBe('food');
    expect((await create({ video })).json().status).toBe('published');

    const unchecked = await uploadSample(app, author.auth, 'video');
    expect((await create({ video: unchecked })).json().status).toBe('pending');
  });

  it('refuse a video whose frames are all not food, and frames of somebody else’s video', async () => {
    const video = await uploadSample(app, author.auth, 'video');
    await frame(video, peoplePhoto());
    const refused = await create({ video });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('El vídeo no és vàlid: No conté menjar');

    const other = await registerUser(app);
    const stolen = await frame(video, foodPhoto('E049'), other);
    expect(stolen.statusCode).toBe(404);
    expect((await create({ video })).statusCode).toBe(422); // still not food: the stranger's frame did not count
  });

  it('are listed for review with their video and the food check’s own reason', async () => {
    const admin = await registerAdmin(app);
    const upload = await uploadBytes(app, author.auth, await sampleJpeg());
    const check = upload.json().check as { verdict: string; reason: string };
    expect(check.verdict).toBe('unverified');
    const byImage = (await create({ image: upload.json().secure_url })).json().id as number;

    const unchecked = await uploadSample(app, author.auth, 'video');
    const byUncheckedVideo = (await create({ video: unchecked })).json().id as number;

    // A video whose only frame left the check unsure: that frame's words are the reason.
    const framed = await uploadSample(app, author.auth, 'video');
    const unsureFrame = (await frame(framed, await sampleJpeg())).json() as {
      verdict: string;
      reason: string;
    };
    expect(unsureFrame.verdict).toBe('unverified');
    const byFramedVideo = (await create({ video: framed })).json().id as number;

    const list = await app.inject({ url: '/api/admin/recipes/pending?limit=100', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const find = (id: number) =>
      (list.json().recipes as { id: number; video: string | null; review_reason: string }[]).find(
        (r) => r.id === id,
      );
    expect(find(byImage)).toMatchObject({ video: null, review_reason: check.reason });
    expect(find(byUncheckedVideo)).toMatchObject({
      video: unchecked,
      review_reason: trAdmin.admin.reviewUnchecked,
    });
    expect(find(byFramedVideo)).toMatchObject({ video: framed, review_reason: unsureFrame.reason });
  });

  it('are approved or rejected by an admin only; rejection deletes and tells the author', async () => {
    const admin = await registerAdmin(app);
    const first = (await create({ image: await uploadSample(app, author.auth) })).json().id as number;
    const second = (await create({ image: await uploadSample(app, author.auth) })).json().id as number;

    const list = await app.inject({ url: '/api/admin/recipes/pending', headers: admin.auth });
    expect(list.json().recipes.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((await app.inject({ url: '/api/admin/recipes/pending', headers: author.auth })).statusCode).toBe(
      403,
    );
    const byAuthor = await app.inject({
      method: 'POST',
      url: `/api/admin/recipes/${first}/approve`,
      headers: author.auth,
    });
    expect(byAuthor.statusCode).toBe(403);
    expect(await statusOf(first)).toBe('pending');

    const approved = await app.inject({
      method: 'POST',
      url: `/api/admin/recipes/${first}/approve`,
      headers: admin.auth,
    });
    expect(approved.json().message).toBe('Recepta aprovada i publicada.');
    expect(await statusOf(first)).toBe('published');
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/recipes/${first}/reject`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);

    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/recipes/${second}/reject`,
      headers: admin.auth,
    });
    expect(rejected.statusCode).toBe(200);
    expect(await statusOf(second)).toBeUndefined();
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.user.id), eq(notifications.type, 'review')));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toContain('rebutjat');
  });
});
