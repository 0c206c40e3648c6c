import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the ICE_SERVERS setting', () => {
  it('is none by default, and reads STUN and TURN servers with credentials from JSON', () => {
    expect(loadConfig({}).ICE_SERVERS).toEqual([]);
    expect(loadConfig({ ICE_SERVERS: '  ' }).ICE_SERVERS).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      {
        urls: ['turn:turn.example.org:3478', 'turns:turn.example.org:443?transport=tcp'],
        username: 'u',
        credential: 'p',
      },
    ];
    expect(loadConfig({ ICE_SERVERS: JSON.stringify(servers) }).ICE_SERVERS).toEqual(servers);
  });

  it('stops the start with the setting named when it is not a list of servers', () => {
    for (const bad of ['stun:stun.example.org', '{"urls":"stun:x"}', '[{"url":"stun:x"}]', '[{"urls":[]}]']) {
      expect(() => loadConfig({ ICE_SERVERS: bad })).toThrow(/ICE_SERVERS/);
    }
  });
});

describe('the IMPORT_ALLOW_PRIVATE setting', () => {
  it('is off by default; 1 or true opens the private ranges; a list opens only its addresses and CIDRs', () => {
    for (const off of [undefined, '', '0', 'false'])
      expect(loadConfig({ IMPORT_ALLOW_PRIVATE: off }).IMPORT_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ IMPORT_ALLOW_PRIVATE: '1' }).IMPORT_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({ IMPORT_ALLOW_PRIVATE: 'true' }).IMPORT_ALLOW_PRIVATE).toBe(true);
    expect(
      loadConfig({ IMPORT_ALLOW_PRIVATE: '192.168.1.20, 10.1.0.0/16,fd00::/8' }).IMPORT_ALLOW_PRIVATE,
    ).toEqual(['192.168.1.20', '10.1.0.0/16', 'fd00::/8']);
  });

  it('stops the start with the setting named when an entry is neither an address nor a CIDR', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'intranet.local', '127.0.0.1,nope'])
      expect(() => loadConfig({ IMPORT_ALLOW_PRIVATE: bad })).toThrow(/IMPORT_ALLOW_PRIVATE/);
  });
});

describe('the MEDIA_REVIEW setting', () => {
  it('is after by default (docs/decisions/0020) and takes only before or after', () => {
    expect(loadConfig({}).MEDIA_REVIEW).toBe('after');
    expect(loadConfig({ MEDIA_REVIEW: 'before' }).MEDIA_REVIEW).toBe('before');
    expect(() => loadConfig({ MEDIA_REVIEW: 'never' })).toThrow(/MEDIA_REVIEW/);
  });
});

describe('the REDIS_KEY_PREFIX setting', () => {
  it('is receptari: by default and takes a short name of letters, digits and : . _ -', () => {
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('receptari:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:' }).REDIS_KEY_PREFIX).toBe('staging:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: '' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
