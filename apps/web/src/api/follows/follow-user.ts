import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FollowAnswer, followAnswerSchema } from '@receptari/shared/follows/follows.schemas';
import type { ProfileAnswer } from '@receptari/shared/profiles/profiles.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from '../feed/keys.ts';
import { profileKeys } from '../profiles/keys.ts';

/** POST (follow) or DELETE (unfollow) /api/users/{id}/follow: the user's counts after it. */
export function setFollowing(userId: number, follow: boolean): Promise<FollowAnswer> {
  return apiFetch<AnswerOf<typeof followAnswerSchema>>(`/users/${userId}/follow`, {
    method: follow ? 'POST' : 'DELETE',
  });
}

/**
 * Follows or unfollows the profile's user. The profile's counts change at once (optimistic) and
 * go back as they were when the server refuses; the answer's counts are the ones kept.
 */
export function useFollowUser(userId: number) {
  const client = useQueryClient();
  const key = profileKeys.info(userId);
  return useMutation({
    mutationFn: (follow: boolean) => setFollowing(userId, follow),
    onMutate: async (follow) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ProfileAnswer>(key);
      client.setQueryData<ProfileAnswer>(key, (p) => {
        if (!p || p.follow.followed_by_me === follow) return p;
        const followers_count = p.follow.followers_count + (follow ? 1 : -1);
        return { ...p, follow: { ...p.follow, followers_count, followed_by_me: follow } };
      });
      return { before };
    },
    onError: (_error, _follow, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: ({ followers_count, following_count, followed_by_me }) => {
      client.setQueryData<ProfileAnswer>(
        key,
        (p) => p && { ...p, follow: { followers_count, following_count, followed_by_me } },
      );
      // The caller's own profile counts whom they follow: read it afresh when it is next shown.
      void client.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
      // The feed now holds (or no longer holds) this cook's recipes.
      void client.invalidateQueries({ queryKey: feedKeys.all, refetchType: 'none' });
    },
  });
}
