import { LiveListPage } from '@/features/lives/list/components/live-list-page.tsx';

/** /live, a chunk of its own, fetched on its first visit. */
export default LiveListPage;
