import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  readonly path: string;
  readonly data: Buffer | Readable;
  /** Off for what is compressed already (WebP pictures): deflating them again only costs time. */
  readonly compress?: boolean;
}

/**
 * A zip written while it is read (docs/product.md#export): `entries` is asked for its next entry
 * only once the zip has read the previous one, so one entry at a time is held, and a slow client
 * slows the reading of recipes instead of filling the memory. When the answer is closed before
 * the end (the client went away), the rest is never read. A failure half-way can no longer become
 * an error answer (the status went out with the first bytes): it cuts the download, so the client
 * sees a failed download rather than a zip that looks whole; `onError` hears it.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, onError: (err: unknown) => void): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream;
  if (!(output instanceof Readable)) throw new Error('yazl answered no Readable');
  const closed = new Promise<false>((resolve) => output.once('close', () => resolve(false)));
  const fail = (err: unknown) => {
    onError(err);
    output.destroy(err instanceof Error ? err : new Error(String(err)));
  };
  zip.on('error', fail);

  async function pump() {
    for await (const entry of entries) {
      const stream = entry.data instanceof Readable ? entry.data : Readable.from([entry.data]);
      zip.addReadStream(stream, entry.path, { compress: entry.compress ?? true });
      const read = await Promise.race([finished(stream).then(() => true), closed]);
      if (!read) {
        stream.destroy();
        return;
      }
    }
    zip.end();
  }
  pump().catch(fail);
  return output;
}
