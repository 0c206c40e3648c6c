import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { categories, cuisines, recipes, users } from '../../db/schema/index.ts';

/** The columns every recipe card needs, one join away. */
export const cardColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  image: recipes.image,
  likesCount: recipes.likesCount,
  createdAt: recipes.createdAt,
  userId: recipes.userId,
  userName: users.name,
  userImg: users.img,
  categoryId: categories.id,
  categoryName: categories.name,
  cuisineId: cuisines.id,
  cuisineCountry: cuisines.country,
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
    .leftJoin(categories, eq(categories.id, recipes.categoryId))
    .leftJoin(cuisines, eq(cuisines.id, recipes.cuisineId))
    .$dynamic();
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

/** What deciding whether someone may see a recipe needs: its owner, its status, its title. */
export async function findRecipeRef(db: Db, id: number) {
  const [row] = await db
    .select({ id: recipes.id, userId: recipes.userId, status: recipes.status, title: recipes.title })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  return row;
}

/** Cards of the given recipe ids, in the order given. */
export async function cardsByIds(db: Db, ids: number[], where?: SQL): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards(db).where(and(inArray(recipes.id, ids), where));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
