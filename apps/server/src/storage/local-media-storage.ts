import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, isSafeKey, type MediaStorage, type StoredObject } from './media-storage.ts';

/**
 * Files under `root`, which the static plugin serves as /media (immutable, long cache).
 * Each object is written aside and renamed, so a reader never sees half a file and a failed
 * upload leaves nothing behind.
 */
export function localMediaStorage(root: string): MediaStorage {
  const fileOf = (key: string) => join(root, assertSafeKey(key));

  return {
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      // Beside the target (same disk, so the rename is atomic), under a name nobody can guess.
      const tmp = join(dirname(file), `.${randomBytes(8).toString('hex')}.tmp`);
      try {
        if (data instanceof Uint8Array) await writeFile(tmp, data, { flag: 'wx' });
        else await pipeline(data, createWriteStream(tmp, { flags: 'wx' }));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    async open(key) {
      const file = fileOf(key);
      // Opened before answering, so a missing file is known now and not halfway through a stream.
      const handle = await open(file, 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
        throw err;
      });
      if (!handle) return null;
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        return null;
      }
      return handle.createReadStream();
    },
    urlOf: (key) => `/media/${assertSafeKey(key)}`,
    list: (prefix = '') => listFiles(root, prefix),
  };
}

/**
 * The files under `root` as keys, sorted, without the ones being written (dot files) and without
 * anything that could not be a key (a stray file an operator left).
 */
async function* listFiles(root: string, prefix: string): AsyncIterable<StoredObject> {
  const files: string[] = [];
  async function walk(dir: string) {
    const handle = await opendir(dir).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ENOTDIR') return null;
      throw err;
    });
    if (!handle) return;
    for await (const entry of handle) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'));
    }
  }
  await walk(root);
  for (const key of files.sort()) {
    if (!key.startsWith(prefix) || !isSafeKey(key)) continue;
    const size = await stat(join(root, key)).then(
      (s) => s.size,
      () => null,
    );
    if (size !== null) yield { key, size };
  }
}
