import type { AdminCommentsAnswer, AdminListQuery } from '@receptari/shared/admin/admin.schemas';
import { fill } from '@receptari/shared/i18n/fill';
import type { Comment } from '@receptari/shared/comments/comments.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type EventBus, transactionWithEvents } from '../../lib/events.ts';
import { decodeCursor } from '../../lib/opaque-cursor.ts';
import { idCursorSchema, pageOf } from '../../lib/page.ts';
import { recipeGoneAs404 } from '../../lib/pg-error.ts';
import { type Actor, assertAllowed, policy } from '../../lib/policy.ts';
import { record } from '../audit/index.ts';
import { notify } from '../notifications/index.ts';
import { findVisibleRecipe } from '../recipe-cards/index.ts';
import { presentComment } from './comment.presenter.ts';
import { commentsEtag, etagMatches } from './comments-etag.ts';
import * as repo from './comments.repo.ts';

export type ThreadAnswer = { etag: string; comments: Comment[] | null };

/**
 * The thread, or comments null when the caller's copy (If-None-Match) is
 * current: the 3-second refresh then costs two small queries and no rows.
 */
export async function listForRecipe(db: Db, actor: Actor, recipeId: number, ifNoneMatch?: string) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  // The stamp is read before the rows, so an answer's tag is never newer than its body.
  const etag = commentsEtag(recipe.id, await repo.commentsStamp(db, recipe.id, actor.id));
  if (etagMatches(ifNoneMatch, etag)) return { etag, comments: null } satisfies ThreadAnswer;
  const rows = await repo.listRecipeComments(db, recipe.id, actor.id);
  return { etag, comments: rows.map(presentComment) } satisfies ThreadAnswer;
}

/**
 * The comment and its author's notification (notifications module), in one transaction: both or
 * neither; the recipe's author hears of it once it has committed. A recipe deleted meanwhile is a 404.
 */
export async function addComment(
  db: Db,
  events: EventBus,
  actor: Actor,
  recipeId: number,
  text: string,
): Promise<Comment> {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const row = await transactionWithEvents(db, events, async (tx, pending) => {
    const comment = await repo.insertComment(tx, { recipeId: recipe.id, userId: actor.id, comment: text });
    await notify(tx, pending, {
      userId: recipe.userId,
      recipeId: recipe.id,
      type: 'comment',
      triggeredBy: actor.id,
      message: fill(tr.notifications.commented, { name: actor.name, title: recipe.title }),
    });
    return comment;
  }).catch(recipeGoneAs404);
  return presentComment({ ...row, userName: actor.name, recipeTitle: recipe.title });
}

/** The author or an admin; an admin deleting someone else's comment is audited in the same transaction. */
export async function deleteComment(db: Db, actor: Actor, recipeId: number, commentId: number) {
  const recipe = await findVisibleRecipe(db, actor, recipeId);
  const comment = await repo.findComment(db, commentId);
  if (!comment || comment.recipeId !== recipe.id) throw commentNotFound();
  assertAllowed(policy.canDeleteComment(actor, comment), tr.comments.notAllowed, 'not_owner');
  await db.transaction((tx) => removeComment(tx, actor, comment, recipe));
  return { message: tr.comments.deleted };
}

const commentNotFound = () => AppError.notFound('comment_not_found', tr.comments.notFound);

/**
 * The deletion itself, in the caller's transaction (DELETE /recipes/{id}/comments, and an admin's
 * decision on a reported comment): the row, and the audit entry when it is not the actor's own.
 */
export async function removeComment(
  tx: Db,
  actor: Actor,
  comment: { id: number; userId: number | null; comment: string },
  recipe: { id: number; title: string },
) {
  if (!(await repo.deleteComment(tx, comment.id, recipe.id))) throw commentNotFound();
  if (comment.userId !== actor.id)
    await record(tx, {
      admin: actor,
      action: 'comment.delete',
      target: { type: 'comment', id: comment.id, label: comment.comment.slice(0, 100) },
      details: { recipe_id: recipe.id, recipe_title: recipe.title, author_id: comment.userId },
    });
}

/** A recipe's thread as the detail shows it, newest first (the recipes module's detail answer). */
export async function recipeThread(db: Db, recipeId: number): Promise<Comment[]> {
  return (await repo.listRecipeComments(db, recipeId, null)).map(presentComment);
}

/** GET /comments: every comment, newest first, a page at a time. */
export async function listAll(db: Db, query: AdminListQuery): Promise<AdminCommentsAnswer> {
  const after = decodeCursor(idCursorSchema, query.cursor);
  const rows = await repo.listAllComments(db, {
    ...(query.q && { q: query.q }),
    ...(after && { beforeId: after.id }),
    limit: query.limit,
  });
  const { items, nextCursor } = pageOf(rows, query.limit, (row) => ({ id: row.id }));
  return { comments: items.map(presentComment), next_cursor: nextCursor };
}
