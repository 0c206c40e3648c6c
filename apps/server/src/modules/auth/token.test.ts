import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerToken, hashToken, looksLikeToken, newToken } from './token.ts';

describe('tokens', () => {
  it('are 32 random bytes in base64url, and only their SHA-256 is kept', () => {
    const a = newToken();
    const b = newToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(hashToken(a.token)).toBe(a.hash);
    expect(looksLikeToken(a.token)).toBe(true);
  });

  it('reads the bearer scheme only', () => {
    expect(bearerToken(undefined)).toBeUndefined();
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(looksLikeToken("' OR 1=1 --")).toBe(false);
  });
});
