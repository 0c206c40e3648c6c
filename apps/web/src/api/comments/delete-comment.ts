import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { apiFetch } from '@/lib/api-client.ts';
import { commentKeys } from './keys.ts';

/** DELETE /api/recipes/{id}/comments { comment: commentId } (its author or an admin). */
export function deleteComment(recipeId: number, commentId: number) {
  return apiFetch(`/recipes/${recipeId}/comments`, {
    method: 'DELETE',
    body: { comment: commentId },
    schema: messageAnswerSchema,
  });
}

export function useDeleteComment(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(recipeId, commentId),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.list(recipeId) }),
  });
}
