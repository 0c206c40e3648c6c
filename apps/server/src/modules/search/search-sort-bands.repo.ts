import { and, type SQL, sql } from 'drizzle-orm';
import {
  probedSearchText,
  publishedByRow,
  type RecipeFilters,
  recipeFilterConditions,
  recipeWordsInBand,
} from '../../db/recipe-search.ts';
import { recipes } from '../../db/schema/index.ts';

/**
 * The trigram index expression of an ascending sort whose text search is read band by band
 * (docs/decisions/0017): its value is the btree's ((value, -id), walked within one value), and
 * f_sorted_grams keys the text by it (migration 0022: recipes_quickest_grams_idx and
 * recipes_fewest_grams_idx are written with the sorts' own value expressions).
 */
const sortedGrams = (value: SQL<number>) =>
  sql`f_sorted_grams(${value}, ${recipes.id}, ${recipes.searchText})`;

/** Where a page starts: after the last card of the previous one (its sort value and id). */
type After = { value: number; id: number };

/**
 * How many of a value's newest recipes are read in order before its matches are read from the
 * trigram index: when a word is common within the value, a page is among them (about 0.07 ms for
 * 50 at 5,000,000 recipes), where reading every match of it from the index would fetch thousands.
 */
const DENSE_ROWS = 50;

/**
 * The ids of one page (and one more) of a text search in an ascending keyed sort, read by bands
 * of the sort's value (docs/decisions/0017), as a subquery: the cards are read by these ids and
 * put back in the sort's order. Undefined when no word of the text can be keyed (the caller walks
 * the sort's index). One statement:
 * - the sort's distinct values from the cursor's on, one index probe each (a loose index scan);
 * - within a value, its newest DENSE_ROWS recipes in order: if a page's worth match, they are it;
 * - otherwise, if any recipe of the value matches (some of its newest did, or one probe of the
 *   value's keys finds one; that probe reads all the value's matches, so it is spared when the
 *   first step already found some), the value's blocks of 65,536 ids, newest first, each probe
 *   reading that block's matches from the band index and sorting them.
 * The outer limit stops the loops once a page is full: a word absent from the first values costs
 * one probe of each (about 0.1 ms), never a walk past their recipes.
 */
export function bandedPageIds(
  filters: RecipeFilters,
  value: SQL<number>,
  limit: number,
  from: After | undefined,
) {
  const grams = sortedGrams(value);
  const valueKeys = recipeWordsInBand(filters.q, grams, sql`v.value::text`);
  const blockKeys = recipeWordsInBand(filters.q, grams, sql`v.value::text || '/' || b.block::text`);
  if (!valueKeys || !blockKeys) return undefined;
  const rows = limit + 1;
  const matching = and(publishedByRow, ...recipeFilterConditions(filters, probedSearchText));
  // After the cursor: as one index range where a value's newest recipes are walked; as a filter
  // where the band index gives the rows, so that the planner cannot read the range instead.
  const afterCursor = from ? sql`(${value}, -${recipes.id}) > (${from.value}, ${-from.id})` : sql`true`;
  const afterCursorInValue = from ? sql`(v.value > ${from.value} or ${recipes.id} < ${from.id})` : sql`true`;
  const firstValue = from ? sql`where ${value} >= ${from.value}` : sql``;
  // A value's newest block: the cursor's own for its value, else the newest id's (ids >> 16, as
  // f_sorted_grams keys them).
  const newestBlock = from
    ? sql`case when v.value = ${from.value} then ${from.id} >> 16 else (select max(id) from recipes) >> 16 end`
    : sql`(select max(id) from recipes) >> 16`;
  return sql`(
    with recursive v(value) as (
      select min(${value}) from ${recipes} ${firstValue}
      union all
      select (select min(${value}) from ${recipes} where ${value} > v.value) from v where v.value is not null
    )
    select page.id from v cross join lateral (
      with dense as materialized (
        select ${recipes.id} from (
          select * from ${recipes} where ${value} = v.value and ${afterCursor} order by -${recipes.id} limit ${DENSE_ROWS}
        ) ${recipes}
        where ${matching}
        order by -${recipes.id}
        limit ${rows}
      )
      select id from dense where (select count(*) from dense) = ${rows}
      union all
      select blocks.id from generate_series(${newestBlock}, 0, -1) b(block)
      cross join lateral (
        select ${recipes.id} from ${recipes}
        where ${blockKeys} and ${matching} and ${afterCursorInValue}
        order by ${recipes.id} + 0 desc
        limit ${rows}
      ) blocks
      where (select count(*) from dense) < ${rows}
        and ((select count(*) from dense) > 0 or exists (select 1 from ${recipes} where ${valueKeys} and ${matching} and ${afterCursorInValue}))
    ) page
    where v.value is not null
    limit ${rows})`;
}
