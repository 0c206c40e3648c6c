import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaStoreUnavailable } from '../../src/storage/media-store-unavailable.ts';
import type { MediaStorage } from '../../src/storage/media-storage.ts';
import { s3MediaStorage } from '../../src/storage/s3-media-storage.ts';
import { createTestBucket, S3_SKIPPED, s3Server, type TestBucket } from '../helpers/test-s3.ts';

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const read = async (stream: Readable | null) => Buffer.concat(await stream!.toArray());

describe.skipIf(!s3Server)(`s3MediaStorage on a real S3 server ${S3_SKIPPED}`, () => {
  let bucket: TestBucket;
  let storage: MediaStorage;
  beforeAll(async () => {
    bucket = await createTestBucket();
    storage = s3MediaStorage(bucket.settings);
  });
  afterAll(async () => {
    storage?.close?.();
    await bucket?.drop();
  });

  it('stores buffers and streams, reads them back whole and by range, and removes them', async () => {
    await storage.put('uploads/2026-11/a.webp', Buffer.from('image'), 'image/webp');
    await storage.put(
      'uploads/2026-11/b.mp4',
      Readable.from([Buffer.from('vi'), Buffer.from('deo')]),
      'video/mp4',
    );
    expect((await read(await storage.open('uploads/2026-11/b.mp4'))).toString()).toBe('video');
    const head = await bucket.client.send(
      new HeadObjectCommand({ Bucket: bucket.settings.bucket, Key: 'uploads/2026-11/a.webp' }),
    );
    expect(head.ContentType).toBe('image/webp');
    const part = await storage.read!('uploads/2026-11/b.mp4', 'bytes=1-3');
    expect(part).not.toBe('bad-range');
    if (part && part !== 'bad-range') {
      expect(part.contentRange).toBe('bytes 1-3/5');
      expect(part.length).toBe(3);
      expect((await read(part.body)).toString()).toBe('ide');
    }
    expect(await storage.read!('uploads/2026-11/b.mp4', 'bytes=50-')).toBe('bad-range');
    expect(storage.urlOf('uploads/2026-11/a.webp')).toBe('/media/uploads/2026-11/a.webp');
    await storage.remove('uploads/2026-11/a.webp');
    await storage.remove('uploads/2026-11/missing.webp');
    expect(await bucket.keys()).toEqual(['uploads/2026-11/b.mp4']);
    expect(await storage.open('uploads/2026-11/a.webp')).toBeNull();
  });

  it('streams a 23 MB video up in parts and back, byte for byte', async () => {
    const video = randomBytes(23 * 1024 * 1024 + 17);
    const chunks = function* () {
      for (let i = 0; i < video.length; i += 64 * 1024) yield video.subarray(i, i + 64 * 1024);
    };
    await storage.put('replays/live-1.webm', Readable.from(chunks()), 'video/webm');
    expect(sha(await read(await storage.open('replays/live-1.webm')))).toBe(sha(video));
    const listed = [];
    for await (const object of storage.list('replays/')) listed.push(object);
    expect(listed).toEqual([{ key: 'replays/live-1.webm', size: video.length }]);
  });

  it('leaves nothing behind when a stream fails halfway, small or in parts', async () => {
    for (const size of [1000, 12 * 1024 * 1024]) {
      async function* failing() {
        yield randomBytes(size);
        throw new Error('refused');
      }
      await expect(storage.put('uploads/x.webm', Readable.from(failing()), 'video/webm')).rejects.toThrow(
        'refused',
      );
    }
    expect(await bucket.keys('uploads/x')).toEqual([]);
  });

  it('lists every object with its size in key order, page after page', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `list/${String(i).padStart(4, '0')}.webp`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((k) => storage.put(k, Buffer.from('ab'), 'image/webp')));
    const listed = [];
    for await (const object of storage.list('list/')) listed.push(object);
    expect(listed.map((o) => o.key)).toEqual(keys);
    expect(listed.every((o) => o.size === 2)).toBe(true);
  });

  it('refuses keys that could leave the store', async () => {
    for (const key of ['../x.webp', '/etc/passwd', 'a/../../b', 'A.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('unsafe media key');
    }
  });

  it('says at start why a bucket cannot be used: wrong keys, no bucket, no server', async () => {
    await expect(storage.check!()).resolves.toBeUndefined();
    const wrong = [
      [{ secretAccessKey: 'wrong-secret-key-0000000000000000' }, /access denied/],
      [{ bucket: `${bucket.settings.bucket}-none` }, /no such bucket/],
      [{ endpoint: 'http://127.0.0.1:9' }, /unreachable/],
    ] as const;
    for (const [change, message] of wrong) {
      const other = s3MediaStorage({ ...bucket.settings, ...change });
      await expect(other.check!()).rejects.toThrow(message);
      // At run time the same store is unavailable (a 503 with Retry-After), never a bug.
      await expect(other.put('uploads/y.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(
        MediaStoreUnavailable,
      );
      await expect(other.open('uploads/y.webp')).rejects.toBeInstanceOf(MediaStoreUnavailable);
      other.close?.();
    }
  });
});
