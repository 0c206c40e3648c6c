import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDb } from '../../db/prepared.ts';
import { containsPattern } from '../../db/like.ts';
import { comments, recipes, users } from '../../db/schema/index.ts';

/** A recipe's thread answers at most this many, newest first. */
export const COMMENT_LIST_MAX = 500;

const commentColumns = {
  id: comments.id,
  comment: comments.comment,
  userId: comments.userId,
  userName: users.name,
  recipeId: comments.recipeId,
  recipeTitle: recipes.title,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  hidden: comments.hidden,
};

/** Left join on users: an author whose account is gone (user_id null) keeps the comment. */
const selectComments = (db: Db) =>
  db
    .select(commentColumns)
    .from(comments)
    .innerJoin(recipes, eq(recipes.id, comments.recipeId))
    .leftJoin(users, eq(users.id, comments.userId))
    .$dynamic();

export type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

const newestFirst = [desc(comments.createdAt), desc(comments.id)];

/**
 * A recipe's thread leaves out the comments hidden by reports (docs/product.md#denuncies) until an
 * admin decides, except for their own author, who still sees them marked (a comment that vanished
 * with no word would read as a fault); the admin list (listAllComments) keeps them all. With no
 * viewer (null: as everyone sees it) `user_id = null` is never true, so one statement serves both.
 */
const inThread = and(
  eq(comments.recipeId, sql.placeholder('recipeId')),
  or(eq(comments.hidden, false), eq(comments.userId, sql.placeholder('viewerId'))),
);

/** Built once for each database (db/prepared.ts), as the thread's stamp below. */
const threadQuery = preparedPerDb((db) =>
  selectComments(db)
    .where(inThread)
    .orderBy(...newestFirst)
    .limit(COMMENT_LIST_MAX)
    .prepare('comment_thread'),
);

/** The thread as `viewerId` sees it (null: as everyone sees it, the shared detail's). */
export const listRecipeComments = (db: Db, recipeId: number, viewerId: number | null) =>
  threadQuery(db).execute({ recipeId, viewerId });

/**
 * The admin list, newest first (ids grow with time), `limit + 1` rows before `beforeId`; `q`
 * matches author name, recipe title or text, case-insensitively and literally (LIKE wildcards escaped).
 */
export function listAllComments(db: Db, opts: { q?: string; beforeId?: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (opts.q) {
    const pattern = containsPattern(opts.q);
    conditions.push(
      or(ilike(users.name, pattern), ilike(recipes.title, pattern), ilike(comments.comment, pattern)),
    );
  }
  if (opts.beforeId !== undefined) conditions.push(lt(comments.id, opts.beforeId));
  return selectComments(db)
    .where(and(...conditions))
    .orderBy(desc(comments.id))
    .limit(opts.limit + 1);
}

const threadStampQuery = preparedPerDb((db) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      // Text keeps PostgreSQL's microseconds, which a JS Date would round away.
      latest: sql<string | null>`max(${comments.updatedAt})::text`,
    })
    .from(comments)
    // The thread's rows: hiding or showing a comment moves the count, so the tag changes with it.
    .where(inThread)
    .prepare('comment_thread_stamp'),
);

/** What the thread's ETag is made of: one index-backed aggregate, no rows read out. */
export async function commentsStamp(db: Db, recipeId: number, viewerId: number | null) {
  const [row] = await threadStampQuery(db).execute({ recipeId, viewerId });
  return { count: row?.count ?? 0, latest: row?.latest ?? '' };
}

export async function findComment(db: Db, id: number) {
  const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return row;
}

type NewComment = { recipeId: number; userId: number; comment: string };

export async function insertComment(db: Db, values: NewComment) {
  const [row] = await db.insert(comments).values(values).returning();
  return row!;
}

/** The recipe is part of the condition: a comment id is only deleted through its own recipe. */
export async function deleteComment(db: Db, id: number, recipeId: number) {
  const removed = await db
    .delete(comments)
    .where(and(eq(comments.id, id), eq(comments.recipeId, recipeId)))
    .returning({ id: comments.id });
  return removed.length > 0;
}
