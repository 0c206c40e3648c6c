import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { trFeed } from '@receptari/shared/i18n/tr/feed';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import type { SuggestedCook } from '@receptari/shared/feed/feed.schemas';
import { useFeedSuggestions, useFollowSuggested } from '@/api/feed/get-suggestions.ts';
import { useFollowList } from '@/api/follows/get-follow-list.ts';
import { FollowButton } from '@/components/ui/follow-button.tsx';
import { QueryError } from '@/components/ui/query-error.tsx';
import { UserAvatar } from '@/components/ui/user-avatar.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';

const text = trFeed.feed;
const follows = trProfile.follows;

/** The empty feed: what it will hold, and popular cooks to follow (docs/product.md#feed). */
export function FeedEmpty() {
  const suggestions = useFeedSuggestions(true);
  const me = useAuth().user;
  const following = useFollowList(me?.id ?? 0, 'following');
  const followsSomeone = (following.data?.pages[0]?.users.length ?? 0) > 0;
  return (
    <Stack gap="lg">
      <Stack align="center" gap="xs" ta="center" py="md">
        <IconUsers size={48} stroke={1.5} aria-hidden color="var(--mantine-color-brand-text)" />
        <Title order={2} fz="lg">
          {text.emptyTitle}
        </Title>
        <Text c="dimmed" maw={460}>
          {followsSomeone ? text.emptyQuiet : text.emptyFollowNobody}
        </Text>
      </Stack>
      {suggestions.isError ? (
        <QueryError message={text.suggestionsFailed} onRetry={() => void suggestions.refetch()} />
      ) : suggestions.data && suggestions.data.users.length > 0 ? (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {text.suggestionsTitle}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {suggestions.data.users.map((cook) => (
              <SuggestedCookCard key={cook.id} cook={cook} />
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A popular cook: avatar, name (to their profile), counts, and a follow button that stays in place. */
function SuggestedCookCard({ cook }: { cook: SuggestedCook }) {
  const [following, setFollowing] = useState(false);
  const followSuggested = useFollowSuggested();
  const toggle = () => {
    if (followSuggested.isPending) return;
    const follow = !following;
    setFollowing(follow);
    followSuggested.mutate(
      { userId: cook.id, follow },
      {
        onError: (error) => {
          setFollowing(!follow);
          notify.error(() => messageOf(error, follow ? follows.followFailed : follows.unfollowFailed));
        },
      },
    );
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <UserAvatar name={cook.name} img={cook.img} size={44} />
          <Stack gap={0} miw={0}>
            <Text component={Link} to={`/user/${cook.id}`} fw={600} truncate c="inherit">
              {cook.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {fill(text.recipesCount, { n: cook.recipes_count })}
              {' · '}
              {fill(follows.followers, { n: cook.followers_count })}
            </Text>
          </Stack>
        </Group>
        <FollowButton name={cook.name} following={following} small onToggle={toggle} />
      </Group>
    </Paper>
  );
}
