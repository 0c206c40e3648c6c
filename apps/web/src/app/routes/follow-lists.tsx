import { FollowListPage } from '@/features/user-profile/components/follow-list-page.tsx';

/** /user/{userId}/seguidors and /seguits, one chunk for both, fetched on the first visit. */
export default function FollowListsRoute() {
  return <FollowListPage />;
}
