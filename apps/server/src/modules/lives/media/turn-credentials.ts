import { createHmac } from 'node:crypto';
import type { IceServer } from '@receptari/shared/lives/live-socket';

/** How long a TURN credential handed out with a join stays valid. */
export const TURN_TTL_S = 3600;

/**
 * A short-lived TURN credential in coturn's REST-API scheme (`use-auth-secret` with
 * `static-auth-secret`): the username is `<expiry unix seconds>:<userId>` and the password
 * base64(HMAC-SHA1(secret, username)). coturn recomputes it from the shared secret, so nothing is
 * stored, and a leaked one stops working at its expiry.
 */
export function turnCredential(secret: string, userId: number, nowMs = Date.now(), ttlS = TURN_TTL_S) {
  const username = `${Math.floor(nowMs / 1000) + ttlS}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/**
 * The ICE servers of one join: ICE_SERVERS as configured, plus TURN_URLS with a fresh credential
 * for this user when TURN_SECRET is set.
 */
export function iceServersFor(
  config: { ICE_SERVERS: IceServer[]; TURN_SECRET?: string | undefined; TURN_URLS: string[] },
  userId: number,
): IceServer[] {
  if (!config.TURN_SECRET || config.TURN_URLS.length === 0) return config.ICE_SERVERS;
  return [...config.ICE_SERVERS, { urls: config.TURN_URLS, ...turnCredential(config.TURN_SECRET, userId) }];
}
