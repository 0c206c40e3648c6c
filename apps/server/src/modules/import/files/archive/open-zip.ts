import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../../../lib/app-error.ts';
import { fileErrors } from '../import-file-errors.ts';
import { readLimited } from './read-limited.ts';
import type { UnpackBudget } from './unpack-budget.ts';

/** A zip's files by name (folders left out), each read on demand. */
export interface ZipArchive {
  readonly names: readonly string[];
  /** The declared unpacked size of a file, undefined when the zip has no such file. */
  sizeOf(name: string): number | undefined;
  /** The file's bytes, under the budget; throws for a name the zip does not hold. */
  read(name: string): Promise<Buffer>;
  close(): void;
}

// yauzl's refusals of an entry's name (validateFileName): `..`, an absolute path, a drive letter.
const UNSAFE_NAME = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/su;

const asZipError = (err: unknown) => {
  if (err instanceof AppError) return err;
  const unsafe = err instanceof Error ? UNSAFE_NAME.exec(err.message) : null;
  return unsafe ? fileErrors.unsafePath(unsafe[1]!) : fileErrors.corruptZip();
};

/**
 * Opens a zip (the uploaded file, or a zip inside it) and reads its central directory only:
 * every name is checked (yauzl refuses `..` and absolute paths, backslashes count as slashes),
 * every declared size is held against the budget, and the number of files is bounded, all before
 * a byte is inflated. `prefix` names the outer zip in messages about a nested one.
 */
export async function openZip(
  source: { path: string } | { buffer: Buffer; prefix: string },
  budget: UnpackBudget,
): Promise<ZipArchive> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };
  let zip: ZipFile;
  try {
    zip =
      'path' in source
        ? await yauzl.openPromise(source.path, options)
        : await yauzl.fromBufferPromise(source.buffer, options);
  } catch (err) {
    throw asZipError(err);
  }
  const prefix = 'prefix' in source ? `${source.prefix}/` : '';
  try {
    const entries = await readDirectory(zip, prefix, budget);
    return {
      names: [...entries.keys()],
      sizeOf: (name) => entries.get(name)?.uncompressedSize,
      async read(name) {
        const entry = entries.get(name);
        if (!entry) throw fileErrors.corruptEntry(prefix + name);
        if (entry.uncompressedSize > budget.limits.entryMax)
          throw fileErrors.entryTooLarge(prefix + name, budget.limits.entryMax);
        const stream = await zip.openReadStreamPromise(entry).catch((err: unknown) => {
          throw err instanceof AppError ? err : fileErrors.corruptEntry(prefix + name);
        });
        return readLimited(stream, { name: prefix + name, packed: entry.compressedSize }, budget);
      },
      close: () => zip.close(),
    };
  } catch (err) {
    zip.close();
    throw asZipError(err);
  }
}

/** What macOS's Finder adds to every zip it makes: never part of an export. */
const isFinderLitter = (name: string) => name.startsWith('__MACOSX/') || /(?:^|\/)\.DS_Store$/u.test(name);

async function readDirectory(zip: ZipFile, prefix: string, budget: UnpackBudget) {
  const { entriesMax, totalMax } = budget.limits;
  if (zip.entryCount > entriesMax) throw fileErrors.tooManyEntries(entriesMax);
  const entries = new Map<string, Entry>();
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName.endsWith('/') || isFinderLitter(entry.fileName)) continue;
    const name = prefix + entry.fileName;
    if (entry.isEncrypted()) throw fileErrors.corruptEntry(name);
    budget.checkDeclared(name, entry.compressedSize, entry.uncompressedSize);
    declared += entry.uncompressedSize;
    if (declared > totalMax) throw fileErrors.unpackedTooLarge(totalMax);
    entries.set(entry.fileName, entry);
  }
  return entries;
}
