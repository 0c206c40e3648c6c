import type { EventBus } from '../lib/events.ts';
import { presentCreatedNotification } from '../modules/notifications/index.ts';
import type { AppIo } from '../lib/app-socket.ts';
import { userRoom } from '../lib/socket-rooms.ts';

/**
 * Each committed notification goes to its recipient's sockets on this instance only (`io.local`):
 * with Redis every instance receives the event, so each one serves its own sockets and no socket
 * is reached twice.
 */
export function pushNotifications(bus: EventBus, io: AppIo): () => void {
  return bus.subscribe('notification.created', (event) => {
    io.local.to(userRoom(event.userId)).emit('newNotification', presentCreatedNotification(event));
  });
}
