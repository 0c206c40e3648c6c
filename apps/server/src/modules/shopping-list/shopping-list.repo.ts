import { and, asc, eq, inArray, max, type SQL, sql } from 'drizzle-orm';
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

/**
 * The list `userId` writes to in one statement: the one they are a member of, else their own;
 * undefined when they have neither yet.
 */
export async function findListOf(db: Db, userId: number) {
  const { rows } = await db.execute<{ listId: number; ownerId: number }>(sql`
    select list_id as "listId", owner_id as "ownerId" from (
      select ${members.listId} as list_id, ${lists.ownerId} as owner_id, 0 as rank
      from ${members} join ${lists} on ${lists.id} = ${members.listId}
      where ${members.userId} = ${userId}
      union all
      select ${lists.id}, ${lists.ownerId}, 1 from ${lists} where ${lists.ownerId} = ${userId}
    ) found
    order by rank
    limit 1`);
  const [row] = rows;
  return row && { listId: Number(row.listId), ownerId: Number(row.ownerId) };
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

/**
 * findListOf and lockList in one statement: the list `userId` writes to, locked; undefined when
 * they have no list yet. A membership that changed while it waited for the lock is not seen here:
 * the caller reads it again under the lock.
 */
export async function lockListOf(tx: Db, userId: number) {
  const [row] = await tx
    .select({ listId: lists.id, ownerId: lists.ownerId })
    .from(lists)
    .where(
      sql`${lists.id} = coalesce(
        (select ${members.listId} from ${members} where ${members.userId} = ${userId} limit 1),
        (select ${lists.id} from ${lists} where ${lists.ownerId} = ${userId}))`,
    )
    .for('update');
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

/**
 * The recipes' shares of every line of the list, with the recipe's title: one statement that needs
 * no list of line ids, so it runs beside the read of the lines (a list of 200 ids as 200 bound
 * parameters cost more to plan than the read itself).
 */
export const sharesOfList = (db: Db, listId: number) =>
  db
    .select({
      itemId: shares.itemId,
      recipeId: shares.recipeId,
      servings: shares.servings,
      amounts: shares.amounts,
      title: recipes.title,
    })
    .from(shares)
    .innerJoin(items, eq(items.id, shares.itemId))
    .innerJoin(recipes, eq(recipes.id, shares.recipeId))
    .where(eq(items.listId, listId));

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

export type RecipeForList = {
  id: number;
  userId: number;
  status: string;
  title: string;
  servings: number;
  lines: { name: string; quantity: string; unit: string }[];
};

/**
 * The recipes, in one statement: who may see them (author, status), their servings and their
 * ingredient lines in order. A recipe that is gone is not in the map.
 */
export async function recipesForList(db: Db, recipeIds: number[]) {
  const found = new Map<number, RecipeForList>();
  if (recipeIds.length === 0) return found;
  const rows = await db
    .select({
      id: recipes.id,
      userId: recipes.userId,
      status: recipes.status,
      title: recipes.title,
      servings: recipes.servings,
      name: recipeIngredients.name,
      quantity: recipeIngredients.quantity,
      unit: recipeIngredients.unit,
    })
    .from(recipes)
    .leftJoin(recipeIngredients, eq(recipeIngredients.recipeId, recipes.id))
    .where(inArray(recipes.id, recipeIds))
    .orderBy(asc(recipes.id), asc(recipeIngredients.position));
  for (const { name, quantity, unit, ...recipe } of rows) {
    const held = found.get(recipe.id) ?? { ...recipe, lines: [] };
    found.set(recipe.id, held);
    if (name !== null) held.lines.push({ name, quantity: quantity ?? '', unit: unit ?? '' });
  }
  return found;
}

export type MergeCandidate = {
  id: number;
  key: string;
  checked: boolean;
  amounts: StoredAmount[];
  position: number;
  shareServings: number | null;
  shareAmounts: StoredAmount[] | null;
};

/**
 * What merging a recipe into the list needs, in one statement that reads only the lines it may
 * touch (docs/product.md#shopping-list): the unchecked lines of the recipe's keys and the lines the
 * recipe already has a share of (with that share), in the list's order; and of the whole list only
 * how many lines it has and its last position. Parsing all 200 lines of a full list cost more than
 * the rest of the merge.
 */
export async function mergeCandidates(db: Db, listId: number, recipeId: number, keys: readonly string[]) {
  const ofKeys =
    keys.length === 0
      ? sql`false`
      : sql`i.key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})`;
  const { rows } = await db.execute<{
    lines: number;
    top: number;
    id: number | null;
    key: string;
    checked: boolean;
    amounts: StoredAmount[];
    position: number;
    share_servings: number | null;
    share_amounts: StoredAmount[] | null;
  }>(sql`
    select totals.lines, totals.top, c.*
    from (
      select count(*)::int as lines, coalesce(max(${items.position}), -1)::int as top
      from ${items} where ${items.listId} = ${listId}
    ) totals
    left join lateral (
      select i.id, i.key, i.checked, i.amounts, i.position,
        s.servings as share_servings, s.amounts as share_amounts
      from ${items} i
      left join ${shares} s on s.item_id = i.id and s.recipe_id = ${recipeId}
      where i.list_id = ${listId} and ((not i.checked and ${ofKeys}) or s.item_id is not null)
    ) c on true
    order by c.position, c.id`);
  const [first] = rows;
  const candidates: MergeCandidate[] = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          {
            id: row.id,
            key: row.key,
            checked: row.checked,
            amounts: row.amounts,
            position: row.position,
            shareServings: row.share_servings,
            shareAmounts: row.share_amounts,
          },
        ],
  );
  return { lines: first?.lines ?? 0, top: first?.top ?? -1, candidates };
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

/** New amounts for several lines, one statement for all of them. */
export async function setItemsAmounts(db: Db, lines: readonly { id: number; amounts: StoredAmount[] }[]) {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map((line) => sql`(${line.id}::int, ${JSON.stringify(line.amounts)}::jsonb)`),
    sql`, `,
  );
  await db
    .update(items)
    .set({ amounts: sql`v.amounts`, updatedAt: new Date() })
    .from(sql`(values ${values}) as v(id, amounts)`)
    .where(sql`${items.id} = v.id`);
}

const json = (amounts: readonly StoredAmount[]) => sql`${JSON.stringify(amounts)}::jsonb`;
/** A VALUES list, or when there are no rows a query of none with the same columns. */
const valuesOr = (rows: SQL[], none: SQL) =>
  rows.length > 0 ? sql`(values ${sql.join(rows, sql`, `)})` : none;

export type RecipeMerge = {
  listId: number;
  recipeId: number;
  /** The servings every share of the recipe on the list says now. */
  servings: number;
  /** Lines already on the list with their new amounts. */
  updates: readonly { id: number; amounts: StoredAmount[] }[];
  /** New lines: each is also the recipe's share of it, with the same amounts. */
  inserts: readonly NewLine[];
  /** The recipe's share of each line already on the list that it is on, as it must be now. */
  shares: readonly { itemId: number; amounts: StoredAmount[] }[];
};

/**
 * A recipe's merge written in one statement (docs/product.md#shopping-list): the lines' new
 * amounts, the new lines and every share of the recipe, whatever the recipe's size. Each statement
 * is a round trip made under the list's lock, which every member's write waits for.
 */
export async function writeRecipeMerge(db: Db, merge: RecipeMerge) {
  const { listId, recipeId, servings } = merge;
  const updates = valuesOr(
    merge.updates.map((line) => sql`(${line.id}::int, ${json(line.amounts)})`),
    sql`(select null::int, null::jsonb where false)`,
  );
  const inserts = valuesOr(
    merge.inserts.map(
      (line) =>
        sql`(${line.name}::text, ${line.key}::text, ${line.aisle}::text, ${json(line.amounts)}, ${line.position}::int)`,
    ),
    sql`(select null::text, null::text, null::text, null::jsonb, null::int where false)`,
  );
  const held = valuesOr(
    merge.shares.map((share) => sql`(${share.itemId}::int, ${json(share.amounts)})`),
    sql`(select null::int, null::jsonb where false)`,
  );
  // Data-modifying WITH parts run once and to the end even when nothing reads them (`updated`).
  await db.execute(sql`
    with updated as (
      update ${items} set amounts = v.amounts, updated_at = ${new Date().toISOString()}::timestamptz
      from ${updates} as v(id, amounts)
      where ${items.id} = v.id
      returning ${items.id}
    ), inserted as (
      insert into ${items} (list_id, name, key, aisle, amounts, position)
      select ${listId}::int, v.name, v.key, v.aisle, v.amounts, v.position
      from ${inserts} as v(name, key, aisle, amounts, position)
      returning id, amounts
    )
    insert into ${shares} (item_id, recipe_id, servings, amounts)
    select v.item_id, ${recipeId}::int, ${servings}::int, v.amounts from ${held} as v(item_id, amounts)
    union all
    select inserted.id, ${recipeId}::int, ${servings}::int, inserted.amounts from inserted
    on conflict (item_id, recipe_id) do update set servings = excluded.servings, amounts = excluded.amounts`);
}

/** The recipe's shares of these lines go, one statement. */
export async function deleteShares(db: Db, itemIds: number[], recipeId: number) {
  if (itemIds.length === 0) return;
  await db.delete(shares).where(and(eq(shares.recipeId, recipeId), inArray(shares.itemId, itemIds)));
}

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
