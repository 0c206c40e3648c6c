import { LiveListPage } from '@/features/live-list/components/live-list-page.tsx';

/** /live, a chunk of its own, fetched on its first visit. */
export default LiveListPage;
