import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedSuggestionsAnswer, feedSuggestionsAnswerSchema } from '@receptari/shared/feed/feed.schemas';
import { type AnswerOf, apiFetch } from '@/lib/api-client.ts';
import { setFollowing } from '../follows/follow-user.ts';
import { profileKeys } from '../profiles/keys.ts';
import { feedKeys } from './keys.ts';

/** GET /api/feed/suggestions: popular cooks the user does not follow yet. */
export function useFeedSuggestions(enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.suggestions(),
    queryFn: ({ signal }) =>
      apiFetch<AnswerOf<typeof feedSuggestionsAnswerSchema>>('/feed/suggestions', { signal }),
    enabled,
  });
}

/**
 * Follows or unfollows a suggested cook from the feed. The suggestion keeps its place (the list is
 * not read again, so nothing jumps under the pointer) and shows the new state; the feed is read
 * afresh, as it now holds that cook's recipes.
 */
export function useFollowSuggested() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) => setFollowing(userId, follow),
    onSuccess: (answer, { userId }) => {
      client.setQueryData<FeedSuggestionsAnswer>(
        feedKeys.suggestions(),
        (s) =>
          s && {
            users: s.users.map((u) =>
              u.id === userId ? { ...u, followers_count: answer.followers_count } : u,
            ),
          },
      );
      void client.invalidateQueries({ queryKey: feedKeys.items() });
      void client.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
    },
  });
}
