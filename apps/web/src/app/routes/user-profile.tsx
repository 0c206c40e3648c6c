import { UserProfilePage } from '@/features/user-profile/components/user-profile-page.tsx';

/** /user/{userId}, a chunk of its own, fetched on its first visit. */
export default UserProfilePage;
