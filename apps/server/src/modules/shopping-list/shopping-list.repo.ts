import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  recipeIngredients,
  recipes,
  type StoredAmount,
  shoppingListItems as items,
  shoppingListMembers as members,
  shoppingLists as lists,
  shoppingListShares as shares,
  users,
} from '../../db/schema/index.ts';

/** The list `userId` is a member of (not their own), or undefined. */
export async function findMembership(db: Db, userId: number) {
  const [row] = await db
    .select({ listId: members.listId, ownerId: lists.ownerId })
    .from(members)
    .innerJoin(lists, eq(lists.id, members.listId))
    .where(eq(members.userId, userId))
    .limit(1);
  return row;
}

/** The user's own list, made the first time it is needed (the owner's unique key makes it race-free). */
export async function ensureOwnList(db: Db, ownerId: number) {
  await db.insert(lists).values({ ownerId }).onConflictDoNothing();
  const [row] = await db.select().from(lists).where(eq(lists.ownerId, ownerId)).limit(1);
  return row!;
}

export async function findOwnList(db: Db, ownerId: number) {
  const [row] = await db.select().from(lists).where(eq(lists.ownerId, ownerId)).limit(1);
  return row;
}

/**
 * Locks the list for the rest of the transaction: every write of one household's list waits for
 * the one before, so two members adding at once never make two lines of one food nor pass the limit.
 */
export async function lockList(tx: Db, listId: number) {
  const [row] = await tx.select().from(lists).where(eq(lists.id, listId)).for('update');
  return row;
}

export async function memberIds(db: Db, listId: number): Promise<number[]> {
  const rows = await db.select({ userId: members.userId }).from(members).where(eq(members.listId, listId));
  return rows.map((row) => row.userId);
}

/** The owner first, then the members in the order they joined. */
export const listPeople = (db: Db, listId: number, ownerId: number) =>
  db
    .select({ id: users.id, name: users.name, avatar: users.img, joined: members.addedAt })
    .from(users)
    .leftJoin(members, and(eq(members.userId, users.id), eq(members.listId, listId)))
    .where(sql`${users.id} = ${ownerId} or ${members.listId} = ${listId}`)
    .orderBy(sql`${members.addedAt} asc nulls first`, asc(users.id));

export const listItems = (db: Db, listId: number) =>
  db.select().from(items).where(eq(items.listId, listId)).orderBy(asc(items.position), asc(items.id));

/** Each line's recipes: what they put there, with the recipe's title. */
export async function sharesOfItems(db: Db, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({
      itemId: shares.itemId,
      recipeId: shares.recipeId,
      servings: shares.servings,
      amounts: shares.amounts,
      title: recipes.title,
    })
    .from(shares)
    .innerJoin(recipes, eq(recipes.id, shares.recipeId))
    .where(inArray(shares.itemId, itemIds));
}

/** The recipe's servings and ingredient lines in their order, or undefined when it is gone. */
export async function recipeForList(db: Db, recipeId: number) {
  const [recipe] = await db
    .select({ id: recipes.id, servings: recipes.servings })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  if (!recipe) return undefined;
  const lines = await db
    .select({
      name: recipeIngredients.name,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
    })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, recipeId))
    .orderBy(asc(recipeIngredients.position));
  return { ...recipe, lines };
}

/** The shares `recipeId` has on the list's lines. */
export const recipeShares = (db: Db, listId: number, recipeId: number) =>
  db
    .select({ itemId: shares.itemId, servings: shares.servings, amounts: shares.amounts })
    .from(shares)
    .innerJoin(items, eq(items.id, shares.itemId))
    .where(and(eq(items.listId, listId), eq(shares.recipeId, recipeId)));

/** How many shares of other recipes each of these lines holds. */
export async function otherShareCounts(db: Db, itemIds: number[], recipeId: number) {
  const counts = new Map<number, number>();
  if (itemIds.length === 0) return counts;
  const rows = await db
    .select({ itemId: shares.itemId, n: sql<number>`count(*)::int` })
    .from(shares)
    .where(and(inArray(shares.itemId, itemIds), sql`${shares.recipeId} <> ${recipeId}`))
    .groupBy(shares.itemId);
  for (const row of rows) counts.set(row.itemId, row.n);
  return counts;
}

export async function nextPosition(db: Db, listId: number) {
  const [row] = await db
    .select({ top: max(items.position) })
    .from(items)
    .where(eq(items.listId, listId));
  return (row?.top ?? -1) + 1;
}

export type NewLine = { name: string; key: string; aisle: string; amounts: StoredAmount[]; position: number };

export const insertItems = (db: Db, listId: number, lines: NewLine[]) =>
  lines.length === 0
    ? Promise.resolve([])
    : db
        .insert(items)
        .values(lines.map((line) => ({ ...line, listId })))
        .returning();

export const setItemAmounts = (db: Db, itemId: number, amounts: StoredAmount[]) =>
  db.update(items).set({ amounts, updatedAt: new Date() }).where(eq(items.id, itemId));

/** Writes one recipe's share of one line, replacing what it held. */
export const putShare = (
  db: Db,
  itemId: number,
  recipeId: number,
  servings: number,
  amounts: StoredAmount[],
) =>
  db
    .insert(shares)
    .values({ itemId, recipeId, servings, amounts })
    .onConflictDoUpdate({ target: [shares.itemId, shares.recipeId], set: { servings, amounts } });

/** Every share of the recipe on the list says the servings it is on the list at now. */
export const setRecipeServings = (db: Db, listId: number, recipeId: number, servings: number) =>
  db
    .update(shares)
    .set({ servings })
    .where(
      and(
        eq(shares.recipeId, recipeId),
        inArray(shares.itemId, db.select({ id: items.id }).from(items).where(eq(items.listId, listId))),
      ),
    );

export const deleteShare = (db: Db, itemId: number, recipeId: number) =>
  db.delete(shares).where(and(eq(shares.itemId, itemId), eq(shares.recipeId, recipeId)));

export async function findItem(db: Db, listId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.listId, listId)))
    .limit(1);
  return row;
}

export type ItemChanges = Partial<{
  name: string;
  key: string;
  aisle: string;
  checked: boolean;
  amounts: StoredAmount[];
}>;

/** Only the columns given change, so another member's change of another field stays. */
export async function updateItem(db: Db, listId: number, itemId: number, changes: ItemChanges) {
  const [row] = await db
    .update(items)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(items.id, itemId), eq(items.listId, listId)))
    .returning();
  return row;
}

/** New positions, one statement for all the lines that move. */
export async function setPositions(db: Db, moves: { id: number; position: number }[]) {
  if (moves.length === 0) return;
  const cases = sql.join(
    moves.map((move) => sql`when ${move.id} then ${move.position}::int`),
    sql` `,
  );
  await db
    .update(items)
    .set({ position: sql`case ${items.id} ${cases} end` })
    .where(
      inArray(
        items.id,
        moves.map((move) => move.id),
      ),
    );
}

export async function deleteItems(db: Db, listId: number, itemIds: number[]) {
  if (itemIds.length === 0) return [];
  return db
    .delete(items)
    .where(and(eq(items.listId, listId), inArray(items.id, itemIds)))
    .returning({ id: items.id });
}

export async function findUserByName(db: Db, name: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.name, name)).limit(1);
  return row;
}

export async function findActor(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** Whether the user already shares a list: a member of one, or the owner of one with members. */
export async function isSharing(db: Db, userId: number) {
  const rows = await db
    .select({ listId: members.listId })
    .from(members)
    .leftJoin(lists, eq(lists.id, members.listId))
    .where(sql`${members.userId} = ${userId} or ${lists.ownerId} = ${userId}`)
    .limit(1);
  return rows.length > 0;
}

/** False when the user joined a list meanwhile (their unique key decides, race-free). */
export async function addMember(db: Db, listId: number, userId: number) {
  const added = await db.insert(members).values({ listId, userId }).onConflictDoNothing().returning();
  return added.length > 0;
}

export async function removeMember(db: Db, listId: number, userId: number) {
  const removed = await db
    .delete(members)
    .where(and(eq(members.listId, listId), eq(members.userId, userId)))
    .returning({ userId: members.userId });
  return removed.length > 0;
}
