import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { commentListAnswerSchema, commentSchema } from '@receptari/shared/comments/comments.schemas';
import { apiFetch } from '@/lib/api-client.ts';

/** Spec: the comments refresh every 3 s. */
export const COMMENTS_REFRESH_MS = 3000;

const commentsKey = (recipeId: number) => ['recipes', 'comments', recipeId] as const;

/**
 * GET /api/recipes/{id}/comments every 3 s. The server sends an ETag with `no-cache`, so the
 * browser revalidates with If-None-Match on its own: an unchanged thread costs a 304 and comes
 * back from the HTTP cache, with no extra code here.
 */
export function useComments(recipeId: number) {
  return useQuery({
    queryKey: commentsKey(recipeId),
    refetchInterval: COMMENTS_REFRESH_MS,
    queryFn: ({ signal }) =>
      apiFetch(`/recipes/${recipeId}/comments`, { schema: commentListAnswerSchema, signal }),
    select: (answer) => answer.comments,
  });
}

/** POST /api/recipes/{id}/comment { comment }. */
export function useAddComment(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) =>
      apiFetch(`/recipes/${recipeId}/comment`, { method: 'POST', body: { comment }, schema: commentSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(recipeId) }),
  });
}

/** DELETE /api/recipes/{id}/comments { comment: commentId } (its author or an admin). */
export function useDeleteComment(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) =>
      apiFetch(`/recipes/${recipeId}/comments`, {
        method: 'DELETE',
        body: { comment: commentId },
        schema: messageAnswerSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: commentsKey(recipeId) }),
  });
}
