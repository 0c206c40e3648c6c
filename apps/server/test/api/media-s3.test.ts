import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads, users } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { makeCatalog, makeLive, recipeInput, type TestUser } from '../helpers/recipe-factory.ts';
import { foodPhoto } from '../helpers/sample-images.ts';
import { startServerProcess } from '../helpers/server-process.ts';
import { createTestBucket, S3_SKIPPED, s3Server, type TestBucket } from '../helpers/test-s3.ts';
import { sampleVideo, uploadBytes } from '../helpers/upload-media.ts';

/**
 * The app with MEDIA_STORE=s3 on a real S3 server (radosgw, scripts/lib/start-s3.sh): uploads and
 * their variants, replays, the PDF's picture and deletions go to and from the bucket, /media is
 * streamed from it with the folder's headers, and a store that goes away is a 503, never a 500.
 */
describe.skipIf(!s3Server)(`media with MEDIA_STORE=s3 ${S3_SKIPPED}`, () => {
  let bucket: TestBucket;
  let app: TestApp;
  let author: TestUser;
  let catalog: Awaited<ReturnType<typeof makeCatalog>>;
  beforeAll(async () => {
    bucket = await createTestBucket();
    app = await buildTestApp({}, { bucket });
    author = await registerUser(app);
    catalog = await makeCatalog(app.db);
  });
  afterAll(async () => {
    await app?.dispose();
    await bucket?.drop();
  });

  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  it('is ready when the bucket answers', async () => {
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toMatchObject({ checks: { objectStore: 'ok' } });
  });

  it('stores an upload and its variants in the bucket, none in the folder, and serves them as the folder would', async () => {
    const res = await uploadBytes(app, author.auth, foodPhoto('E007'));
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().secure_url as string;
    const key = keyOf(url);
    const stored = await bucket.keys(key.replace(/\.webp$/, ''));
    expect(stored).toContain(key);
    expect(stored).toContain(key.replace(/\.webp$/, '-card.avif'));
    expect(existsSync(join(app.config.dataDir, 'media', key))).toBe(false);

    const got = await app.inject({ url: url.replace(/\.webp$/, '-card.webp') });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/webp');
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(got.headers['content-length'])).toBe(got.rawPayload.length);
    expect(got.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    // Again, from memory this time: the same bytes and headers.
    const again = await app.inject({ url: url.replace(/\.webp$/, '-card.webp') });
    expect(again.rawPayload.equals(got.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(got.headers.etag);
    expect(again.headers['cache-control']).toBe(got.headers['cache-control']);
    const head = await app.inject({ method: 'HEAD', url: url.replace(/\.webp$/, '-card.webp') });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    expect(head.rawPayload.length).toBe(0);

    for (const missing of ['/media/uploads/none.webp', '/media/uploads/x.txt', '/media/A.webp'])
      expect((await app.inject({ url: missing })).statusCode, missing).toBe(404);
  });

  it('serves a video by ranges (a replay seeks), and the whole of it without one', async () => {
    const video = sampleVideo('clip.webm');
    const res = await uploadBytes(app, author.auth, video, 'clip.webm', 'video/webm');
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().secure_url as string;
    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await app.inject({ url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(10, 20))).toBe(true);
    const beyond = await app.inject({ url, headers: { range: `bytes=${video.length + 10}-` } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers HEAD for a big object with its headers, without reading the object', async () => {
    const key = `uploads/head-${Date.now()}.webm`;
    const size = 2 * 1024 * 1024; // far over the small objects kept in memory
    await app.mediaStorage.put(key, new Uint8Array(size), 'video/webm');
    const store = app.mediaStorage as Required<typeof app.mediaStorage>;
    const read = store.read.bind(store);
    const bodies: Readable[] = [];
    store.read = async (...args) => {
      const object = await read(...args);
      if (object && object !== 'bad-range') bodies.push(object.body);
      return object;
    };
    try {
      const head = await app.inject({ method: 'HEAD', url: `/media/${key}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-length']).toBe(String(size));
      expect(head.headers['content-type']).toBe('video/webm');
      expect(head.rawPayload.length).toBe(0);
      expect(bodies).toHaveLength(1);
      // Let go of at once, never read to its end.
      expect(bodies[0]!.destroyed).toBe(true);
      expect(bodies[0]!.readableEnded).toBe(false);
    } finally {
      store.read = read;
    }
  });

  it('draws the recipe’s picture from the bucket into its PDF and its export, and takes the recipe’s files out of the bucket when it goes', async () => {
    const image = (await uploadBytes(app, author.auth, foodPhoto('E007'))).json().secure_url as string;
    const created = await app.inject({
      method: 'POST',
      url: '/api/recipes',
      headers: author.auth,
      payload: recipeInput(catalog, { image }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const base = keyOf(image).replace(/\.webp$/, '');
    expect((await bucket.keys(base)).length).toBeGreaterThan(1);

    const pdf = await app.inject({ url: `/api/recipes/${id}/download`, headers: author.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);

    // The export's zip carries the stored original, read from the bucket.
    const zip = await app.inject({ url: '/api/export/recipes', headers: author.auth });
    expect(zip.statusCode).toBe(200);
    const exported = unzipSync(new Uint8Array(zip.rawPayload))[`images/${id}.webp`];
    const original = await app.inject({ url: image });
    expect(exported && Buffer.from(exported).equals(original.rawPayload)).toBe(true);

    // Served (and so held in this instance's small-object cache), then gone with the recipe.
    const card = image.replace(/\.webp$/, '-card.webp');
    expect((await app.inject({ url: card })).statusCode).toBe(200);
    const gone = await app.inject({ method: 'DELETE', url: `/api/recipes/${id}`, headers: author.auth });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect(await bucket.keys(base)).toEqual([]);
    expect((await app.inject({ url: card })).statusCode).toBe(404);
  });

  it('stores a live’s replay in the bucket and serves it', async () => {
    await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, author.user.id));
    const live = {
      id: await makeLive(app.db, author.user.id, {
        title: 'Crema catalana',
        startsAt: new Date(Date.now() - 3_600_000),
        status: 'ended',
        startedAt: new Date(Date.now() - 3_600_000),
        endedAt: new Date(),
      }),
    };
    const webm = sampleVideo('clip.webm');
    const stored = await app.inject({
      method: 'POST',
      url: `/api/lives/${live.id}/replay`,
      headers: { ...author.auth, 'content-type': 'video/webm' },
      payload: webm,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const url = (stored.json().replay as { url: string }).url;
    expect(await bucket.keys(keyOf(url))).toEqual([keyOf(url)]);
    const got = await app.inject({ url, headers: { range: 'bytes=0-99' } });
    expect(got.statusCode).toBe(206);
    expect(got.rawPayload.equals(webm.subarray(0, 100))).toBe(true);
  });
});

describe.skipIf(!s3Server)(`a media store that goes away ${S3_SKIPPED}`, () => {
  let bucket: TestBucket;
  let app: TestApp;
  beforeAll(async () => {
    bucket = await createTestBucket();
    // The keys stop working (revoked) after the start: every use of the store fails.
    app = await buildTestApp({ S3_SECRET_ACCESS_KEY: 'revoked-secret-key-00000000000000' }, { bucket });
  });
  afterAll(async () => {
    await app?.dispose();
    await bucket?.drop();
  });

  it('answers 503 with Retry-After to an upload and a read, stores nothing and keeps no row', async () => {
    const user = await registerUser(app);
    const rows = async () => (await app.db.select({ n: count() }).from(mediaUploads))[0]?.n ?? 0;
    const before = await rows();
    const res = await uploadBytes(app, user.auth, foodPhoto('E007'));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(typeof res.json().message).toBe('string');
    expect(await rows()).toBe(before);
    expect(await bucket.keys()).toEqual([]);
    const read = await app.inject({ url: '/media/uploads/2026-11/aa.webp' });
    expect(read.statusCode).toBe(503);
    expect(read.headers['retry-after']).toBe('5');
  });

  it('is not ready while the store refuses it; alive all the same', async () => {
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: 'ok', objectStore: 'down' } });
    expect((await app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe.skipIf(!s3Server)(`the server's start with MEDIA_STORE=s3 ${S3_SKIPPED}`, () => {
  let bucket: TestBucket;
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-s3-start-'));
  beforeAll(async () => (bucket = await createTestBucket()));
  afterAll(async () => {
    await bucket?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start, saying why, when the bucket cannot be used (store.check, s3-media-storage.test.ts, has each reason)', async () => {
    // One process: each start costs seconds on a loaded machine; the reasons are the store's test.
    const start = startServerProcess({
      ...bucket.env,
      DATA_DIR: dataDir,
      S3_BUCKET: `${bucket.settings.bucket}-none`,
    });
    await expect(start).rejects.toThrow(/exited with 1:[^]*no such bucket \(create it, or fix S3_BUCKET\)/);
  }, 120_000);
});
