import { LIVE_NAMESPACE } from '@receptari/shared/lives/live-socket';
import type { EventBus } from '../lib/events.ts';
import type { AppIo } from '../lib/app-socket.ts';

/**
 * A socket that signed in with a token revoked since (a password change, an account deleted by an
 * admin, on any instance) is disconnected: it would otherwise stay in its user's room and go on
 * receiving their notifications (or sit in a live room). Each instance closes its own sockets (`io.local`), as every instance hears the event.
 */
export function disconnectRevokedSockets(bus: EventBus, io: AppIo): () => void {
  return bus.subscribe('sessions.revoked', async ({ tokenHashes }) => {
    const revoked = new Set(tokenHashes);
    const sockets = [
      ...(await io.local.fetchSockets()),
      ...(await io.of(LIVE_NAMESPACE).local.fetchSockets()),
    ];
    for (const socket of sockets) {
      if (socket.data.tokenHash && revoked.has(socket.data.tokenHash)) socket.disconnect(true);
    }
  });
}
