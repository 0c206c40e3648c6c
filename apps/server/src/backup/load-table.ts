import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { TablePart } from './manifest.ts';
import { quoted, type Sql } from './sql-session.ts';

/** Rows per INSERT: large enough to be fast, small enough to keep memory bounded. */
const BATCH_ROWS = 1000;

/**
 * Inserts a dumped table's JSON lines. Generated columns are left to the database; the table's own
 * triggers are off meanwhile, since the rows they would derive are in the backup already (the
 * table's owner may do that; no superuser needed).
 */
export async function loadTable(sql: Sql, table: TablePart, gzipped: Readable): Promise<void> {
  const name = quoted(table.name);
  const columns = await sql(
    `select attname as name, attidentity = 'a' as always from pg_attribute
      where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`,
    [name],
  );
  const list = columns.map((c) => quoted(c.name as string)).join(', ');
  const overriding = columns.some((c) => c.always) ? ' overriding system value' : '';
  const insert = `insert into ${name} (${list})${overriding}
    select ${list} from json_populate_recordset(null::${name}, $1::json)`;
  await sql(`alter table ${name} disable trigger user`);
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (!batch.length) return;
    await sql(insert, [`[${batch.join(',')}]`]);
    rows += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: gzipped.pipe(createGunzip()), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  await sql(`alter table ${name} enable trigger user`);
  if (rows !== table.rows)
    throw new Error(`${table.name}: loaded ${rows} rows, the manifest says ${table.rows}`);
}
