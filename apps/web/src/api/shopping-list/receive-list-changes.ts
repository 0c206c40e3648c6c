import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ServerToClientEvents } from '@receptari/shared/events';
import { useAuth } from '@/lib/auth-store.ts';
import { connectSocket } from '@/lib/socket.ts';
import { shoppingListKeys } from './keys.ts';

type ListChanged = Parameters<ServerToClientEvents['shoppingListChanged']>[0];

/**
 * While a screen that shows the list (or adds to it) is open: a `shoppingListChanged` pushed on the
 * notifications socket by someone else of the household reads the list again, so their tick shows
 * here within a second. The caller's own writes already changed the cache. The socket is the one
 * useReceiveNotifications opened (connectSocket hands back the same); only the listener is ours.
 */
export function useReceiveListChanges() {
  const client = useQueryClient();
  const { token, user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!token || userId === null) return;
    let active = true;
    const readAgain = () => void client.invalidateQueries({ queryKey: shoppingListKeys.all });
    const onChanged = (event: ListChanged) => {
      if (event.by !== userId) readAgain();
    };
    const socket = connectSocket(token, userId);
    void socket.then(
      (s) => {
        if (!active) return;
        s.on('shoppingListChanged', onChanged);
        // A change made before this socket listened (the socket still connecting while the list was
        // read, or offline for a while) sent its event to nobody here: read the list again once
        // listening, and on every reconnection.
        s.on('connect', readAgain);
        if (s.connected) readAgain();
      },
      () => undefined, // no socket: the list is still read on each visit
    );
    return () => {
      active = false;
      void socket.then(
        (s) => {
          s.off('shoppingListChanged', onChanged);
          s.off('connect', readAgain);
        },
        () => undefined,
      );
    };
  }, [client, token, userId]);
}
