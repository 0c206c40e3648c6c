import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes an upload to a private temporary file, so a parser can read it whole (an MP4's index may
 * come last) before anything is stored. `remove` deletes it; call it whatever happens.
 */
export async function spoolToFile(chunks: AsyncIterable<Buffer>) {
  const dir = await mkdtemp(join(tmpdir(), 'receptari-upload-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const path = join(dir, 'upload');
  try {
    await pipeline(Readable.from(chunks), createWriteStream(path, { mode: 0o600 }));
  } catch (err) {
    await remove();
    throw err;
  }
  return { path, remove };
}
