import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DatabaseHandle } from '../db/database.ts';
import type { DatabasePart, TablePart } from './manifest.ts';
import { levelOfDatabase, readJournal } from './migration-level.ts';
import { sha256Tap } from './sha256-tap.ts';
import { inTransaction, quoted, type Sql } from './sql-session.ts';
import { tablesInLoadOrder } from './table-order.ts';

/** Rows fetched per round trip from the cursor: memory stays bounded whatever a table's size. */
const FETCH_ROWS = 2000;

/**
 * Writes every table of the public schema as gzipped JSON lines (`row_to_json`, one row a line, in
 * primary-key order) into `dir`, all read in one snapshot, and answers what it wrote. JSON rather
 * than the engines' own formats: a PGlite backup restores into PostgreSQL and back.
 */
export async function dumpDatabase(
  handle: DatabaseHandle,
  dir: string,
  migrationsFolder: string,
): Promise<DatabasePart> {
  const journal = await readJournal(migrationsFolder);
  await mkdir(join(dir, 'database'), { recursive: true });
  return inTransaction(handle, 'snapshot', async (sql) => {
    const migration = await levelOfDatabase(sql, journal);
    if (!migration) throw new Error('the database has no migrations applied: nothing to back up');
    const tables: TablePart[] = [];
    for (const table of await tablesInLoadOrder(sql)) tables.push(await dumpTable(sql, table, dir));
    const sequences = await readSequences(sql);
    return { engine: handle.kind, migration, tables, sequences };
  });
}

async function dumpTable(
  sql: Sql,
  table: { name: string; primaryKey: string[] },
  dir: string,
): Promise<TablePart> {
  const entry = `database/${table.name}.jsonl.gz`;
  const gzip = createGzip({ level: 1 });
  const tap = sha256Tap();
  const written = pipeline(gzip, tap.stream, createWriteStream(join(dir, entry)));
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(quoted).join(', ')}` : '';
  await sql(
    `declare dump_rows no scroll cursor for select row_to_json(t)::text as row from ${quoted(table.name)} t${order}`,
  );
  let rows = 0;
  for (;;) {
    const batch = await sql(`fetch ${FETCH_ROWS} from dump_rows`);
    if (!batch.length) break;
    rows += batch.length;
    if (!gzip.write(batch.map((r) => `${r.row as string}\n`).join(''))) await once(gzip, 'drain');
  }
  await sql('close dump_rows');
  gzip.end();
  await written;
  return { name: table.name, rows, entry, ...tap.result() };
}

/** Sequences are not transactional: their values are read in the snapshot and set again at restore. */
async function readSequences(sql: Sql) {
  const rows = await sql(
    `select sequencename as name, coalesce(last_value, start_value)::text as value, last_value is not null as called
       from pg_sequences where schemaname = 'public' order by sequencename`,
  );
  return rows.map((r) => ({ name: r.name as string, value: r.value as string, called: r.called as boolean }));
}
