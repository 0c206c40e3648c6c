import { Button } from '@mantine/core';
import { IconUserCheck, IconUserPlus } from '@tabler/icons-react';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { fill } from '@receptari/shared/i18n/fill';

const text = trProfile.follows;

/**
 * 'Seguir' / 'Deixar de seguir' for one user (a profile, a suggested cook): a toggle whose
 * accessible name says whom. Never disabled while saving, so the focus stays on it; the caller
 * ignores a press meanwhile.
 */
export function FollowButton(props: {
  name: string;
  following: boolean;
  small?: boolean;
  onToggle: () => void;
}) {
  const { name, following, small, onToggle } = props;
  const icon = small ? 16 : 18;
  return (
    <Button
      size={small ? 'xs' : 'sm'}
      radius="xl"
      variant={following ? 'light' : 'filled'}
      leftSection={
        following ? <IconUserCheck size={icon} aria-hidden /> : <IconUserPlus size={icon} aria-hidden />
      }
      aria-pressed={following}
      aria-label={fill(following ? text.unfollowLabel : text.followLabel, { name })}
      onClick={onToggle}
    >
      {following ? text.unfollow : text.follow}
    </Button>
  );
}
