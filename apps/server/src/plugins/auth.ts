import type { FastifyInstance } from 'fastify';
import { tr } from '@receptari/shared/i18n/tr/core';
import { AppError } from '../lib/app-error.ts';
import {
  bearerToken,
  findUserByTokenHash,
  hashToken,
  looksLikeToken,
  type UserRow,
} from '../modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who sent the request, from the bearer token only; null when no token was sent. */
    auth: Session | null;
  }
  interface FastifyContextConfig {
    /** Routes that ignore any token sent (login, register, health). */
    public?: boolean;
  }
}

export type Session = { user: UserRow; tokenHash: string };

/**
 * The session a raw bearer token opens: the user (from the session cache, else the database),
 * or null when the token is malformed, unknown or revoked. HTTP requests and socket handshakes
 * both authenticate through here.
 */
export async function sessionForToken(app: FastifyInstance, token: string): Promise<Session | null> {
  if (!looksLikeToken(token)) return null;
  const tokenHash = hashToken(token);
  const user = await app.caches.sessions.get(tokenHash, () => findUserByTokenHash(app.db, tokenHash));
  if (!user) {
    app.caches.sessions.delete(tokenHash); // only known tokens are kept
    return null;
  }
  return { user, tokenHash };
}

/**
 * Reads the bearer token on every API request. No token: anonymous. A token
 * that is malformed, unknown or revoked: 401, whatever the route.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  // Tokens revoked by any instance (a password change, a deleted account) stop working here at
  // once, and a changed user (a new role) is read afresh, not after the cache's lifetime. The bus
  // delivers to the writing instance too, which already dropped them.
  const drop = ({ tokenHashes }: { tokenHashes: string[] }) => {
    for (const tokenHash of tokenHashes) app.caches.sessions.delete(tokenHash);
  };
  const unsubscribe = [
    app.events.subscribe('sessions.revoked', drop),
    app.events.subscribe('sessions.changed', drop),
  ];
  app.addHook('onClose', async () => unsubscribe.forEach((stop) => stop()));
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const token = bearerToken(request.headers.authorization);
    if (token === undefined) return;
    const session = token ? await sessionForToken(app, token) : null;
    if (!session) throw AppError.unauthorized('unauthorized', tr.auth.unauthorized);
    request.auth = session;
  });
}
