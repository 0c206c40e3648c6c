import { SEARCH_TOTAL_EXACT_MAX } from '@receptari/shared/search/search.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { searchTotal } from '../../src/modules/search/search.service.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

// docs/product.md#sorting-and-counting: a count that would take longer than its budget is estimated.

let app: TestApp;
/** Recipes whose title holds "forn": enough that counting them cannot fit in a millisecond. */
const MANY = 30_000;
beforeAll(async () => {
  app = await buildTestApp();
  const { user } = await registerUser(app);
  // Each recipe written feeds every text index (the trigrams, the short pieces, the sorts' and
  // categories' bands): on a loaded machine 5,000 of them came near the app's 5 s statement timeout,
  // which is for requests, not for this fill. So the fill runs with no timeout, in one transaction.
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('statement_timeout', '0', true)`);
    for (let from = 1; from <= MANY; from += 5_000) {
      await tx.execute(sql`
        insert into recipes (user_id, title, description, prep_time, cook_time, steps_count)
        select ${user.id}, 'Coca al forn ' || g, 'Una coca de recapte', 10, 20, 3
        from generate_series(${from}::int, ${Math.min(from + 4_999, MANY)}::int) g`);
    }
  });
  await app.db.execute(sql`analyze recipes`);
}, 180_000);
afterAll(() => app.dispose());

const kind = (): DatabaseHandle['kind'] => app.database.kind;

describe('the search count', () => {
  it('is exact within its budget', async () => {
    const input = { q: 'coca al forn 2999', limit: 20 };
    // Each word anywhere in the title: 2999, 12999, 22999 and 29990 to 29999.
    expect(await searchTotal(app.db, input)).toEqual({ total: 13, total_is_estimate: false });
  });

  it('says "more than the cap" past it, whatever the budget', async () => {
    const total = await searchTotal(app.db, { q: 'forn', limit: 20 }, { countBudgetMs: 60_000 });
    expect(total).toEqual({ total: SEARCH_TOTAL_EXACT_MAX, total_is_estimate: true });
  });

  it('on PostgreSQL, answers the planner’s estimate when counting runs past its budget', async () => {
    // 10,001 matches cannot be read in a millisecond; PGlite has no statement timeout and counts.
    const options = { countBudgetMs: 1, totalCap: 40_000 };
    const total = await searchTotal(app.db, { q: 'recapte', limit: 20 }, options);
    console.log(`count of ${MANY} matches with a 1 ms budget on ${kind()}:`, total);
    if (kind() === 'pglite') expect(total).toEqual({ total: MANY, total_is_estimate: false });
    else {
      expect(total.total_is_estimate).toBe(true);
      // The planner's estimate from the statistics just gathered: every recipe matches.
      expect(total.total).toBeGreaterThan(MANY / 2);
      expect(total.total).toBeLessThan(options.totalCap);
    }
  });

  it('leaves the connection as it found it: the next statement has the app’s timeout again', async () => {
    await searchTotal(app.db, { q: 'recapte', limit: 20 }, { countBudgetMs: 1 });
    const { rows } = await app.db.execute<{ statement_timeout: string }>(sql`show statement_timeout`);
    expect(rows[0]?.statement_timeout).not.toBe('1ms');
  });
});
