import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { comments, recipes, users } from '../../db/schema/index.ts';

/*
 * The reads and the hiding of each kind of report target (report-targets.ts puts them together).
 * Hiding a recipe reuses what keeps pending recipes out of the lists: every list shows 'published'
 * recipes only, so a 'hidden' one leaves them all at once (docs/product.md#denuncies).
 */

const owners = alias(users, 'owners');

/** A comment with what reporting it needs: its author, its recipe's owner and status. */
export async function findCommentRef(db: Db, id: number) {
  const [row] = await db
    .select({
      id: comments.id,
      userId: comments.userId,
      comment: comments.comment,
      recipeId: comments.recipeId,
      recipe: { userId: recipes.userId, status: recipes.status },
    })
    .from(comments)
    .innerJoin(recipes, eq(recipes.id, comments.recipeId))
    .where(eq(comments.id, id));
  return row;
}

export async function findUserRef(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  return row;
}

export const recipeContexts = (db: Db, ids: number[]) =>
  db
    .select({
      id: recipes.id,
      title: recipes.title,
      image: recipes.image,
      ownerId: recipes.userId,
      ownerName: owners.name,
    })
    .from(recipes)
    .innerJoin(owners, eq(owners.id, recipes.userId))
    .where(inArray(recipes.id, ids));

export const commentContexts = (db: Db, ids: number[]) =>
  db
    .select({
      id: comments.id,
      comment: comments.comment,
      ownerId: comments.userId,
      ownerName: owners.name,
      recipeId: recipes.id,
      recipeTitle: recipes.title,
    })
    .from(comments)
    .innerJoin(recipes, eq(recipes.id, comments.recipeId))
    .leftJoin(owners, eq(owners.id, comments.userId))
    .where(inArray(comments.id, ids));

export const userContexts = (db: Db, ids: number[]) =>
  db.select({ id: users.id, name: users.name, img: users.img }).from(users).where(inArray(users.id, ids));

/** Only a published recipe hides; a pending one is out of the lists already. */
export const hideRecipe = (db: Db, id: number) =>
  db
    .update(recipes)
    .set({ status: 'hidden' })
    .where(and(eq(recipes.id, id), eq(recipes.status, 'published')));

export const showRecipe = (db: Db, id: number) =>
  db
    .update(recipes)
    .set({ status: 'published' })
    .where(and(eq(recipes.id, id), eq(recipes.status, 'hidden')));

export const setCommentHidden = (db: Db, id: number, hidden: boolean) =>
  db.update(comments).set({ hidden }).where(eq(comments.id, id));
