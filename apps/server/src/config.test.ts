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
