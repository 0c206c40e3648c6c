import type { EventBus } from '../lib/events.ts';
import { presentCreatedNotification, presentOneOfCreated } from '../modules/notifications/index.ts';
import type { AppIo } from '../lib/app-socket.ts';
import { userRoom } from '../lib/socket-rooms.ts';

/**
 * Each committed notification goes to its recipient's sockets on this instance only (`io.local`):
 * with Redis every instance receives the event, so each one serves its own sockets and no socket
 * is reached twice. A batch (a followed cook's new recipe: thousands of followers, most of them not
 * connected here) is told only to the recipients this instance has a room for.
 */
export function pushNotifications(bus: EventBus, io: AppIo): () => void {
  const one = bus.subscribe('notification.created', (event) => {
    io.local.to(userRoom(event.userId)).emit('newNotification', presentCreatedNotification(event));
  });
  const many = bus.subscribe('notifications.created', (event) => {
    const here = io.sockets.adapter.rooms;
    for (const recipient of event.recipients) {
      const room = userRoom(recipient[1]);
      if (here.has(room)) io.local.to(room).emit('newNotification', presentOneOfCreated(event, recipient));
    }
  });
  return () => {
    one();
    many();
  };
}
