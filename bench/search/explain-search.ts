import { SEARCH_TOTAL_EXACT_MAX } from '@receptari/shared/search/search.rules';
import { searchQuerySchema, withWhatIHaveBodySchema } from '@receptari/shared/search/search.schemas';
import { STAPLES } from '@receptari/shared/search/staples';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import { recipeTitleMatches } from '../../apps/server/src/db/recipe-search.ts';
import {
  countMatches,
  type MatchCount,
  matchCountQuery,
} from '../../apps/server/src/modules/search/search-count.repo.ts';
import { sortedCardRows } from '../../apps/server/src/modules/search/search-sorts.repo.ts';
import {
  ingredientKeys,
  loadIngredientGroups,
  sortOf,
  spelledKeys,
  toFilters,
} from '../../apps/server/src/modules/search/search.service.ts';
import { newestRecipeId, searchPageQuery } from '../../apps/server/src/modules/search/search.repo.ts';
import { SEARCH_WINDOWS } from '../../apps/server/src/modules/search/search-windows.ts';
import { rankByWhatIHave } from '../../apps/server/src/modules/search/with-what-i-have.repo.ts';
import { percentile } from './measure-clients.ts';
import { queryOf, type SearchCase, type SearchRequest } from './search-cases.ts';

/** The plan nodes that name a scan, with their real time: what shows which index answered. */
const SCAN = /(Index|Bitmap|Seq) Scan|Merge|Hash|Nested Loop|Append|Sort/;

type Groups = () => Promise<Awaited<ReturnType<typeof loadIngredientGroups>>>;
/**
 * A request's statements: its page (or ranking), and a search's count, which runs beside it: the
 * count statement (its plan is shown) and the count as the route runs it (countMatches: the
 * planner's estimate first, then the count within its budget).
 */
type Statements = {
  page?: SQLWrapper;
  count?: SQLWrapper;
  runCount?: (budgetMs: number | undefined) => Promise<MatchCount>;
};

/**
 * A first page's statements as the route builds them (search.service.ts: the ingredient lists
 * widened to their spellings, then the sort's page, search.repo.ts or search-sorts.repo.ts; the
 * relevance sort's first phase, the title matches), and the count.
 */
async function searchStatements(db: Db, path: string, newestId: number, groups: Groups): Promise<Statements> {
  const input = searchQuerySchema.parse(queryOf(path));
  const base = toFilters(input);
  const [ingredients = [], without = []] = await spelledKeys([base.ingredients, base.without], groups);
  const filters = { ...base, ingredients, without };
  const sort = sortOf(input);
  const start = { newestId };
  const page =
    sort === 'recent'
      ? searchPageQuery(db, filters, input.limit, start)
      : sort === 'relevance'
        ? searchPageQuery(db, filters, input.limit, start, SEARCH_WINDOWS, recipeTitleMatches(filters.q))
        : sortedCardRows(db, filters, sort, input.limit, undefined);
  return {
    page,
    count: matchCountQuery(db, filters, SEARCH_TOTAL_EXACT_MAX),
    runCount: (budgetMs) => countMatches(db, filters, SEARCH_TOTAL_EXACT_MAX, budgetMs),
  };
}

/**
 * Cook with what I have's ranking statement (with-what-i-have.service.ts's inputs), caught from a
 * stand-in database that records the statement instead of running it.
 */
async function rankingStatement(db: Db, body: string, groups: Groups): Promise<Statements> {
  const input = withWhatIHaveBodySchema.parse(JSON.parse(body));
  const [have = [], without = [], staples = []] = await spelledKeys(
    [ingredientKeys(input.have), ingredientKeys(input.without), [...STAPLES]],
    groups,
  );
  let page: SQL | undefined;
  const recording = {
    execute: (query: SQL) => {
      page = query;
      return Promise.resolve({ rows: [] });
    },
  } as unknown as Db;
  await rankByWhatIHave(recording, { have, without, staples, limit: input.limit });
  return { page };
}

/** A request's statements, and how long building them took. `newestId` is read once per run. */
async function statementsOf(db: Db, { path, body }: SearchRequest, newestId: number, groups: Groups) {
  const started = performance.now();
  const statements =
    body === undefined
      ? await searchStatements(db, path, newestId, groups)
      : await rankingStatement(db, body, groups);
  return { statements, buildMs: performance.now() - started };
}

/** The statements whose plans are shown, by label. */
const shownStatements = ({ page, count }: Statements) =>
  Object.entries({ page, count }) as [string, SQLWrapper | undefined][];

/** EXPLAIN ANALYZE of one statement, as the route runs it. */
async function explain(db: Db, query: SQLWrapper | undefined): Promise<string[]> {
  if (!query) return [];
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain (analyze, costs off, summary) ${query}`,
  );
  return rows.map((r) => r['QUERY PLAN']);
}

/** The spellings of the ingredient names, read once per run (the routes cache them a second). */
function onceGroups(db: Db): Groups {
  let groups: ReturnType<Groups> | undefined;
  return () => (groups ??= loadIngredientGroups(db));
}

/** Every statement of one request, EXPLAIN ANALYZE in full (with buffers): explain-request.ts. */
export async function explainRequest(db: Db, request: SearchRequest): Promise<string> {
  const { statements } = await statementsOf(db, request, await newestRecipeId(db), onceGroups(db));
  const out: string[] = [];
  for (const [label, query] of shownStatements(statements)) {
    if (!query) continue;
    const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers, summary) ${query}`,
    );
    out.push(`${label}:`, ...rows.map((r) => `  ${r['QUERY PLAN']}`));
  }
  return out.join('\n');
}

/** EXPLAIN ANALYZE of the first repeated request of each case, as the route runs it. */
export async function explainCases(db: Db, cases: SearchCase[]): Promise<string> {
  const out: string[] = [];
  const newestId = await newestRecipeId(db);
  const groups = onceGroups(db);
  for (const c of cases) {
    const request = c.repeated[0]!;
    const { statements } = await statementsOf(db, request, newestId, groups);
    out.push(`${c.name} (${request.path}${request.body ? ` ${request.body}` : ''}):`);
    for (const [label, query] of shownStatements(statements)) {
      const plan = await explain(db, query);
      out.push(`  ${label}:`);
      out.push(
        ...plan.filter((line) => SCAN.test(line) || /Execution Time/.test(line)).map((l) => `    ${l}`),
      );
    }
  }
  return out.join('\n');
}

/**
 * One distinct request's costs outside HTTP: building its statements in Node, planning and running
 * its page (or ranking) and its count, which the route runs side by side on two connections.
 */
export type RequestCost = {
  path: string;
  buildMs: number;
  planMs: number;
  pageMs: number;
  /** The count as the route runs it (wall time, estimate and budget included). */
  countMs: number;
  /** Whether that count was exact (undefined: cook with what I have, which counts nothing). */
  countExact?: boolean;
};
export type CaseCosts = { name: string; costs: RequestCost[] };

const timeIn = (plan: string[], label: string) =>
  Number(new RegExp(`${label} Time: ([\\d.]+)`).exec(plan.join('\n'))?.[1] ?? 0);
/** What a request waits for in the database: the slower of its two statements. */
export const databaseMs = (c: RequestCost) => Math.max(c.pageMs, c.countMs);

/**
 * Every distinct request of each case, once through EXPLAIN ANALYZE (no HTTP): which queries make a
 * distinct run's p95, and where a request's time goes besides the index reads.
 */
export async function costDistinct(
  db: Db,
  cases: SearchCase[],
  countBudgetMs: number | undefined,
): Promise<CaseCosts[]> {
  const out: CaseCosts[] = [];
  const newestId = await newestRecipeId(db);
  const groups = onceGroups(db);
  for (const c of cases) {
    const costs: RequestCost[] = [];
    for (const request of c.distinct) {
      const { statements, buildMs } = await statementsOf(db, request, newestId, groups);
      const page = await explain(db, statements.page);
      const started = performance.now();
      const counted = await statements.runCount?.(countBudgetMs);
      costs.push({
        path: request.body ? `${request.path} ${request.body}` : request.path,
        buildMs,
        planMs: timeIn(page, 'Planning'),
        pageMs: timeIn(page, 'Execution'),
        countMs: counted ? performance.now() - started : 0,
        countExact: counted?.exact,
      });
    }
    out.push({ name: c.name, costs });
  }
  return out;
}

/** The slowest requests of each case by execution time. */
export function slowestDistinct(cases: CaseCosts[], top = 3): string {
  return cases
    .map(({ name, costs }) => {
      const slowest = [...costs].sort((a, b) => databaseMs(b) - databaseMs(a)).slice(0, top);
      const shown = (t: RequestCost) =>
        `${t.pageMs.toFixed(1)} + count ${t.countMs.toFixed(1)} ms ${decodeURIComponent(t.path)}`;
      return `${name}: ${slowest.map(shown).join('; ')}`;
    })
    .join('\n');
}

/** How many of a case's counts were exact, of those counted ('-' for none). */
function exactShare(costs: RequestCost[]): string {
  const counted = costs.filter((c) => c.countExact !== undefined);
  return counted.length ? `${counted.filter((c) => c.countExact).length} / ${counted.length}` : '-';
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
    '| case | build statements ms | plan page ms | execute page ms | count (as run) ms | counts exact |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { name, costs } of cases) {
    lines.push(
      `| ${name} | ${both(costs.map((c) => c.buildMs))} | ${both(costs.map((c) => c.planMs))} | ` +
        `${both(costs.map((c) => c.pageMs))} | ${both(costs.map((c) => c.countMs))} | ${exactShare(costs)} |`,
    );
  }
  return lines.join('\n');
}
