import { Outlet } from 'react-router';
import { useReceiveNotifications } from '@/api/notifications/receive-notifications.ts';
import { useLoadCurrentUser } from './use-load-current-user.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';

export function RootLayout() {
  useLoadCurrentUser();
  // The notifications socket, on every screen while signed in: the bell and the list stay live.
  useReceiveNotifications();
  useScrollRestoration();
  return <Outlet />;
}
