import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { defaultMigrationsFolder } from '../../src/db/migrate.ts';

/**
 * The committed migrations before `tag`, in a folder of their own: a database as it was then, for
 * the tests of what a migration does to the rows it finds.
 */
export function migrationsBefore(tag: string) {
  const dir = mkdtempSync(join(tmpdir(), 'receptari-migrations-'));
  cpSync(defaultMigrationsFolder, dir, { recursive: true });
  const journalFile = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}
