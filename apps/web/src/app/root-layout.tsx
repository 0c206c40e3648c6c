import { Outlet } from 'react-router';
import { tr } from '@receptari/shared/i18n/tr/core';
import { useReceiveNotifications } from '@/api/notifications/receive-notifications.ts';
import { useSendCheckOffsWhenOnline } from '@/api/shopping-list/send-check-offs-when-online.ts';
import { notify } from '@/lib/notify.ts';
import { useLoadCurrentUser } from './use-load-current-user.ts';
import { useScrollRestoration } from './use-scroll-restoration.ts';

const toldSynced = () => notify.success(() => tr.offline.checkOffsSynced);

export function RootLayout() {
  useLoadCurrentUser();
  // The notifications socket, on every screen while signed in: the bell and the list stay live.
  useReceiveNotifications();
  useScrollRestoration();
  // Check-offs made offline reach the server when the network is back (docs/product.md#offline-and-install).
  useSendCheckOffsWhenOnline(toldSynced);
  return <Outlet />;
}
