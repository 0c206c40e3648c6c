import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { leastLoaded, memoryAssignments } from './janus/live-assignments.ts';
import { chooseLiveMedia } from './live-media.ts';

const installed = () => '/usr/bin/janus';
const missing = () => null;

describe('LIVE_MEDIA', () => {
  it('defaults to auto: Janus run by the server when installed, else the mesh with the reason', () => {
    const config = loadConfig({});
    expect(config.LIVE_MEDIA).toBe('auto');
    expect(chooseLiveMedia(config, installed)).toEqual({ kind: 'supervised', binary: '/usr/bin/janus' });
    const mesh = chooseLiveMedia(config, missing);
    expect(mesh.kind).toBe('mesh');
    expect(mesh).toMatchObject({ why: expect.stringContaining('no janus binary') });
  });

  it('takes external hosts from JANUS_URLS, else JANUS_URL, before any binary', () => {
    const one = loadConfig({ JANUS_URL: 'http://10.0.0.5:8088/janus/' });
    expect(chooseLiveMedia(one, installed)).toEqual({ kind: 'janus', hosts: ['http://10.0.0.5:8088/janus'] });
    const many = loadConfig({
      LIVE_MEDIA: 'janus',
      JANUS_URL: 'http://10.0.0.5:8088/janus',
      JANUS_URLS: ' http://10.0.0.6:8088/janus , http://10.0.0.7:8088/janus,',
    });
    expect(chooseLiveMedia(many, missing)).toEqual({
      kind: 'janus',
      hosts: ['http://10.0.0.6:8088/janus', 'http://10.0.0.7:8088/janus'],
    });
  });

  it('mesh is the mesh; janus without Janus stops the start with the command to run', () => {
    expect(chooseLiveMedia(loadConfig({ LIVE_MEDIA: 'mesh' }), installed).kind).toBe('mesh');
    expect(() => chooseLiveMedia(loadConfig({ LIVE_MEDIA: 'janus' }), missing)).toThrow(
      /apt-get install janus/,
    );
  });

  it('refuses bad values with the setting named', () => {
    expect(() => loadConfig({ LIVE_MEDIA: 'sfu' })).toThrow(/LIVE_MEDIA/);
    expect(() => loadConfig({ JANUS_URLS: 'http://a:1/janus,not a url' })).toThrow(/JANUS_URLS/);
    expect(() => loadConfig({ TURN_URLS: 'stun:x.org' })).toThrow(/TURN_URLS/);
    expect(() => loadConfig({ TURN_SECRET: 'short' })).toThrow(/TURN_SECRET/);
  });
});

describe('placing lives on Janus hosts', () => {
  it('picks the least loaded host, the first on a tie', () => {
    const load: Record<string, number> = { a: 2, b: 1, c: 1 };
    expect(leastLoaded(['a', 'b', 'c'], (u) => load[u]!)).toBe('b');
  });

  it('keeps a live on its host, spreads new ones and gives the load back at the end', async () => {
    const store = memoryAssignments();
    const hosts = ['http://a/janus', 'http://b/janus'];
    expect(await store.assign(1, hosts)).toBe(hosts[0]);
    expect(await store.assign(2, hosts)).toBe(hosts[1]);
    expect(await store.assign(1, hosts)).toBe(hosts[0]);
    await store.setFeed(1, 99);
    expect(await store.current(1)).toEqual({ url: hosts[0], feed: 99 });
    await store.release(1);
    expect(await store.current(1)).toBeNull();
    expect(await store.assign(3, hosts)).toBe(hosts[0]);
    // Its host gone from the configuration: placed again on one that is there.
    expect(await store.assign(3, ['http://c/janus'])).toBe('http://c/janus');
  });
});
