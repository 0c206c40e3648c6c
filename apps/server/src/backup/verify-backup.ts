import { createHash } from 'node:crypto';
import { isSafeKey } from '../storage/media-storage.ts';
import {
  BACKUP_FORMAT,
  type Manifest,
  MANIFEST_ENTRY,
  MEDIA_LIST_ENTRY,
  MEDIA_PREFIX,
  manifestSchema,
  mediaLine,
} from './manifest.ts';
import type { MigrationLevel } from './migration-level.ts';
import { ArchiveError, archiveEntries } from './read-archive.ts';

/** A manifest is a few kilobytes per table; more is not one of ours. */
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

type Sum = { sha256: string; bytes: number };

/**
 * Reads the whole archive once and checks it before anything is written: every part against the
 * manifest's checksums, nothing missing or extra, a format and a migration level this code knows.
 * Answers the manifest; throws an ArchiveError saying what is wrong.
 */
export async function verifyBackup(file: string, journal: MigrationLevel[]): Promise<Manifest> {
  const { sums, manifestText, mediaText } = await readParts(file).catch((err: unknown) => {
    if (err instanceof ArchiveError) throw err;
    throw new ArchiveError(`the archive is truncated or damaged (${(err as Error).message})`);
  });
  if (manifestText === undefined)
    throw new ArchiveError('the archive has no manifest: it is truncated or not a backup');
  const manifest = parseManifest(manifestText);
  checkLevel(manifest, journal);
  const listSum = sums.get(MEDIA_LIST_ENTRY);
  if (listSum?.sha256 !== manifest.media.list.sha256) {
    throw new ArchiveError(`${MEDIA_LIST_ENTRY} is missing or does not match its checksum`);
  }
  const mediaLines = parseMediaList(mediaText);

  const expected = new Map<string, Sum>(manifest.database.tables.map((t) => [t.entry, t]));
  expected.set(MEDIA_LIST_ENTRY, manifest.media.list);
  if (manifest.media.included)
    for (const line of mediaLines) expected.set(`${MEDIA_PREFIX}${line.key}`, line.sum);
  if (mediaLines.length !== manifest.media.objects)
    throw new ArchiveError('the media list does not match the manifest');
  for (const [name, sum] of expected) {
    const found = sums.get(name);
    if (!found) throw new ArchiveError(`${name} is missing from the archive`);
    if (found.sha256 !== sum.sha256 || found.bytes !== sum.bytes) {
      throw new ArchiveError(`${name} does not match its checksum: the archive was altered or damaged`);
    }
  }
  for (const name of sums.keys()) {
    if (name !== MANIFEST_ENTRY && !expected.has(name)) throw new ArchiveError(`unexpected entry ${name}`);
  }
  return manifest;
}

function parseManifest(text: string): Manifest {
  const json = parseJson(text);
  if (json === undefined) throw new ArchiveError('the manifest is not JSON');
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'string' && format !== BACKUP_FORMAT) {
    throw new ArchiveError(`the archive's format ${format} is not one this version reads (${BACKUP_FORMAT})`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new ArchiveError(`the manifest is not valid: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

/** A migration this code does not know means a newer version made the backup. */
function checkLevel(manifest: Manifest, journal: MigrationLevel[]) {
  const level = manifest.database.migration;
  const known = journal.find((entry) => entry.when === level.when && entry.tag === level.tag);
  if (!known) {
    throw new ArchiveError(
      `this backup was made by a newer version of Receptari (app ${manifest.app.version}, migration ` +
        `${level.tag}); this version knows migrations up to ${journal.at(-1)?.tag}. Restore it with that version or a later one.`,
    );
  }
}

function parseMediaList(text: string) {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const parsed = mediaLine.safeParse(parseJson(line));
      if (!parsed.success || !isSafeKey(parsed.data.key))
        throw new ArchiveError('the media list is not valid');
      const { key, sha256, bytes } = parsed.data;
      return { key, sum: { sha256, bytes } };
    });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Every entry's checksum, and the text of the two small entries. */
async function readParts(file: string) {
  const sums = new Map<string, Sum>();
  let manifestText: string | undefined;
  let mediaText = '';
  for await (const { header, stream } of archiveEntries(file)) {
    if (header.type !== 'file' || sums.has(header.name))
      throw new ArchiveError(`unexpected entry ${header.name}`);
    const hash = createHash('sha256');
    let bytes = 0;
    const keep = header.name === MANIFEST_ENTRY || header.name === MEDIA_LIST_ENTRY;
    const kept: Buffer[] = [];
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      hash.update(chunk);
      bytes += chunk.length;
      if (keep && bytes <= MAX_MANIFEST_BYTES) kept.push(chunk);
    }
    if (keep && bytes > MAX_MANIFEST_BYTES) throw new ArchiveError(`${header.name} is too large`);
    sums.set(header.name, { sha256: hash.digest('hex'), bytes });
    if (header.name === MANIFEST_ENTRY) manifestText = Buffer.concat(kept).toString('utf8');
    if (header.name === MEDIA_LIST_ENTRY) mediaText = Buffer.concat(kept).toString('utf8');
  }
  return { sums, manifestText, mediaText };
}
