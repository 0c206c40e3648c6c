import { and, desc, eq, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likes, preferenceCategories, preferenceCuisines, recipes } from '../../db/schema/index.ts';
import { selectCards } from '../recipes/recipe-card.query.ts';

/** Weights: a stated preference counts more than a taste inferred from likes. */
const PREFERENCE_WEIGHT = 3;
const LIKED_WEIGHT = 2;

/**
 * Recipes ranked by how well their cuisine and category match the user's
 * preferences and the recipes they liked, then by popularity. Never their own
 * recipes, nor ones they already liked. Nothing matches: an empty list.
 */
export async function recommendedCards(db: Db, userId: number, limit: number) {
  const prefCuisines = sql`(select ${preferenceCuisines.cuisineId} from ${preferenceCuisines} where ${preferenceCuisines.userId} = ${userId})`;
  const prefCategories = sql`(select ${preferenceCategories.categoryId} from ${preferenceCategories} where ${preferenceCategories.userId} = ${userId})`;
  const likedOf = (column: 'cuisine_id' | 'category_id') =>
    sql`(select lr.${sql.raw(column)} from ${likes} join ${recipes} lr on lr.id = ${likes.recipeId} where ${likes.userId} = ${userId} and lr.${sql.raw(column)} is not null)`;

  const score = sql<number>`(
    case when ${recipes.cuisineId} in ${prefCuisines} then ${PREFERENCE_WEIGHT} else 0 end
    + case when ${recipes.categoryId} in ${prefCategories} then ${PREFERENCE_WEIGHT} else 0 end
    + case when ${recipes.cuisineId} in ${likedOf('cuisine_id')} then ${LIKED_WEIGHT} else 0 end
    + case when ${recipes.categoryId} in ${likedOf('category_id')} then ${LIKED_WEIGHT} else 0 end
  )`;

  return selectCards(db)
    .where(
      and(
        eq(recipes.status, 'published'),
        ne(recipes.userId, userId),
        or(
          sql`${recipes.cuisineId} in ${prefCuisines}`,
          sql`${recipes.categoryId} in ${prefCategories}`,
          sql`${recipes.cuisineId} in ${likedOf('cuisine_id')}`,
          sql`${recipes.categoryId} in ${likedOf('category_id')}`,
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(likes)
            .where(and(eq(likes.userId, userId), eq(likes.recipeId, recipes.id))),
        ),
      ),
    )
    .orderBy(desc(score), desc(recipes.likesCount), desc(recipes.id))
    .limit(limit);
}
