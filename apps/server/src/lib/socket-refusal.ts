import type { ConnectErrorData } from '@receptari/shared/events';
import type { LiveConnectErrorData } from '@receptari/shared/lives/live-socket';

/**
 * A handshake middleware's refusal, as the client's `connect_error` carries it: the Catalan
 * message and a machine-readable code. Shared by the socket plugin (the token) and the live
 * namespace (the live).
 */
export const refusal = (message: string, code: ConnectErrorData['code'] | LiveConnectErrorData['code']) =>
  Object.assign(new Error(message), { data: { code } satisfies ConnectErrorData | LiveConnectErrorData });
