import { trLives } from '@receptari/shared/i18n/tr/lives';
import { useUserLives } from '@/api/lives/get-user-lives.ts';
import { ProfileLives } from './profile-lives.tsx';

/**
 * The Lives section of /user/{userId}: a chef's lives, fetched when the section opens (anyone else
 * has none). app/routes/user-profile.tsx puts it into the profile's tabs.
 */
export function UserLives({ userId, chef }: { userId: number; chef: boolean }) {
  const lives = useUserLives(userId, chef);
  return (
    <ProfileLives
      chef={chef}
      lives={lives.data ?? []}
      loading={lives.isPending && chef}
      failed={
        lives.isError
          ? { message: trLives.liveList.loadFailed, onRetry: () => void lives.refetch() }
          : undefined
      }
    />
  );
}
