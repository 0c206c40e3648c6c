import type { FastifyInstance } from 'fastify';
import { notificationsService } from '../modules/notifications/index.ts';
import { usersWithSocketsHere } from '../lib/socket-rooms.ts';

/**
 * A followed cook's new recipe or live (`followers.announced`, after its commit): every instance
 * writes and pushes the notices of the followers connected to it, in one statement; the others
 * find theirs at their next read (docs/decisions/0021). An instance that misses the event (down,
 * Redis away) loses only the push: its users' next read writes the notice.
 */
export function tellFollowersOnAnnouncement(app: FastifyInstance): () => void {
  return app.events.subscribe('followers.announced', ({ announcementId }) => {
    const here = usersWithSocketsHere(app.io);
    notificationsService
      .tellConnectedFollowers(app.db, app.events, announcementId, here)
      .catch((err: unknown) => app.log.warn({ err, announcementId }, 'connected followers not told'));
  });
}
