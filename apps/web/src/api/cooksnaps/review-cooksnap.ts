import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import type { ReviewDecision } from '../admin/review-recipe.ts';
import { recipeKeys } from '../recipes/keys.ts';
import { cooksnapKeys } from './keys.ts';

/** POST /api/admin/cooksnaps/{id}/approve (published, counted) or /reject (deleted, its cook told). */
export function reviewCooksnap(id: number, decision: ReviewDecision) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/admin/cooksnaps/${id}/${decision}`, {
    method: 'POST',
  });
}

/** The cooksnap leaves the queue; the grids and counts are read afresh when next shown. */
export function useReviewCooksnap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ReviewDecision }) => reviewCooksnap(id, decision),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: cooksnapKeys.all });
      void client.invalidateQueries({ queryKey: recipeKeys.all, refetchType: 'none' });
    },
  });
}
