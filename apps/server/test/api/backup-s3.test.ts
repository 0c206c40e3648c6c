import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../helpers/backup-archives.ts';
import { archiveEntries } from '../../src/backup/read-archive.ts';
import { createTestBucket, S3_SKIPPED, s3Server, type TestBucket } from '../helpers/test-s3.ts';
import { loadConfig } from '../../src/config.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { writeBackup } from '../../src/backup/write-backup.ts';
import { defaultMigrationsFolder, migrateDatabase } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { createMediaStorage } from '../../src/storage/create-media-storage.ts';
import type { MediaStorage } from '../../src/storage/media-storage.ts';

// Issue 36, items 2 and 4 with MEDIA_STORE=s3 (radosgw): by default the archive holds the bucket's
// list with each object's checksum and not the objects; with the objects (--with-media) a restore
// puts every one back into an empty bucket, byte for byte (docs/decisions/0023).

const work = mkdtempSync(join(tmpdir(), 'receptari-backup-s3-'));
const buckets: TestBucket[] = [];
afterAll(async () => {
  for (const bucket of buckets) await bucket.drop();
  rmSync(work, { recursive: true, force: true });
});

async function contentsOf(storage: MediaStorage) {
  const objects: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of (await storage.open(key))!) hash.update(chunk as Buffer);
    objects[key] = hash.digest('hex');
  }
  return objects;
}

async function archiveNames(file: string) {
  const names: string[] = [];
  for await (const { header, stream } of archiveEntries(file)) {
    names.push(header.name);
    for await (const _ of stream as AsyncIterable<unknown>);
  }
  return names;
}

describe.skipIf(!s3Server)(`backups of a site whose media are in a bucket ${S3_SKIPPED}`, () => {
  it('lists the objects with their checksums by default, and with them restores every one into an empty bucket', async () => {
    const source = await createTestBucket();
    const target = await createTestBucket();
    buckets.push(source, target);
    const sourceConfig = loadConfig({ DATA_DIR: join(work, 'source'), ...source.env });
    mkdirSync(sourceConfig.dataDir, { recursive: true });
    const handle = await openPglite({ dataDir: join(sourceConfig.dataDir, 'db') });
    await migrateDatabase(handle);
    await handle.driver.client.query(
      `insert into users (name, email, role) values ('iaia_pepa', 'pepa@example.cat', 'user')`,
    );
    await handle.close();
    const store = createMediaStorage(sourceConfig);
    await store.put('uploads/2026-11/coca.webp', Buffer.from('coca de recapte'), 'image/webp');
    await store.put('replays/live-3.webm', Buffer.alloc(256 * 1024, 7), 'video/webm');
    const stored = await contentsOf(store);

    const options = { migrationsFolder: defaultMigrationsFolder, log: () => {} };
    const listOnly = join(work, 'list-only.tar');
    await writeBackup({ ...options, config: sourceConfig, out: listOnly, withMedia: false });
    const { manifest, media } = await readArchive(listOnly);
    expect(manifest.media).toMatchObject({ included: false, objects: 2 });
    expect(Object.fromEntries(media.map((o) => [o.key, o.sha256]))).toEqual(stored);
    expect(await archiveNames(listOnly)).not.toContain('media/uploads/2026-11/coca.webp');

    const whole = join(work, 'whole.tar');
    await writeBackup({ ...options, config: sourceConfig, out: whole, withMedia: true });
    expect(await archiveNames(whole)).toContain('media/uploads/2026-11/coca.webp');
    const targetConfig = loadConfig({ DATA_DIR: join(work, 'target'), ...target.env });
    await restoreBackup({ ...options, config: targetConfig, file: whole, force: false });
    expect(await contentsOf(createMediaStorage(targetConfig))).toEqual(stored);
    const restored = await openPglite({ dataDir: join(targetConfig.dataDir, 'db') });
    try {
      const users = await restored.driver.client.query<{ name: string }>('select name from users');
      expect(users.rows.map((u) => u.name)).toEqual(['iaia_pepa']);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
