import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import type { MediaStorage } from './media-storage.ts';

export type MigrationReport = {
  /** Objects the source holds. */
  objects: number;
  copied: number;
  copiedBytes: number;
  /** Already in the destination with the same size and checksum: left as they are. */
  skipped: number;
  skippedBytes: number;
  failed: { key: string; reason: string }[];
};

/** How many objects are copied at once: enough to hide a bucket's latency, little memory. */
const AT_ONCE = 4;

/** The SHA-256 and length of a stream, read to its end. */
async function digest(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { sha256: hash.digest('hex'), size };
}

const typeOf = (key: string) =>
  MEDIA_FORMATS[key.slice(key.lastIndexOf('.') + 1) as keyof typeof MEDIA_FORMATS]?.mime ??
  'application/octet-stream';

/**
 * Copies every object of `from` into `to` (`npm run media:migrate`, docs/decisions/0022). An
 * object already in `to` with the same size and SHA-256 is skipped, so a second run copies
 * nothing and a run stopped halfway resumes where it was (each put is whole or nothing). Every
 * copy is read back from `to` and compared by size and SHA-256; a mismatch is removed and
 * reported as failed. Streams all the way: a replay is never held in memory.
 */
export async function migrateMedia(
  from: MediaStorage,
  to: MediaStorage,
  progress: (line: string) => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = {
    objects: 0,
    copied: 0,
    copiedBytes: 0,
    skipped: 0,
    skippedBytes: 0,
    failed: [],
  };
  const there = new Map<string, number>();
  for await (const { key, size } of to.list()) there.set(key, size);

  const sumOf = async (storage: MediaStorage, key: string) => {
    const stream = await storage.open(key);
    return stream ? digest(stream) : null;
  };

  const copyOne = async (key: string, size: number) => {
    const source = await sumOf(from, key);
    if (!source) return; // removed since it was listed (a recipe deleted meanwhile)
    if (there.get(key) === size) {
      const existing = await sumOf(to, key);
      if (existing?.sha256 === source.sha256 && existing.size === source.size) {
        report.skipped++;
        report.skippedBytes += size;
        return;
      }
    }
    const stream = await from.open(key);
    if (!stream) return;
    await to.put(key, stream, typeOf(key));
    const copy = await sumOf(to, key);
    if (copy?.sha256 !== source.sha256 || copy.size !== source.size) {
      await to.remove(key);
      throw new Error(`the copy differs (size ${copy?.size ?? 'none'} for ${source.size}, or its checksum)`);
    }
    report.copied++;
    report.copiedBytes += source.size;
    progress(`copied ${key} (${source.size} bytes)`);
  };

  const queue = from.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await queue.next(); !next.done; next = await queue.next()) {
      const { key, size } = next.value;
      report.objects++;
      try {
        await copyOne(key, size);
      } catch (err) {
        const reason =
          err instanceof Error ? `${err.message}${err.cause ? `: ${String(err.cause)}` : ''}` : String(err);
        report.failed.push({ key, reason });
        progress(`FAILED ${key}: ${reason}`);
      }
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return report;
}
