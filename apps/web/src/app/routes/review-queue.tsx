import { PendingCooksnaps } from '@/features/cooksnaps/components/pending-cooksnaps.tsx';
import { ReviewQueuePage } from '@/features/admin/components/review-queue-page.tsx';

/**
 * /revisio (admins), a chunk of its own, fetched on its first visit: the waiting recipes, and the
 * waiting cooksnaps (the cooksnaps feature) under them.
 */
export default function ReviewQueueRoute() {
  return <ReviewQueuePage cooksnaps={<PendingCooksnaps />} />;
}
