import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './turn-credentials.ts';

describe('TURN credentials (coturn REST-API shared secret)', () => {
  const secret = 'a-long-shared-secret-for-coturn';
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);

  it('names the expiry and the user, and signs them with HMAC-SHA1 in base64', () => {
    const { username, credential } = turnCredential(secret, 42, now);
    expect(username).toBe(`${now / 1000 + 3600}:42`);
    // The value coturn computes from static-auth-secret for this username.
    expect(credential).toBe(createHmac('sha1', secret).update(username).digest('base64'));
    expect(Buffer.from(credential, 'base64')).toHaveLength(20);
  });

  it('changes with the user, the time and the secret', () => {
    const one = turnCredential(secret, 42, now).credential;
    expect(turnCredential(secret, 43, now).credential).not.toBe(one);
    expect(turnCredential(secret, 42, now + 1000).credential).not.toBe(one);
    expect(turnCredential(`${secret}x`, 42, now).credential).not.toBe(one);
  });

  it('joins ICE_SERVERS with a TURN entry only when both TURN_SECRET and TURN_URLS are set', () => {
    const stun = [{ urls: 'stun:stun.example.org:3478' }];
    const urls = ['turn:turn.example.org:3478', 'turns:turn.example.org:443?transport=tcp'];
    expect(iceServersFor({ ICE_SERVERS: stun, TURN_URLS: urls }, 7)).toEqual(stun);
    expect(iceServersFor({ ICE_SERVERS: stun, TURN_SECRET: secret, TURN_URLS: [] }, 7)).toEqual(stun);
    const servers = iceServersFor({ ICE_SERVERS: stun, TURN_SECRET: secret, TURN_URLS: urls }, 7);
    expect(servers).toHaveLength(2);
    expect(servers[1]).toMatchObject({ urls, username: expect.stringMatching(/^\d+:7$/) });
  });
});
