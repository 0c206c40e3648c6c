import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { AppError } from '../../../../lib/app-error.ts';
import { fileErrors } from '../import-file-errors.ts';
import type { UnpackBudget } from './unpack-budget.ts';

// yauzl's own check that an entry inflates to the size its header declares: more is a lie about
// its size, which only a hostile file tells (yauzl, AssertByteCountStream).
const SIZE_LIE = /^too many bytes in the stream/u;

/**
 * One entry's bytes, inflating: each chunk is counted against the file's budget (its ratio and the
 * total) and against what one entry may hold in memory, and the inflating stops at the first chunk
 * over a limit. A stream that fails otherwise (bad deflate data, cut short) is a corrupt entry.
 */
export async function readLimited(
  stream: Readable,
  entry: { name: string; packed: number },
  budget: UnpackBudget,
): Promise<Buffer> {
  const count = budget.meter(entry.name, entry.packed);
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Buffer;
      count(bytes.length);
      length += bytes.length;
      if (length > budget.limits.entryMax) throw fileErrors.entryTooLarge(entry.name, budget.limits.entryMax);
      chunks.push(bytes);
    }
  } catch (err) {
    stream.destroy();
    if (err instanceof AppError) throw err;
    if (err instanceof Error && SIZE_LIE.test(err.message))
      throw fileErrors.zipBomb(entry.name, budget.limits.ratioMax);
    throw fileErrors.corruptEntry(entry.name);
  }
  return Buffer.concat(chunks, length);
}

/** A gzipped entry (a Paprika recipe) inflated under the same budget as the zip around it. */
export function gunzipLimited(packed: Buffer, name: string, budget: UnpackBudget): Promise<Buffer> {
  const gunzip = createGunzip();
  gunzip.end(packed);
  return readLimited(gunzip, { name, packed: packed.length }, budget);
}
