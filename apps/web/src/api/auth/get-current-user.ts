import type { User, userSchema } from '@receptari/shared/auth/auth.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';

/**
 * GET /api/user: the user of the stored token. A 401 is left to the caller (lib/session.ts drops a
 * stale token quietly: any page may ask, the landing page included).
 */
export function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiFetch<AnswerOf<typeof userSchema>>('/user', { signal, redirectOn401: false });
}
