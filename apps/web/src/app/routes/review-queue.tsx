import { ReviewQueuePage } from '@/features/admin/components/review-queue-page.tsx';

/** /revisio (admins), a chunk of its own, fetched on its first visit. */
export default ReviewQueuePage;
