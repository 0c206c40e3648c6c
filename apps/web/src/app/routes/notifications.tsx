import { NotificationsPage } from '@/features/notifications/components/notifications-page.tsx';

/**
 * /notifications, a chunk of its own, fetched on its first visit (the original brief loads it lazily;
 * see docs/architecture.md).
 */
export default NotificationsPage;
