import { searchQuerySchema } from '@receptari/shared/search/search.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { toFilters } from '../../apps/server/src/modules/search/search.service.ts';
import { newestRecipeId, searchPageQuery } from '../../apps/server/src/modules/search/search.repo.ts';
import { queryOf, type SearchCase } from './search-cases.ts';

/** The plan nodes that name a scan, with their real time: what shows which index answered. */
const SCAN = /(Index|Bitmap|Seq) Scan|Merge|Hash|Nested Loop|Append|Sort/;

/** EXPLAIN ANALYZE of a first page's statement, as the route runs it (search.repo.ts). */
async function explainPath(db: Db, path: string): Promise<string[]> {
  const input = searchQuerySchema.parse(queryOf(path));
  const start = { newestId: await newestRecipeId(db) };
  const query = searchPageQuery(db, toFilters(input), input.limit, start);
  if (!query) return [];
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off) ${query}`);
  return rows.map((r) => r['QUERY PLAN']);
}

/** EXPLAIN ANALYZE of the first repeated request of each case, as the route runs it. */
export async function explainCases(db: Db, cases: SearchCase[]): Promise<string> {
  const out: string[] = [];
  for (const c of cases) {
    const plan = await explainPath(db, c.repeated[0]!);
    out.push(`${c.name} (${c.repeated[0]}):`);
    out.push(...plan.filter((line) => SCAN.test(line) || /Execution Time/.test(line)).map((l) => `    ${l}`));
  }
  return out.join('\n');
}

/**
 * The slowest requests of each case's distinct pool, by EXPLAIN ANALYZE execution time (one run
 * each, no HTTP): which queries make a distinct run's p95, and how far the planner went astray.
 */
export async function slowestDistinct(db: Db, cases: SearchCase[], top = 3): Promise<string> {
  const out: string[] = [];
  for (const c of cases) {
    const timed: { ms: number; path: string }[] = [];
    for (const path of c.distinct) {
      const last = (await explainPath(db, path)).at(-1) ?? '';
      timed.push({ ms: Number(/Execution Time: ([\d.]+)/.exec(last)?.[1] ?? NaN), path });
    }
    timed.sort((a, b) => b.ms - a.ms);
    const slowest = timed.slice(0, top).map((t) => `${t.ms.toFixed(1)} ms ${decodeURIComponent(t.path)}`);
    out.push(`${c.name}: ${slowest.join('; ')}`);
  }
  return out.join('\n');
}
