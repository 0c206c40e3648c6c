import type { EventBus } from '../lib/events.ts';
import type { AppIo } from '../plugins/socket-io.ts';

/**
 * A socket that signed in with a token revoked since (a password change, an account deleted by an
 * admin, on any instance) is disconnected: it would otherwise stay in its user's room and go on
 * receiving their notifications. Each instance closes its own sockets (`io.local`), as every instance hears the event.
 */
export function disconnectRevokedSockets(bus: EventBus, io: AppIo): () => void {
  return bus.subscribe('sessions.revoked', async ({ tokenHashes }) => {
    const revoked = new Set(tokenHashes);
    for (const socket of await io.local.fetchSockets()) {
      if (socket.data.tokenHash && revoked.has(socket.data.tokenHash)) socket.disconnect(true);
    }
  });
}
