import type { EventBus } from '../lib/events.ts';
import { presentCreatedNotification, presentOneOfCreated } from '../modules/notifications/index.ts';
import type { AppIo } from '../lib/app-socket.ts';
import { userRoom } from '../lib/socket-rooms.ts';

/**
 * A batch is pushed a few sockets at a time, with a pause between, so that the other users'
 * requests go on being answered meanwhile (a followed cook's news comes in batches of 20 connected
 * users: realtime/tell-connected-followers.ts).
 */
const PUSHES_PER_TURN = 20;
const PAUSE_MS = 10;

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
    const connected = event.recipients.filter((recipient) => here.has(userRoom(recipient[1])));
    // Written all in one go, a thousand pushes held this instance (and the followers' browsers, on
    // the bench's machine) long enough to slow the other users' requests of that moment
    // (bench:announce, docs/decisions/0021).
    const pushFrom = (start: number) => {
      for (const recipient of connected.slice(start, start + PUSHES_PER_TURN)) {
        io.local.to(userRoom(recipient[1])).emit('newNotification', presentOneOfCreated(event, recipient));
      }
      if (start + PUSHES_PER_TURN < connected.length) setTimeout(pushFrom, PAUSE_MS, start + PUSHES_PER_TURN);
    };
    pushFrom(0);
  });
  return () => {
    one();
    many();
  };
}
