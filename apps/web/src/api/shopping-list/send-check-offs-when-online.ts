import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isOnline, onConnectionChange } from '@/lib/connection.ts';
import { shoppingListKeys } from './keys.ts';
import { queuedCheckOffs, sendQueuedCheckOffs } from './queued-check-offs.ts';
import { updateShoppingItem } from './update-shopping-item.ts';

/**
 * Sends the shopping list's check-offs made offline (queued-check-offs.ts) on start and whenever
 * the browser is back online, on every screen: the list need not be open. Once sent, the list is
 * read again and `onSent` tells the user (docs/product.md#offline-and-install). `onSent` must not
 * change between renders (a function of the module).
 */
export function useSendCheckOffsWhenOnline(onSent: () => void) {
  const client = useQueryClient();
  useEffect(() => {
    let sending = false;
    const send = async () => {
      if (sending || !navigator.onLine || queuedCheckOffs().length === 0) return;
      sending = true;
      try {
        const sent = await sendQueuedCheckOffs(({ id, checked }) => updateShoppingItem(id, { checked }));
        if (sent > 0) {
          await client.invalidateQueries({ queryKey: shoppingListKeys.all });
          onSent();
        }
      } finally {
        sending = false;
      }
    };
    void send();
    // Back online, or the server reached again after answers from the offline copy.
    return onConnectionChange(() => {
      if (isOnline()) void send();
    });
  }, [client, onSent]);
}
