import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type MediaStorage } from './media-storage.ts';

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
  };
}
