import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipeCollectedConditions } from '../../db/catalog-text-bands.ts';
import { type RecipeFilters, recipeFilterConditions } from '../../db/recipe-search.ts';
import { recipes } from '../../db/schema/index.ts';
import { pgErrorCode } from '../../lib/pg-error.ts';

/**
 * How long a search may spend counting its matches before it estimates them instead
 * (docs/product.md#sorting-and-counting). A count reads every match up to the cap, so at millions
 * of recipes a common query's count reads 10,001 recipes (50-100 ms at 5,000,000 on the bench,
 * bench/README.md), where its page reads a few dozen; the budget keeps the count beside the page.
 */
export const COUNT_BUDGET_MS = 12;

/** A search's match count: exact, or the planner's estimate (well over the cap, or counting ran past its budget). */
export type MatchCount = { n: number; exact: boolean };

/**
 * The published recipes that match: what the planner estimates, and (`collected`, the conditions
 * a statement that collects every match reads, recipe-search.ts) what is counted. The estimate
 * keeps the plain conditions: the band keys repeat the text's test, and the planner would
 * multiply the two selectivities as if they were independent.
 */
const matches = (db: Db, filters: RecipeFilters, collected = false) =>
  db
    .select({ one: sql`1` })
    .from(recipes)
    .where(
      and(
        ...(collected
          ? recipeCollectedConditions(filters)
          : [eq(recipes.status, 'published'), ...recipeFilterConditions(filters)]),
      ),
    );

/** The count statement: the matches up to `cap + 1`, counted. Exported for the bench's plans. */
export function matchCountQuery(db: Db, filters: RecipeFilters, cap: number) {
  const upToCap = matches(db, filters, true)
    .limit(cap + 1)
    .as('matches');
  return db.select({ n: sql<number>`count(*)::int` }).from(upToCap);
}

/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * A planner's estimate this many times the cap is taken as "more than the cap" without counting:
 * a count would read cap + 1 matches to say what the estimate already says.
 */
const SURELY_OVER_CAP = 2;

/** The count statement's answer. */
const countUpTo = async (db: Db, filters: RecipeFilters, cap: number) =>
  (await matchCountQuery(db, filters, cap))[0]?.n ?? 0;

/**
 * How many published recipes match, counted up to `cap + 1` ("more than cap" is told without
 * counting every match). First the planner's estimate (EXPLAIN, no recipe read): well over the cap,
 * it is the answer. Else the count. With `budgetMs` (PostgreSQL: the routes pass COUNT_BUDGET_MS)
 * the count is stopped after it (a statement timeout local to its transaction) and the estimate
 * answers instead; without (PGlite, which has no statement timeout: its sizes allow a whole count,
 * bench/README.md) it is one statement, as a transaction there would only hold PGlite's one
 * connection for three more.
 */
export async function countMatches(
  db: Db,
  filters: RecipeFilters,
  cap: number,
  budgetMs?: number,
): Promise<MatchCount> {
  const estimate = await estimatedMatches(db, filters);
  if (estimate > SURELY_OVER_CAP * cap) return { n: estimate, exact: false };
  if (budgetMs === undefined) return { n: await countUpTo(db, filters, cap), exact: true };
  try {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', ${String(budgetMs)}, true)`);
      return countUpTo(tx, filters, cap);
    });
    return { n, exact: true };
  } catch (err) {
    if (pgErrorCode(err) !== QUERY_CANCELED) throw err;
    return { n: estimate, exact: false };
  }
}

/** The planner's estimate of a search's matches: EXPLAIN's rows, no recipe read. */
async function estimatedMatches(db: Db, filters: RecipeFilters): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': unknown }>(
    sql`explain (format json) ${matches(db, filters)}`,
  );
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return Math.round(parsed[0].Plan['Plan Rows']);
}
