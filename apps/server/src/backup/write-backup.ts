import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pack as createPack, type Pack } from 'tar-stream';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createMediaStorage, type MediaStoreConfig } from '../storage/create-media-storage.ts';
import { askServerToDump } from './backup-socket.ts';
import { dumpDatabase } from './dump-database.ts';
import {
  BACKUP_FORMAT,
  type DatabasePart,
  type Manifest,
  MANIFEST_ENTRY,
  MEDIA_LIST_ENTRY,
  MEDIA_PREFIX,
} from './manifest.ts';
import { addEntry } from './tar-entries.ts';
import { appVersion } from './app-version.ts';

export type BackupOptions = {
  config: MediaStoreConfig & Pick<Config, 'DATABASE_URL'>;
  out: string;
  /** The objects' bytes, or only their list and checksums. */
  withMedia: boolean;
  migrationsFolder: string;
  log: (msg: string) => void;
};

/**
 * Writes one tar archive: the tables (one snapshot), then every media object (or its list), then
 * the manifest with every part's checksum. Written beside `out` and renamed at the end, so `out`
 * is never half an archive.
 */
export async function writeBackup(opts: BackupOptions): Promise<Manifest> {
  const staging = await mkdtemp(join(dirname(opts.out), `.${basename(opts.out)}.parts-`));
  const partial = join(staging, 'archive.tar');
  try {
    const dump = await dumpTables(opts, staging);
    const pack = createPack();
    const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
    try {
      for (const table of dump.database.tables) {
        const file = join(dump.dir, table.entry);
        await addEntry(pack, table.entry, (await stat(file)).size, createReadStream(file));
      }
      const media = await addMedia(pack, opts, staging);
      const manifest: Manifest = {
        format: BACKUP_FORMAT,
        createdAt: new Date().toISOString(),
        app: { version: appVersion() },
        database: dump.database,
        media,
      };
      const body = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await addEntry(pack, MANIFEST_ENTRY, body.length, body);
      pack.finalize();
      await written;
      await rename(partial, opts.out);
      return manifest;
    } catch (err) {
      pack.destroy(err as Error);
      await written.catch(() => {});
      throw err;
    } finally {
      if (dump.dir !== staging) await rm(dump.dir, { recursive: true, force: true });
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** PGlite held by a running server: the server dumps; otherwise this process opens the database. */
async function dumpTables(
  opts: BackupOptions,
  staging: string,
): Promise<{ dir: string; database: DatabasePart }> {
  if (!opts.config.DATABASE_URL) {
    const answer = await askServerToDump(opts.config.dataDir);
    if (answer && !answer.ok)
      throw new Error(`the running server could not dump the database: ${answer.error}`);
    if (answer?.ok) {
      opts.log('database: dumped by the running server (PGlite)');
      return answer;
    }
  }
  // A wrong DATA_DIR must not become a new, empty database (openDatabase would create one).
  if (!opts.config.DATABASE_URL && !existsSync(join(opts.config.dataDir, 'db', 'PG_VERSION'))) {
    throw new Error(`no database in ${opts.config.dataDir} (DATA_DIR): nothing to back up`);
  }
  const handle = await openDatabase({
    dataDir: opts.config.dataDir,
    databaseUrl: opts.config.DATABASE_URL,
    statementTimeoutMs: 0,
  });
  try {
    const database = await dumpDatabase(handle, staging, opts.migrationsFolder);
    opts.log(`database: dumped (${handle.kind})`);
    return { dir: staging, database };
  } finally {
    await handle.close();
  }
}

/**
 * Every object of the store, in key order, each streamed into the archive (or only read, for its
 * checksum); media.jsonl lists them. An object deleted since the listing is left out.
 */
async function addMedia(pack: Pack, opts: BackupOptions, staging: string): Promise<Manifest['media']> {
  const storage = createMediaStorage(opts.config);
  const listFile = join(staging, MEDIA_LIST_ENTRY);
  const list = createWriteStream(listFile);
  let objects = 0;
  let bytes = 0;
  for await (const { key, size } of storage.list()) {
    const stream = await storage.open(key);
    if (!stream) continue;
    const sum = opts.withMedia
      ? await addEntry(pack, `${MEDIA_PREFIX}${key}`, size, stream)
      : await checksumOf(stream);
    if (!list.write(`${JSON.stringify({ key, ...sum })}\n`)) await once(list, 'drain');
    objects += 1;
    bytes += sum.bytes;
  }
  await new Promise<void>((resolve, reject) =>
    list.end((err?: Error | null) => (err ? reject(err) : resolve())),
  );
  const listSum = await addEntry(
    pack,
    MEDIA_LIST_ENTRY,
    (await stat(listFile)).size,
    createReadStream(listFile),
  );
  opts.log(`media: ${objects} objects, ${bytes} bytes${opts.withMedia ? '' : ' (listed, not included)'}`);
  return { included: opts.withMedia, objects, bytes, list: listSum };
}

async function checksumOf(stream: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}
