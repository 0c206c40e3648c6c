import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, commentSchema } from '@receptari/shared/comments/comments.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { commentKeys } from './keys.ts';

/** POST /api/recipes/{id}/comment { comment }. */
export function addComment(recipeId: number, comment: string): Promise<Comment> {
  return apiFetch<AnswerOf<typeof commentSchema>>(`/recipes/${recipeId}/comment`, {
    method: 'POST',
    body: { comment },
  });
}

export function useAddComment(recipeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (comment: string) => addComment(recipeId, comment),
    onSuccess: () => client.invalidateQueries({ queryKey: commentKeys.list(recipeId) }),
  });
}
