import { loadConfig } from '../../src/config.ts';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { migrationsUpTo, readJournal } from '../../src/backup/migration-level.ts';
import { restoreBackup } from '../../src/backup/restore-backup.ts';
import { writeBackup } from '../../src/backup/write-backup.ts';
import { defaultMigrationsFolder, migrateDatabase } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';

// A backup made by an older version (an earlier migration level) restores into this one: the
// restore builds the backup's own schema, loads its rows, then applies the later migrations.

const work = mkdtempSync(join(tmpdir(), 'receptari-backup-level-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('restores a backup of an earlier migration level and migrates it to this one', async () => {
  const journal = await readJournal(defaultMigrationsFolder);
  const older = journal.at(-2)!;
  const source = join(work, 'source');
  mkdirSync(source);
  const handle = await openPglite({ dataDir: join(source, 'db') });
  await migrateDatabase(
    handle,
    await migrationsUpTo(defaultMigrationsFolder, older, join(work, 'migrations')),
  );
  await handle.driver.client.query(
    `insert into users (name, email, role) values ('avia_rosa', 'rosa@example.cat', 'user')`,
  );
  await handle.close();

  const archive = join(work, 'older.tar');
  const options = { migrationsFolder: defaultMigrationsFolder, log: () => {} };
  const manifest = await writeBackup({
    ...options,
    config: loadConfig({ DATA_DIR: source }),
    out: archive,
    withMedia: true,
  });
  expect(manifest.database.migration).toEqual(older);

  const target = join(work, 'target');
  await restoreBackup({
    ...options,
    config: loadConfig({ DATA_DIR: target }),
    file: archive,
    force: false,
  });
  const restored = await openPglite({ dataDir: join(target, 'db') });
  try {
    const users = await restored.driver.client.query<{ name: string }>('select name from users');
    expect(users.rows.map((u) => u.name)).toEqual(['avia_rosa']);
    const applied = await restored.driver.client.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]!.n).toBe(journal.length);
  } finally {
    await restored.close();
  }
}, 120_000);
