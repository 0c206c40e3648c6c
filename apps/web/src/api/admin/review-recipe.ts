import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { adminKeys } from './keys.ts';

export type ReviewDecision = 'approve' | 'reject';

/** POST /api/admin/recipes/{id}/approve (published) or /reject (deleted, its author told). */
export function reviewRecipe(id: number, decision: ReviewDecision) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/admin/recipes/${id}/${decision}`, {
    method: 'POST',
  });
}

/** The recipe leaves the queue at once; every recipe list is refetched as it is used. */
export function useReviewRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReviewDecision }) => reviewRecipe(id, decision),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: recipeKeys.all });
    },
  });
}
