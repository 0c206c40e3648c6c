import { gunzipSync } from 'node:zlib';
import { pack as createPack } from 'tar-stream';
import { type Manifest, type MediaLine } from '../../src/backup/manifest.ts';
import { archiveEntries } from '../../src/backup/read-archive.ts';

async function entryBytes(stream: AsyncIterable<Buffer>) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A (small) backup archive read whole: its manifest, each table's rows as JSON lines, its media list. */
export async function readArchive(file: string) {
  const tables = new Map<string, string[]>();
  let manifest: Manifest | undefined;
  let media: MediaLine[] = [];
  for await (const { header, stream } of archiveEntries(file)) {
    const bytes = await entryBytes(stream);
    const table = /^database\/(.+)\.jsonl\.gz$/.exec(header.name)?.[1];
    if (table) tables.set(table, gunzipSync(bytes).toString().split('\n').filter(Boolean));
    if (header.name === 'manifest.json') manifest = JSON.parse(bytes.toString()) as Manifest;
    if (header.name === 'media.jsonl') {
      media = bytes
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as MediaLine);
    }
  }
  return { manifest: manifest!, tables, media };
}

/** The archive with each entry's bytes passed through `change` (a tampered or altered copy). */
export async function rewriteEntry(
  file: string,
  change: (name: string, data: Buffer) => Buffer,
): Promise<Buffer> {
  const pack = createPack();
  const collected = entryBytes(pack as AsyncIterable<Buffer>);
  for await (const { header, stream } of archiveEntries(file)) {
    const data = change(header.name, await entryBytes(stream));
    pack.entry({ name: header.name, size: data.length }, data);
  }
  pack.finalize();
  return collected;
}
