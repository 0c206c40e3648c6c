import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SendVerificationAnswer,
  sendVerificationAnswerSchema,
  SendVerificationBody,
} from '@receptari/shared/verification/verification.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { verificationKeys } from './keys.ts';

/**
 * POST /api/send-verification { message } → the confirmation (docs/product.md#account-errors) and the
 * stored request.
 */
export function sendVerification(body: SendVerificationBody): Promise<SendVerificationAnswer> {
  return apiFetch<AnswerOf<typeof sendVerificationAnswerSchema>>('/send-verification', {
    method: 'POST',
    body,
  });
}

/** Sends (or rewrites) the caller's pending request; the answer is kept as their request. */
export function useSendVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerification,
    onSuccess: (answer) => queryClient.setQueryData(verificationKeys.mine(), answer.request),
  });
}
