import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardsByIds } from '../recipes/recipe-card.query.ts';

/** Weights: a stated preference counts more than a taste inferred from likes. */
const PREFERENCE_WEIGHT = 3;
const LIKED_WEIGHT = 2;

/**
 * Recipes ranked by how well their cuisine and category match the user's preferences and the
 * recipes they liked, then by popularity. Never their own recipes, nor ones they already liked.
 * Nothing matches: an empty list.
 *
 * The score depends only on the (cuisine, category) pair, and there are few pairs. So each pair
 * with a score reads just its `limit` most liked recipes from recipes_pair_popular_idx, and the
 * final sort handles at most pairs × limit rows, instead of scoring the whole table.
 */
export async function recommendedCards(db: Db, userId: number, limit: number) {
  const { rows } = await db.execute<{ id: number }>(sql`
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
    select best.id
    from pairs p
    cross join lateral (
      select r.id, r.likes_count from recipes r
      where coalesce(r.cuisine_id, 0) = p.cuisine and coalesce(r.category_id, 0) = p.category
        and r.status = 'published' and r.user_id <> ${userId}
        and not exists (select 1 from likes l where l.user_id = ${userId} and l.recipe_id = r.id)
      order by r.likes_count desc, r.id desc
      limit ${limit}
    ) best
    where p.score > 0
    order by p.score desc, best.likes_count desc, best.id desc
    limit ${limit}`);
  return cardsByIds(
    db,
    rows.map((r) => Number(r.id)),
  );
}
