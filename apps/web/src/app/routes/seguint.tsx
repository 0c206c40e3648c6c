import { LiveCard } from '@/features/lives/list/components/live-card.tsx';
import { FeedPage, type LiveView } from '@/features/feed/components/feed-page.tsx';

// The feed's line above the card already shows the chef's avatar and name.
const live: LiveView = (item) => <LiveCard live={item} manage={false} chef={false} />;

/**
 * /seguint, a chunk of its own, fetched on its first visit: the feed feature's page with a live
 * drawn as the lives feature's card.
 */
export default function SeguintRoute() {
  return <FeedPage live={live} />;
}
