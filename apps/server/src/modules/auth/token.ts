import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes for the client, only its SHA-256 kept. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** base64url of 32 bytes is 43 characters; anything else is malformed. */
export const looksLikeToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

export function bearerToken(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
