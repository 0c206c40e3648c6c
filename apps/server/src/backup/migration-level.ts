import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** One entry of drizzle's journal (migrations/meta/_journal.json): a migration this code knows. */
const journalEntry = z.object({ idx: z.number(), when: z.number(), tag: z.string() });
export type MigrationLevel = z.infer<typeof journalEntry>;
const journalSchema = z.object({ entries: z.array(journalEntry) }).loose();

export async function readJournal(migrationsFolder: string): Promise<MigrationLevel[]> {
  const text = await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8');
  return journalSchema.parse(JSON.parse(text)).entries.map(({ idx, when, tag }) => ({ idx, when, tag }));
}

/**
 * The level a database has reached: drizzle records each applied migration's journal `when` in
 * drizzle.__drizzle_migrations.created_at. Null for a database no migration has touched.
 */
export async function levelOfDatabase(
  query: (sql: string) => Promise<Record<string, unknown>[]>,
  journal: MigrationLevel[],
): Promise<MigrationLevel | null> {
  const exists = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!exists[0]?.exists) return null;
  const rows = await query(`select max(created_at)::text as "when" from drizzle.__drizzle_migrations`);
  const when = rows[0]?.when == null ? null : Number(rows[0].when);
  if (when === null) return null;
  const known = journal.find((entry) => entry.when === when);
  if (!known) {
    // This code could not name that migration in the manifest, so no version could restore the backup.
    throw new Error(
      'the database was migrated by a newer version of Receptari than this one: back it up with that version',
    );
  }
  return known;
}

/**
 * A copy of the migrations folder that stops at `level`: a restore brings an empty database to the
 * backup's own schema, loads the rows, then applies the later migrations (their data changes too).
 */
export async function migrationsUpTo(
  migrationsFolder: string,
  level: MigrationLevel,
  into: string,
): Promise<string> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: MigrationLevel[];
  };
  const entries = journal.entries.filter((entry) => entry.idx <= level.idx);
  await mkdir(join(into, 'meta'), { recursive: true });
  for (const entry of entries)
    await copyFile(join(migrationsFolder, `${entry.tag}.sql`), join(into, `${entry.tag}.sql`));
  await writeFile(join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return into;
}
