import { useMutation } from '@tanstack/react-query';
import type { messageAnswerSchema } from '@receptari/shared/common/common.schemas';
import type { ChangePasswordBody } from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * POST /api/cambiarContra: every other session of the user is closed, this one stays. A wrong
 * current password is a 403 with its message (not a lost session, so no redirect to log in).
 */
export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiFetch<AnswerOf<typeof messageAnswerSchema>>('/cambiarContra', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
