import { quoted, type Sql } from './sql-session.ts';

export type TableInfo = { name: string; primaryKey: string[] };

/**
 * The public schema's tables, each after the tables its foreign keys point to (then by name), so a
 * restore inserts parents first and the foreign keys hold at every row.
 */
export async function tablesInLoadOrder(sql: Sql): Promise<TableInfo[]> {
  const tables = await sql(
    `select c.relname as name,
            coalesce((select array_agg(a.attname::text order by k.ord)
                        from pg_index i
                        cross join unnest(i.indkey) with ordinality as k(attnum, ord)
                        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                       where i.indrelid = c.oid and i.indisprimary), '{}') as pk
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const edges = await sql(
    `select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of edges) {
    const name = unquote(child as string);
    parentsOf.set(name, (parentsOf.get(name) ?? new Set()).add(unquote(parent as string)));
  }
  const byName = new Map(tables.map((t) => [t.name as string, parseArray(t.pk)]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || !byName.has(name)) return;
    if (path.has(name)) throw new Error(`foreign keys form a cycle through ${quoted(name)}`);
    path.add(name);
    for (const parent of [...(parentsOf.get(name) ?? [])].sort()) place(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push({ name, primaryKey: byName.get(name)! });
  };
  for (const name of byName.keys()) place(name, new Set());
  return ordered;
}

/** regclass prints a public table without its schema, quoted only when it must be. */
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name);

/** node-postgres parses text[] into an array; PGlite may too, or answer the literal `{a,b}`. */
function parseArray(value: unknown): string[] {
  if (Array.isArray(value)) return value as string[];
  const text = String(value ?? '{}');
  return text === '{}' ? [] : text.slice(1, -1).split(',');
}
