import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStorage } from '../../src/storage/local-media-storage.ts';
import type { MediaStorage } from '../../src/storage/media-storage.ts';
import { migrateMedia } from '../../src/storage/migrate-media.ts';
import { s3MediaStorage } from '../../src/storage/s3-media-storage.ts';
import { createTestBucket, S3_SKIPPED, s3Server, type TestBucket } from '../helpers/test-s3.ts';

const sha = async (storage: MediaStorage, key: string) =>
  createHash('sha256')
    .update(Buffer.concat(await (await storage.open(key))!.toArray()))
    .digest('hex');

/** `npm run media:migrate -- --to s3` (src/media-migrate.ts) is this, between real stores. */
describe.skipIf(!s3Server)(`moving the local media to a bucket ${S3_SKIPPED}`, () => {
  const root = mkdtempSync(join(tmpdir(), 'receptari-migrate-'));
  const local = localMediaStorage(root);
  let bucket: TestBucket;
  let s3: MediaStorage;
  const files: Record<string, Buffer> = {
    'uploads/2026-10/a.webp': randomBytes(2000),
    'uploads/2026-11/b.webp': randomBytes(1),
    'uploads/2026-11/b-card.avif': randomBytes(300),
    'seed/recipe-1.webp': randomBytes(5000),
    'replays/live-7.webm': randomBytes(12 * 1024 * 1024 + 3),
  };
  const total = Object.values(files).reduce((n, f) => n + f.length, 0);
  beforeAll(async () => {
    for (const [key, data] of Object.entries(files)) await local.put(key, data, 'image/webp');
    bucket = await createTestBucket();
    s3 = s3MediaStorage(bucket.settings);
  });
  afterAll(async () => {
    s3?.close?.();
    await bucket?.drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('copies every object, verified, then nothing the second time', async () => {
    const first = await migrateMedia(local, s3);
    expect(first).toEqual({
      objects: 5,
      copied: 5,
      copiedBytes: total,
      skipped: 0,
      skippedBytes: 0,
      failed: [],
    });
    for (const key of Object.keys(files)) expect(await sha(s3, key), key).toBe(await sha(local, key));
    const second = await migrateMedia(local, s3);
    expect(second).toMatchObject({ objects: 5, copied: 0, skipped: 5, skippedBytes: total, failed: [] });
  });

  it('resumes: copies again only what is missing or differs (same size, other bytes) in the bucket', async () => {
    await s3.remove('replays/live-7.webm');
    await s3.put('uploads/2026-10/a.webp', randomBytes(2000), 'image/webp');
    const report = await migrateMedia(local, s3);
    expect(report).toMatchObject({ objects: 5, copied: 2, skipped: 3, failed: [] });
    expect(report.copiedBytes).toBe(files['replays/live-7.webm']!.length + 2000);
    expect(await sha(s3, 'uploads/2026-10/a.webp')).toBe(await sha(local, 'uploads/2026-10/a.webp'));
  });

  it('stops with the store’s error when the bucket refuses it, and copies the other way too', async () => {
    const gone = s3MediaStorage({ ...bucket.settings, secretAccessKey: 'revoked-secret-key-00000000000000' });
    const fresh = localMediaStorage(mkdtempSync(join(tmpdir(), 'receptari-migrate-back-')));
    await fresh.put('uploads/x.webp', Buffer.from('x'), 'image/webp');
    const report = await migrateMedia(fresh, gone).catch((err: unknown) => err);
    // Listing the destination already fails: the whole run stops with the store's error.
    expect(report).toBeInstanceOf(Error);
    gone.close?.();
    // Back the other way (the bucket to a folder) works the same.
    const back = await migrateMedia(s3, fresh);
    expect(back).toMatchObject({ objects: 5, copied: 5, failed: [] });
  });
});
