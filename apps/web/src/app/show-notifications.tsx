import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense } from 'react';
import { useLatch } from '@/lib/use-latch.ts';

// The popups' container (its transitions, portal and CSS) is fetched with the first popup: a first
// paint without one carries only Mantine's small notifications store.
const PopupContainer = lazy(() => import('./popup-container.tsx'));

/** Mantine's notifications, mounted once the first one is shown, then kept so each can animate out. */
export function ShowNotifications() {
  const { notifications, queue } = useNotifications();
  const wanted = useLatch(notifications.length + queue.length > 0);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PopupContainer />
    </Suspense>
  );
}
