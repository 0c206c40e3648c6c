import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { localMediaStorage } from './local-media-storage.ts';

const roots: string[] = [];
const newRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'receptari-media-'));
  roots.push(root);
  return root;
};
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));
const files = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('localMediaStorage', () => {
  it('writes buffers and streams under the root, and removes them', async () => {
    const root = newRoot();
    const storage = localMediaStorage(root);
    await storage.put('uploads/2026-11/a.webp', Buffer.from('image'), 'image/webp');
    await storage.put(
      'uploads/2026-11/b.mp4',
      Readable.from([Buffer.from('vi'), Buffer.from('deo')]),
      'video/mp4',
    );
    expect(readFileSync(join(root, 'uploads/2026-11/b.mp4'), 'utf8')).toBe('video');
    expect(storage.urlOf('uploads/2026-11/a.webp')).toBe('/media/uploads/2026-11/a.webp');
    await storage.remove('uploads/2026-11/a.webp');
    await storage.remove('uploads/2026-11/missing.webp');
    expect(files(root)).toEqual(['b.mp4']);
  });

  it('leaves nothing behind when the stream fails halfway', async () => {
    const root = newRoot();
    async function* failing() {
      yield Buffer.from('half a video');
      throw new Error('refused');
    }
    await expect(
      localMediaStorage(root).put('uploads/x.webm', Readable.from(failing()), 'video/webm'),
    ).rejects.toThrow('refused');
    expect(files(root)).toEqual([]);
  });

  it('opens a stored object as a stream, and answers null for a missing one or a folder', async () => {
    const root = newRoot();
    const storage = localMediaStorage(root);
    await storage.put('uploads/2026-11/a.webp', Buffer.from('image'), 'image/webp');
    const stream = await storage.open('uploads/2026-11/a.webp');
    expect(stream).not.toBeNull();
    expect(Buffer.concat(await stream!.toArray()).toString()).toBe('image');
    for (const key of ['uploads/2026-11/missing.webp', 'uploads/2026-11', 'uploads/2026-11/a.webp/x']) {
      expect(await storage.open(key), key).toBeNull();
    }
    await expect(storage.open('../x.webp')).rejects.toThrow('unsafe media key');
  });

  it('lists every stored object with its size in key order, by prefix, without files being written or stray names', async () => {
    const root = newRoot();
    const storage = localMediaStorage(root);
    await storage.put('uploads/2026-11/b.webp', Buffer.from('bb'), 'image/webp');
    await storage.put('uploads/2026-10/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('replays/live-1.webm', Buffer.from('video'), 'video/webm');
    writeFileSync(join(root, 'uploads', '.half.tmp'), 'x');
    mkdirSync(join(root, 'Stray Folder'));
    writeFileSync(join(root, 'Stray Folder', 'notes.txt'), 'x');
    const all = [];
    for await (const object of storage.list()) all.push(object);
    expect(all).toEqual([
      { key: 'replays/live-1.webm', size: 5 },
      { key: 'uploads/2026-10/a.webp', size: 1 },
      { key: 'uploads/2026-11/b.webp', size: 2 },
    ]);
    const uploads = [];
    for await (const object of storage.list('uploads/2026-11/')) uploads.push(object.key);
    expect(uploads).toEqual(['uploads/2026-11/b.webp']);
    const none = [];
    for await (const object of localMediaStorage(join(root, 'missing')).list()) none.push(object);
    expect(none).toEqual([]);
  });

  it('refuses keys that could leave the root', async () => {
    const storage = localMediaStorage(newRoot());
    for (const key of ['../x.webp', '/etc/passwd', 'a/../../b', 'A.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('unsafe media key');
    }
  });
});
