import { searchQuerySchema } from '@receptari/shared/search/search.schemas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { toFilters } from '../../apps/server/src/modules/search/search.service.ts';
import { newestRecipeId, searchPageQuery } from '../../apps/server/src/modules/search/search.repo.ts';
import { percentile } from './measure-clients.ts';
import { queryOf, type SearchCase } from './search-cases.ts';

/** The plan nodes that name a scan, with their real time: what shows which index answered. */
const SCAN = /(Index|Bitmap|Seq) Scan|Merge|Hash|Nested Loop|Append|Sort/;

/**
 * A first page's statement as the route builds it (search.repo.ts), and how long building it took.
 * `newestId` is read once per run: the bench writes nothing while it explains.
 */
function statementOf(db: Db, path: string, newestId: number) {
  const input = searchQuerySchema.parse(queryOf(path));
  const start = { newestId };
  const started = performance.now();
  const query = searchPageQuery(db, toFilters(input), input.limit, start);
  query?.toSQL();
  return { query, buildMs: performance.now() - started };
}

/** EXPLAIN ANALYZE of a first page's statement, as the route runs it. */
async function explain(db: Db, query: ReturnType<typeof searchPageQuery>): Promise<string[]> {
  if (!query) return [];
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, costs off, summary) ${query}`,
  );
  return rows.map((r) => r['QUERY PLAN']);
}

/** The cases whose statement the bench can build: searches (GET), not cook with what I have (POST). */
const searches = (cases: SearchCase[]) => cases.filter((c) => c.repeated.every((r) => r.body === undefined));

/** EXPLAIN ANALYZE of the first repeated request of each search case, as the route runs it. */
export async function explainCases(db: Db, cases: SearchCase[]): Promise<string> {
  const out: string[] = [];
  const newestId = await newestRecipeId(db);
  for (const c of searches(cases)) {
    const path = c.repeated[0]!.path;
    const plan = await explain(db, statementOf(db, path, newestId).query);
    out.push(`${c.name} (${path}):`);
    out.push(...plan.filter((line) => SCAN.test(line) || /Execution Time/.test(line)).map((l) => `    ${l}`));
  }
  return out.join('\n');
}

/** One distinct request's costs outside HTTP: building its statement in Node, planning and running it. */
export type RequestCost = { path: string; buildMs: number; planMs: number; execMs: number };
export type CaseCosts = { name: string; costs: RequestCost[] };

const timeIn = (plan: string[], label: string) =>
  Number(new RegExp(`${label} Time: ([\\d.]+)`).exec(plan.join('\n'))?.[1] ?? Number.NaN);

/**
 * Every distinct request of each search case, once through EXPLAIN ANALYZE (no HTTP): which queries make a
 * distinct run's p95, and where a request's time goes besides the index reads.
 */
export async function costDistinct(db: Db, cases: SearchCase[]): Promise<CaseCosts[]> {
  const out: CaseCosts[] = [];
  const newestId = await newestRecipeId(db);
  for (const c of searches(cases)) {
    const costs: RequestCost[] = [];
    for (const { path } of c.distinct) {
      const { query, buildMs } = statementOf(db, path, newestId);
      const plan = await explain(db, query);
      costs.push({ path, buildMs, planMs: timeIn(plan, 'Planning'), execMs: timeIn(plan, 'Execution') });
    }
    out.push({ name: c.name, costs });
  }
  return out;
}

/** The slowest requests of each case by execution time. */
export function slowestDistinct(cases: CaseCosts[], top = 3): string {
  return cases
    .map(({ name, costs }) => {
      const slowest = [...costs].sort((a, b) => b.execMs - a.execMs).slice(0, top);
      return `${name}: ${slowest.map((t) => `${t.execMs.toFixed(1)} ms ${decodeURIComponent(t.path)}`).join('; ')}`;
    })
    .join('\n');
}

/**
 * Where a distinct request's time goes, p50 / p95 of each part over the case's pool, beside one
 * round trip to the database (`select 1`): the floor below which no request that runs a query goes.
 */
export async function costTable(db: Db, cases: CaseCosts[]): Promise<string> {
  const trips: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await db.execute(sql`select 1`);
    trips.push(performance.now() - started);
  }
  const both = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `${percentile(sorted, 50).toFixed(2)} / ${percentile(sorted, 95).toFixed(2)}`;
  };
  const lines = [
    `Round trip to the database (\`select 1\` through the app's pool), p50 / p95: ${both(trips)} ms.`,
    '',
    '| case | build statement ms | plan ms | execute ms |',
    '|---|---:|---:|---:|',
  ];
  for (const { name, costs } of cases) {
    lines.push(
      `| ${name} | ${both(costs.map((c) => c.buildMs))} | ${both(costs.map((c) => c.planMs))} | ${both(costs.map((c) => c.execMs))} |`,
    );
  }
  return lines.join('\n');
}
