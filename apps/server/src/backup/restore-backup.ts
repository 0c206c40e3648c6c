import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { isMediaFormat, MEDIA_FORMATS } from '@receptari/shared/media/media.rules';
import type { Config } from '../config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createMediaStorage, type MediaStoreConfig } from '../storage/create-media-storage.ts';
import { loadTable } from './load-table.ts';
import { type Manifest, MEDIA_LIST_ENTRY, MEDIA_PREFIX } from './manifest.ts';
import { migrationsUpTo, readJournal } from './migration-level.ts';
import { archiveEntries } from './read-archive.ts';
import { emptyStore, NOT_EMPTY, openRestoreTarget, storeHasObjects } from './restore-target.ts';
import { inTransaction, quoted } from './sql-session.ts';
import { verifyBackup } from './verify-backup.ts';

export type RestoreOptions = {
  config: MediaStoreConfig & Pick<Config, 'DATABASE_URL'>;
  file: string;
  force: boolean;
  migrationsFolder: string;
  log: (msg: string) => void;
};

/**
 * Checks the whole archive first (verify-backup.ts), then the target: nothing is written until
 * both pass. Then: the backup's schema (its own migration level), its rows in one transaction,
 * the later migrations, and the media.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<Manifest> {
  const manifest = await verifyBackup(opts.file, await readJournal(opts.migrationsFolder));
  opts.log(
    `archive verified: ${manifest.database.tables.length} tables, ${manifest.media.objects} media objects`,
  );
  const storage = createMediaStorage(opts.config);
  // Media left in the store (not in the archive) are the ones this backup refers to: kept, checked.
  const replaceMedia = manifest.media.included;
  if (replaceMedia && !opts.force && (await storeHasObjects(storage))) throw NOT_EMPTY('the media store');
  const target = await openRestoreTarget(opts.config, opts.force);
  const migrations = await mkdtemp(join(tmpdir(), 'receptari-restore-'));
  try {
    if (replaceMedia) await emptyStore(storage);
    await migrateDatabase(
      target.handle,
      await migrationsUpTo(opts.migrationsFolder, manifest.database.migration, migrations),
    );
    const entries = archiveEntries(opts.file);
    const tables = new Map(manifest.database.tables.map((t) => [t.entry, t]));
    await inTransaction(target.handle, 'write', async (sql) => {
      for (const table of manifest.database.tables) {
        const next = await entries.next();
        if (next.done || next.value.header.name !== table.entry)
          throw new Error(`expected ${table.entry} in the archive`);
        await loadTable(sql, tables.get(table.entry)!, next.value.stream);
      }
      for (const seq of manifest.database.sequences) {
        await sql(`select setval($1::regclass, $2::bigint, $3)`, [quoted(seq.name), seq.value, seq.called]);
      }
    });
    opts.log(`database: ${manifest.database.tables.reduce((n, t) => n + t.rows, 0)} rows restored`);
    await migrateDatabase(target.handle, opts.migrationsFolder);
    let restored = 0;
    for await (const { header, stream } of { [Symbol.asyncIterator]: () => entries }) {
      if (!header.name.startsWith(MEDIA_PREFIX)) {
        stream.resume();
        continue;
      }
      const key = header.name.slice(MEDIA_PREFIX.length);
      await storage.put(key, stream, contentTypeOf(key));
      restored += 1;
    }
    if (replaceMedia) opts.log(`media: ${restored} objects restored`);
    else
      opts.log(
        `media: not in the archive; ${await missingObjects(opts)} of ${manifest.media.objects} listed objects missing from the store`,
      );
    return manifest;
  } finally {
    await rm(migrations, { recursive: true, force: true });
    await target.close();
  }
}

/** The listed objects the store does not hold with the same size (a bucket restored separately). */
async function missingObjects(opts: RestoreOptions): Promise<number> {
  const storage = createMediaStorage(opts.config);
  const present = new Map<string, number>();
  for await (const { key, size } of storage.list()) present.set(key, size);
  let missing = 0;
  for await (const { header, stream } of archiveEntries(opts.file)) {
    if (header.name !== MEDIA_LIST_ENTRY) {
      stream.resume();
      continue;
    }
    let text = '';
    for await (const chunk of stream as AsyncIterable<Buffer>) text += chunk.toString();
    for (const line of text.split('\n').filter(Boolean)) {
      const { key, bytes } = JSON.parse(line) as { key: string; bytes: number };
      if (present.get(key) !== bytes) missing += 1;
    }
  }
  return missing;
}

/** A bucket wants each object's type; the app's formats say it (exports and the rest: bytes). */
function contentTypeOf(key: string): string {
  const ext = extname(key).slice(1);
  return isMediaFormat(ext) ? MEDIA_FORMATS[ext].mime : 'application/octet-stream';
}
