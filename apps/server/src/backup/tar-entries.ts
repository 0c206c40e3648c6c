import { once } from 'node:events';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Pack } from 'tar-stream';

/**
 * Streams `source` into a new archive entry of exactly `size` bytes, with backpressure, and answers
 * its checksum: nothing is held in memory but a chunk.
 */
export async function addEntry(pack: Pack, name: string, size: number, source: Readable | Buffer) {
  const hash = createHash('sha256');
  let entry!: ReturnType<Pack['entry']>;
  const done = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (err) =>
      err ? reject(err) : resolve(),
    );
  });
  const chunks = Buffer.isBuffer(source) ? [source] : source;
  let bytes = 0;
  for await (const chunk of chunks as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
    if (!entry.write(chunk)) await once(entry as unknown as NodeJS.EventEmitter, 'drain');
  }
  // streamx types end() with a required chunk; it takes none, as a Node stream does.
  entry.end(undefined as never);
  await done;
  return { sha256: hash.digest('hex'), bytes };
}
