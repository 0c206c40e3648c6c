import { tr } from '@receptari/shared/i18n/tr/core';
import type { FastifyInstance } from 'fastify';
import type { SocketData } from '../lib/app-socket.ts';
import { refusal } from '../lib/socket-refusal.ts';
import { type Session, sessionForToken } from './auth.ts';

/**
 * The handshake middleware: no token connects anonymously; a token that is malformed, unknown or
 * revoked is refused, as the HTTP API answers 401 to it. Identity comes from `auth.token` only,
 * never from the query string, which any page can set.
 */
export function authenticateHandshake(app: FastifyInstance) {
  // Any namespace's socket: the notifications' and the live rooms'.
  return async (
    socket: { handshake: { auth: Record<string, unknown> }; data: Partial<SocketData> },
    next: (err?: Error) => void,
  ) => {
    const token: unknown = socket.handshake.auth.token;
    if (token === undefined || token === null) {
      socket.data.user = null;
      return next();
    }
    let session: Session | null;
    try {
      session = typeof token === 'string' ? await sessionForToken(app, token) : null;
    } catch (err) {
      app.log.error({ err }, 'socket handshake: the token could not be checked');
      return next(refusal(tr.errors.internal, 'internal'));
    }
    if (!session) return next(refusal(tr.auth.unauthorized, 'unauthorized'));
    const { id, name, role } = session.user;
    socket.data.user = { id, name, role };
    socket.data.tokenHash = session.tokenHash;
    next();
  };
}
