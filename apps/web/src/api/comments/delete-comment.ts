import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { adminKeys } from '../admin/keys.ts';
import { commentKeys } from './keys.ts';

/** DELETE /api/recipes/{id}/comments { comment: commentId } (its author or an admin). */
export function deleteComment(recipeId: number, commentId: number) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/recipes/${recipeId}/comments`, {
    method: 'DELETE',
    body: { comment: commentId },
  });
}

export function useDeleteComment(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (commentId: number) => deleteComment(recipeId, commentId),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.list(recipeId) }),
  });
}

/** The admin list's delete: any recipe's comment; every comment list is refetched. */
export function useDeleteAnyComment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ recipeId, commentId }: { recipeId: number; commentId: number }) =>
      deleteComment(recipeId, commentId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: commentKeys.all });
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
