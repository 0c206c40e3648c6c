/**
 * How a search page is read: the ids below the cursor (or above every recipe) cut into windows,
 * newest first: the newest 2,000 ids, the next 18,000, the next 180,000, then all older ones. See
 * docs/decisions/0007-search-in-id-windows.md, 0008-search-folded-text-one-statement.md and 0016.
 *
 * Why windows: with one query ordered by id, PostgreSQL chooses between walking the recipes newest
 * first (cheap when matches are common) and collecting every match from the indexes and sorting
 * them (cheap when they are rare) from its estimate of how many match. Filters that are correlated
 * in the data, or matches that all sit in older recipes, fool that estimate, and the walk then read
 * up to all 1,000,000 recipes (720 ms). A window bounds what either plan can read.
 * The depths were measured on the bench's 1,000,000 recipes (bench/README.md), database time of
 * every distinct request with the folded text of 0008, p95 / worst: [2000, 20000] with two walked
 * windows 3-letter 4.6 / 9 ms, combined 24.5-32.9 / 35-50 ms; [2000, 50000] with two, combined
 * 43 / 66 ms (the second walk is longer); [2000, 10000], 3-letter worst 62 ms (a query whose
 * matches start past 10,000 falls to the sorted rest); [2000, 12000, 100000], combined 74 / 135 ms
 * (each sorted window repeats the index reads).
 * At 5,000,000 (docs/decisions/0016): a common word absent from the newest 20,000 recipes but
 * present just below them fell to the sorted rest, which then sorted a quarter of a million
 * matches (1.8-2.1 s for 'adi', 'ici'); a third walked window of 180,000 finds them in 8-15 ms,
 * and a walk of all of it costs about 60 ms.
 */
export const SEARCH_WINDOWS = [2_000, 20_000, 200_000] as const;

/**
 * How many of the newest windows the planner may walk in id order (stopping after a page); older
 * ones are always collected from the indexes and sorted. Walking the second window costs at most
 * its 18,000 recipes (about 7 ms, the text being stored folded), where sorting it cost a 3-letter
 * query whose newest matches sit there up to 45 ms (docs/decisions/0008); the third, its 180,000
 * (about 60 ms), where sorting the rest cost seconds (0016).
 */
export const WALKED_WINDOWS = 3;

/**
 * With a catalogue filter (category, cuisine, time, difficulty) two only: the planner's estimate of
 * several ANDed filters assumes they are independent, and where they are not (a word never found in
 * a category) it walks a window that holds no match. A walked third window cost the combined case
 * at 1,000,000 recipes a p95 of 54 ms (database time) where sorting it costs 23 ms (0016).
 */
export const WALKED_WINDOWS_FILTERED = 2;

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
  for (const size of sizes) {
    if (to <= 1) break;
    const from = upper - size;
    if (from <= 1) {
      out.push({ to });
      to = 1;
      break;
    }
    out.push({ from, to });
    to = from;
  }
  if (to > 1) out.push({ to });
  if (!openTop) return out;
  const [newest, ...older] = out;
  return [{ from: newest?.from }, ...older];
}
