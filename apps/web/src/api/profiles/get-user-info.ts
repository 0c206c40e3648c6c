import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileAnswer, profileAnswerSchema } from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/**
 * GET /api/userInfo/{id}: the public profile answer (docs/product.md#user-fields: user, recipes,
 * folders, recipes_in_folders).
 */
export function getUserInfo(userId: number, signal?: AbortSignal): Promise<ProfileAnswer> {
  return apiFetch<AnswerOf<typeof profileAnswerSchema>>(`/userInfo/${userId}`, { signal });
}

export const userInfoQuery = (userId: number) =>
  queryOptions({ queryKey: profileKeys.info(userId), queryFn: ({ signal }) => getUserInfo(userId, signal) });

export function useUserInfo(userId: number) {
  return useQuery(userInfoQuery(userId));
}
