import { ProfileCooksnaps } from '@/features/cooksnaps/components/profile-cooksnaps.tsx';
import { UserLives } from '@/features/lives/profile/components/user-lives.tsx';
import { reportMenu } from '@/features/reports/components/report-menu.tsx';
import type { CooksnapsSection, LivesSection } from '@/features/user-profile/components/profile-tabs.tsx';
import { UserProfilePage } from '@/features/user-profile/components/user-profile-page.tsx';

const lives: LivesSection = ({ id, chef }) => <UserLives userId={id} chef={chef} />;
const cooksnaps: CooksnapsSection = ({ id }) => <ProfileCooksnaps userId={id} report={reportMenu} />;

/**
 * /user/{userId}, a chunk of its own, fetched on its first visit: the user-profile feature's page
 * with the chef's lives (the lives feature) in its Lives section, the dishes they made (the
 * cooksnaps feature) in its 'Ho he fet' section and the 'Denunciar' menu (the reports feature).
 */
export default function UserProfileRoute() {
  return <UserProfilePage lives={lives} cooksnaps={cooksnaps} report={reportMenu} />;
}
