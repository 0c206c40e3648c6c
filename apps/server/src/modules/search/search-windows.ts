/**
 * How a search page is read: the ids below the cursor (or above every recipe) cut into windows,
 * newest first: the newest 2,000 ids, the next 48,000, then all older ones. See
 * docs/decisions/0007-search-in-id-windows.md and 0008-search-in-one-statement.md.
 *
 * Why windows: with one query ordered by id, PostgreSQL chooses between walking the recipes newest
 * first (cheap when matches are common) and collecting every match from the indexes and sorting
 * them (cheap when they are rare) from its estimate of how many match. Filters that are correlated
 * in the data, or matches that all sit in older recipes, fool that estimate, and the walk then read
 * up to all 1,000,000 recipes (720 ms). A window bounds what either plan can read.
 * The depths were measured on the bench's 1,000,000 recipes (bench/README.md): each extra window
 * repeats the index reads of a query that reaches it, so fewer, steeper windows did best for
 * combined filters ([2000, 50000]: p95 27.5 ms in the database; [2000, 20000, 200000]: 30.5 ms),
 * while a first window of 1,000 sent dense ingredient filters to the sorted path (675 ms).
 */
export const SEARCH_WINDOWS = [2_000, 50_000] as const;

/** Ids `from <= id < to`; `from` undefined means down to the oldest recipe, `to` undefined no upper bound. */
export type IdWindow = { from?: number; to?: number };

/**
 * The windows below `upper` (exclusive), newest first; none reaches below id 1.
 * `openTop` (a first page): `upper` is only an estimate of one past the newest id (it may be a
 * second old), so the newest window has no upper bound and takes whatever came since; with no
 * window at all (an estimate of an empty table) one unbounded window covers every id.
 */
export function idWindows(
  upper: number,
  sizes: readonly number[] = SEARCH_WINDOWS,
  openTop = false,
): IdWindow[] {
  const out: IdWindow[] = [];
  let to = upper;
  const push = (w: IdWindow) => out.push(openTop && out.length === 0 ? { from: w.from } : w);
  for (const size of sizes) {
    if (to <= 1) break;
    const from = upper - size;
    if (from <= 1) {
      push({ to });
      to = 1;
      break;
    }
    push({ from, to });
    to = from;
  }
  if (to > 1) push({ to });
  if (openTop && out.length === 0) out.push({});
  return out;
}
