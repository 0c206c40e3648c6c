import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { categories, cuisines, recipeLikeCounts, recipes, users } from '../../db/schema/index.ts';

/**
 * The columns every recipe card needs, one join away; the likes count from its own table
 * (db/schema/social.ts), a row per recipe.
 */
export const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  image: recipes.image,
  likesCount: recipeLikeCounts.likesCount,
  cooksnapsCount: recipes.cooksnapsCount,
  createdAt: recipes.createdAt,
  userId: recipes.userId,
  userName: users.name,
  userImg: users.img,
  categoryId: categories.id,
  categoryName: categories.name,
  categoryNameEs: categories.nameEs,
  categoryNameEn: categories.nameEn,
  cuisineId: cuisines.id,
  cuisineCountry: cuisines.country,
  cuisineCountryEs: cuisines.countryEs,
  cuisineCountryEn: cuisines.countryEn,
  stepsCount: recipes.stepsCount,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
};

/** A select of card rows; callers add where, order and limit. */
export function selectCards(db: Db) {
  return db
    .select(cardColumns)
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.userId))
    .innerJoin(recipeLikeCounts, eq(recipeLikeCounts.recipeId, recipes.id))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cuisines, eq(cuisines.id, recipes.cuisineId))
    .$dynamic();
}

/** Card rows with their status (profiles, where the owner sees 'Pendent de revisió'). */
export function selectCardsWithStatus(db: Db) {
  return db
    .select({ ...cardColumns, status: recipes.status })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.userId))
    .innerJoin(recipeLikeCounts, eq(recipeLikeCounts.recipeId, recipes.id))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cuisines, eq(cuisines.id, recipes.cuisineId))
    .$dynamic();
}

/** Card rows with the value a list is sorted on, for its keyset cursor (the search's sorts). */
export function selectCardsWithSortValue(db: Db, sortValue: SQL<number>) {
  return db
    .select({ ...cardColumns, sortValue })
    .from(recipes)
    .innerJoin(users, eq(users.id, recipes.userId))
    .innerJoin(recipeLikeCounts, eq(recipeLikeCounts.recipeId, recipes.id))
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cuisines, eq(cuisines.id, recipes.cuisineId))
    .$dynamic();
}

/** Who is looking, as policy.recipesSeenBy names them: an admin ('all'), a user's id, or a visitor (null). */
export type Viewer = 'all' | number | null;

/**
 * The recipes `viewer` may see: all, published or their own, or published only. A recipe saved
 * while published that an edit sent back to review (its new media not yet checked) leaves other
 * users' lists (saved, liked, folders) until it is approved, as it leaves the detail.
 */
export const seenBy = (viewer: Viewer): SQL | undefined =>
  viewer === 'all'
    ? undefined
    : viewer === null
      ? eq(recipes.status, 'published')
      : or(eq(recipes.status, 'published'), eq(recipes.userId, viewer));

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

const recipeRefQuery = preparedPerDb((db) =>
  db
    .select({
      id: recipes.id,
      userId: recipes.userId,
      status: recipes.status,
      reviewAfter: recipes.reviewAfter,
      title: recipes.title,
    })
    .from(recipes)
    .where(eq(recipes.id, sql.placeholder('id')))
    .limit(1)
    .prepare('recipe_ref'),
);

/** What deciding whether someone may see a recipe needs: its owner, its status, its title. */
export async function findRecipeRef(db: Db, id: number) {
  const [row] = await recipeRefQuery(db).execute({ id });
  return row;
}

/** Cards of the given recipe ids, in the order given. */
export async function cardsByIds(db: Db, ids: number[], where?: SQL): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db).where(and(inArray(recipes.id, ids), where));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
