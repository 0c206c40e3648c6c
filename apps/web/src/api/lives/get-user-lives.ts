import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Live, userLivesAnswerSchema } from '@receptari/shared/lives/lives.schemas';
import { type AnswerOf, ApiError, apiFetch } from '@/lib/api-client.ts';
import { liveKeys } from './keys.ts';

/** GET /api/users/{id}/lives: a user's lives that are not over; a 404 (no such user) is none. */
export async function getUserLives(userId: number, signal?: AbortSignal): Promise<Live[]> {
  try {
    const answer = await apiFetch<AnswerOf<typeof userLivesAnswerSchema>>(`/users/${userId}/lives`, {
      signal,
    });
    return answer.lives;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const userLivesQuery = (userId: number) =>
  queryOptions({
    queryKey: liveKeys.ofUser(userId),
    queryFn: ({ signal }) => getUserLives(userId, signal),
  });

/** Loaded only when `enabled` (a chef's profile: anyone else has none). */
export function useUserLives(userId: number, enabled = true) {
  return useQuery({ ...userLivesQuery(userId), enabled });
}
