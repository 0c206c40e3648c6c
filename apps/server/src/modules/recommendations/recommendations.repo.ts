import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cardsByIds } from '../recipe-cards/index.ts';

/** Weights: a stated preference counts more than a taste inferred from likes. */
const PREFERENCE_WEIGHT = 3;
const LIKED_WEIGHT = 2;

type Pair = { cuisine: number; category: number; score: number };

/**
 * Every (cuisine, category) pair that matches the user's preferences or likes, with its score;
 * 0 stands for "none" (a recipe whose category or cuisine was deleted).
 */
async function scoredPairs(db: Db, userId: number): Promise<Pair[]> {
  const { rows } = await db.execute<Pair>(sql`
    with pref_cuisines as (select cuisine_id as id from preference_cuisines where user_id = ${userId}),
         pref_categories as (select category_id as id from preference_categories where user_id = ${userId}),
         liked as (select r.cuisine_id, r.category_id from likes l join recipes r on r.id = l.recipe_id
                   where l.user_id = ${userId}),
         pairs as (
           select cu.id as cuisine, ca.id as category,
                  case when cu.id in (select id from pref_cuisines) then ${PREFERENCE_WEIGHT} else 0 end
                + case when ca.id in (select id from pref_categories) then ${PREFERENCE_WEIGHT} else 0 end
                + case when cu.id in (select cuisine_id from liked) then ${LIKED_WEIGHT} else 0 end
                + case when ca.id in (select category_id from liked) then ${LIKED_WEIGHT} else 0 end as score
           from (select id from cuisines union all select 0) cu
           cross join (select id from categories union all select 0) ca
         )
    select cuisine, category, score from pairs where score > 0`);
  return rows.map((r) => ({
    cuisine: Number(r.cuisine),
    category: Number(r.category),
    score: Number(r.score),
  }));
}

/** The `limit` most liked recipes the user may be recommended among the given pairs. */
async function bestOfPairs(db: Db, userId: number, pairs: Pair[], limit: number): Promise<number[]> {
  const cuisinesOf = `{${pairs.map((p) => p.cuisine).join(',')}}`;
  const categoriesOf = `{${pairs.map((p) => p.category).join(',')}}`;
  const { rows } = await db.execute<{ id: number }>(sql`
    select best.id
    from unnest(${cuisinesOf}::int[], ${categoriesOf}::int[]) as p(cuisine, category)
    cross join lateral (
      select c.recipe_id as id, c.likes_count from recipe_like_counts c join recipes r on r.id = c.recipe_id
      where c.cuisine_key = p.cuisine and c.category_key = p.category
        and r.status = 'published' and r.user_id <> ${userId}
        and not exists (select 1 from likes l where l.user_id = ${userId} and l.recipe_id = c.recipe_id)
      order by c.likes_count desc, c.recipe_id desc
      limit ${limit}
    ) best
    order by best.likes_count desc, best.id desc
    limit ${limit}`);
  return rows.map((r) => Number(r.id));
}

/**
 * Recipes ranked by how well their cuisine and category match the user's preferences and the
 * recipes they liked, then by popularity. Never their own recipes, nor ones they already liked.
 * Nothing matches: an empty list.
 *
 * The score depends only on the (cuisine, category) pair. So the pairs are taken by score level,
 * best first; each pair of a level reads just its most liked recipes from recipe_like_counts_pair_idx,
 * and the lower levels are not read at all once the list is full.
 */
export async function recommendedCards(db: Db, userId: number, limit: number) {
  const pairs = await scoredPairs(db, userId);
  const levels = [...new Set(pairs.map((p) => p.score))].sort((a, b) => b - a);
  const ids: number[] = [];
  for (const level of levels) {
    if (ids.length >= limit) break;
    ids.push(
      ...(await bestOfPairs(
        db,
        userId,
        pairs.filter((p) => p.score === level),
        limit - ids.length,
      )),
    );
  }
  return cardsByIds(db, ids);
}
