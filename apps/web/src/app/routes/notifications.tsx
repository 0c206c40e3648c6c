import { NotificationsPage } from '@/features/notifications/components/notifications-page.tsx';

/** /notifications, a chunk of its own, fetched on its first visit (the spec loads it lazily). */
export default NotificationsPage;
