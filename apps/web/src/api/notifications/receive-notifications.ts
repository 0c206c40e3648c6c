import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notification } from '@receptari/shared/notifications/notifications.schemas';
import { useAuth } from '@/lib/auth-store.ts';
import { connectSocket, disconnectSocket } from '@/lib/socket.ts';
import type { NotificationPages } from './get-notifications.ts';
import { notificationKeys } from './keys.ts';

/**
 * While someone is signed in (token and user known), the notifications socket is open and each
 * pushed `newNotification` goes into the cache at once: on top of the list, one more unread for the
 * bell. The push carries the whole notification, so nothing is fetched for it; the 10 s refresh
 * reconciles the rest. Logging out or another token closes and forgets the socket.
 */
export function useReceiveNotifications() {
  const client = useQueryClient();
  const { token, user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!token || userId === null) return;
    const key = notificationKeys.list(token);
    let active = true;
    // The server emits only notifications it read back from the database (shared `notificationSchema`
    // on its side); the browser does not parse them again (decision 0010).
    const onNotification = (pushed: Notification) => {
      // The server pushes to the user's room only; anything else is not this user's to show.
      if (pushed.user_id !== userId) return;
      client.setQueryData<NotificationPages>(key, (data) => {
        if (!data || data.pages.some((page) => page.notifications.some((n) => n.id === pushed.id)))
          return data;
        const bump = pushed.read ? 0 : 1;
        return {
          ...data,
          pages: data.pages.map((page, index) => ({
            ...page,
            notifications: index === 0 ? [pushed, ...page.notifications] : page.notifications,
            unread_count: page.unread_count + bump,
          })),
        };
      });
    };
    // Back after a lost connection: what was pushed meanwhile never came, so ask for the list again.
    let connections = 0;
    const onConnect = () => {
      connections += 1;
      if (connections > 1) void client.invalidateQueries({ queryKey: key });
    };
    const socket = connectSocket(token, userId);
    void socket.then(
      (s) => {
        if (!active) return;
        if (s.connected) connections = 1;
        s.on('connect', onConnect);
        s.on('newNotification', onNotification);
      },
      () => undefined, // no socket (the library failed to load): the 10 s refresh still runs
    );
    return () => {
      active = false;
      void socket.then(
        (s) => {
          s.off('connect', onConnect);
          s.off('newNotification', onNotification);
        },
        () => undefined,
      );
      disconnectSocket();
    };
  }, [client, token, userId]);
}
