import { searchQuerySchema } from '@receptari/shared/search/search.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import { toFilters } from '../../apps/server/src/modules/search/search.service.ts';
import { searchCardRows } from '../../apps/server/src/modules/search/search.repo.ts';
import { queryOf, type SearchCase } from './search-cases.ts';

/** The plan nodes that name a scan, with their real time: what shows which index answered. */
const SCAN = /(Index|Bitmap|Seq) Scan|Merge|Hash|Nested Loop/;

/** EXPLAIN ANALYZE of the first variant of each case, as the route runs it. */
export async function explainCases(db: Db, cases: SearchCase[]): Promise<string> {
  const out: string[] = [];
  for (const c of cases) {
    const input = searchQuerySchema.parse(queryOf(c.paths[0]!));
    const query = searchCardRows(db, toFilters(input), input.limit);
    const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, costs off) ${query}`);
    const plan = rows.map((r) => r['QUERY PLAN']);
    out.push(`${c.name} (${c.paths[0]}):`);
    out.push(...plan.filter((line) => SCAN.test(line) || /Execution Time/.test(line)).map((l) => `    ${l}`));
  }
  return out.join('\n');
}
