import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { recipes } from '../../db/schema/index.ts';

/** Every recipe the user wrote, published or waiting for review, oldest first. */
export async function authoredRecipeIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(asc(recipes.createdAt), asc(recipes.id));
  return rows.map((r) => r.id);
}
