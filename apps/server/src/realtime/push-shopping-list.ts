import type { EventBus } from '../lib/events.ts';
import type { AppIo } from '../lib/app-socket.ts';
import { userRoom } from '../lib/socket-rooms.ts';

/**
 * A committed change of a shopping list reaches the notifications sockets of its owner and every
 * member on this instance only (`io.local`: every instance hears the event), once per socket even
 * for a user in several of the rooms (docs/product.md#shopping-list).
 */
export function pushShoppingListChanges(bus: EventBus, io: AppIo): () => void {
  return bus.subscribe('shopping-list.changed', ({ listId, by, userIds }) => {
    if (userIds.length === 0) return;
    io.local.to(userIds.map(userRoom)).emit('shoppingListChanged', { list_id: listId, by });
  });
}
