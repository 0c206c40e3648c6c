import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FollowStats } from '@receptari/shared/follows/follows.schemas';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';
import { useFollowUser } from '@/api/follows/follow-user.ts';
import { FollowButton } from '@/components/ui/follow-button.tsx';
import { messageOf } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { notify } from '@/lib/notify.ts';

const text = trProfile.follows;

/**
 * The profile's followers and followed counts (links to the lists), for anyone who sees the profile, and the follow
 * button for a signed-in user other than its owner (docs/product.md#following). The count moves at
 * once and goes back, with the server's message, if the call fails.
 */
export function FollowBar({ user, stats }: { user: { id: number; name: string }; stats: FollowStats }) {
  const me = useAuth().user;
  const followUser = useFollowUser(user.id);
  const following = stats.followed_by_me;
  const toggle = () => {
    if (followUser.isPending) return;
    followUser.mutate(!following, {
      onError: (error) =>
        notify.error(() => messageOf(error, following ? text.unfollowFailed : text.followFailed)),
    });
  };
  return (
    <Group gap="md" wrap="wrap" align="center">
      <Text fz="sm" aria-live="polite">
        <Anchor component={Link} to={`/user/${user.id}/seguidors`} inherit fw={700}>
          {fill(text.followers, { n: stats.followers_count })}
        </Anchor>
        {' · '}
        <Anchor component={Link} to={`/user/${user.id}/seguits`} inherit>
          {fill(text.following, { n: stats.following_count })}
        </Anchor>
      </Text>
      {me && me.id !== user.id && <FollowButton name={user.name} following={following} onToggle={toggle} />}
    </Group>
  );
}
