import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { extract as createExtract, type Header } from 'tar-stream';

/**
 * Each entry of a tar archive in order, as a stream to consume before asking for the next: a Node
 * stream (tar-stream's own are streamx streams, which the AWS SDK's upload does not take).
 */
export async function* archiveEntries(file: string): AsyncGenerator<{ header: Header; stream: Readable }> {
  const extract = createExtract();
  const source = createReadStream(file);
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract as unknown as NodeJS.WritableStream);
  try {
    for await (const entry of extract) yield { header: entry.header, stream: Readable.from(entry) };
  } catch (err) {
    throw new ArchiveError(`the archive is truncated or damaged (${(err as Error).message})`);
  } finally {
    source.destroy();
  }
}

/** A refusal about the archive itself: the CLI prints it without a stack. */
export class ArchiveError extends Error {}
