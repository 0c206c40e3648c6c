import { z } from 'zod';
import { idSchema } from '../common/common.schemas.ts';
import { noControlCharacters } from '../common/text.rules.ts';
import { tr } from '../i18n/tr/core.ts';

export const COMMENT_MAX = 2000;

export const commentSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  user_id: z.number().int().nullable(),
  /** The author's name, or 'Usuari desconegut' when the account is gone. */
  name: z.string(),
  user_name: z.string(),
  recipe_id: z.number().int(),
  recipe_title: z.string(),
  date: z.string(),
  updated_at: z.string(),
  /** Hidden by reports until an admin decides: only its author (in the thread) and admins see it. */
  hidden_by_reports: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** Trimmed; a comment of only spaces is refused, not stored. */
export const commentBodySchema = z.object({
  comment: z
    .string({ error: () => tr.comments.empty })
    .trim()
    .min(1, { error: () => tr.comments.empty })
    .max(COMMENT_MAX, { error: () => tr.comments.tooLong })
    .refine(...noControlCharacters),
});
export const deleteCommentBodySchema = z.object({ comment: idSchema });
export const commentListAnswerSchema = z.object({ comments: z.array(commentSchema) });
