import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from '../profiles/keys.ts';
import { adminKeys } from './keys.ts';

export type VerificationDecision = 'approve' | 'reject';

/** POST /api/admin/verification-requests/{id}/approve (the user becomes a chef) or /reject. */
export function decideVerification(id: number, decision: VerificationDecision) {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>(`/admin/verification-requests/${id}/${decision}`, {
    method: 'POST',
  });
}

export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: VerificationDecision }) =>
      decideVerification(id, decision),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}
