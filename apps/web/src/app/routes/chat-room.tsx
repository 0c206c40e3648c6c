import { LiveRoomPage } from '@/features/lives/room/components/live-room-page.tsx';

/** /chat/{liveId} (a live's room), a chunk of its own, fetched on its first visit. */
export default LiveRoomPage;
