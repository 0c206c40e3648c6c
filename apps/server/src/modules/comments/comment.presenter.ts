import type { Comment } from '@receptari/shared/comments/comments.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { CommentRow } from './comments.repo.ts';

export function presentComment(row: CommentRow): Comment {
  const name = row.userName ?? tr.comments.unknownAuthor;
  return {
    id: row.id,
    comment: row.comment,
    user_id: row.userId,
    // Either field is read (docs/product.md#catalogue-folders-and-comments), so both carry the
    // author's name.
    name,
    user_name: name,
    recipe_id: row.recipeId,
    recipe_title: row.recipeTitle,
    date: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden_by_reports: row.hidden,
  };
}
