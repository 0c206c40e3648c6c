import type { FastifyInstance } from 'fastify';
import { notificationEvents } from './notification-events.ts';
import { pushNotifications } from './push-notifications.ts';
import { pushShoppingListChanges } from './push-shopping-list.ts';
import { disconnectRevokedSockets } from './revoked-sessions.ts';
import { tellFollowersOnAnnouncement } from './tell-connected-followers.ts';
import { registerLiveRoom } from '../modules/lives/index.ts';

/**
 * Where socket event handlers live: what reacts to domain events by emitting to sockets, and (from
 * issue 15) what answers the events browsers emit. Wired once the bus and Socket.IO exist.
 */
export function registerRealtime(app: FastifyInstance): void {
  const unsubscribes = [
    pushNotifications(app.events, app.io),
    pushShoppingListChanges(app.events, app.io),
    disconnectRevokedSockets(app.events, app.io),
    tellFollowersOnAnnouncement(app),
  ];
  app.io.on('connection', notificationEvents(app));
  registerLiveRoom(app);
  app.addHook('onClose', async () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  });
}
