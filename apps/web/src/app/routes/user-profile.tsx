import { UserLives } from '@/features/lives/profile/components/user-lives.tsx';
import type { LivesSection } from '@/features/user-profile/components/profile-tabs.tsx';
import { UserProfilePage } from '@/features/user-profile/components/user-profile-page.tsx';

const lives: LivesSection = ({ id, chef }) => <UserLives userId={id} chef={chef} />;

/**
 * /user/{userId}, a chunk of its own, fetched on its first visit: the user-profile feature's page
 * with the chef's lives (the lives feature) in its Lives section.
 */
export default function UserProfileRoute() {
  return <UserProfilePage lives={lives} />;
}
