import { LiveCard } from '@/features/lives/list/components/live-card.tsx';
import { FeedPage, type LiveView } from '@/features/feed/components/feed-page.tsx';

const live: LiveView = (item) => <LiveCard live={item} manage={false} />;

/**
 * /seguint, a chunk of its own, fetched on its first visit: the feed feature's page with a live
 * drawn as the lives feature's card.
 */
export default function SeguintRoute() {
  return <FeedPage live={live} />;
}
