import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAssignments } from '../../src/modules/lives/media/janus/live-assignments.ts';
import { createRecordingConverter } from '../../src/modules/lives/media/janus/live-recording.ts';
import { uniqueName } from '../helpers/build-test-app.ts';

/**
 * The forwarding server's pieces that need a real tool or service: the recording's conversion with
 * Debian's janus-pp-rec (a real Janus recording of the E2E's fake camera, 6 s), and the
 * live-to-host assignment in Redis as two instances share it.
 */
const log = pino({ level: 'silent' });
const fixtures = join(import.meta.dirname, '../fixtures/live-recording');
const ppRec = existsSync('/usr/bin/janus-pp-rec');
// As live-room-janus.test.ts: CI never lets a missing tool pass as a skipped suite.
if (!ppRec && process.env.REQUIRE_SERVICES === '1')
  throw new Error('REQUIRE_SERVICES=1 but janus-pp-rec is not installed (apt-get install janus-tools)');
const redisUrl = process.env.TEST_REDIS_URL;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function recordingDir() {
  const dir = mkdtempSync(join(tmpdir(), 'receptari-rec-'));
  dirs.push(dir);
  cpSync(fixtures, dir, { recursive: true });
  return dir;
}

describe.skipIf(!ppRec)('a live recording to WebM (skipped: janus-pp-rec is not installed)', () => {
  it('turns the newest recording of the live into a WebM', async () => {
    const dir = recordingDir();
    const convert = createRecordingConverter({ dir, log });
    const path = await convert(6);
    expect(path).toMatch(/live-6-1000(-video)?\.webm$/);
    // EBML: the first bytes of every WebM.
    expect(readFileSync(path!).subarray(0, 4).toString('hex')).toBe('1a45dfa3');
  });

  it('answers null when there is nothing, or the file is not a recording', async () => {
    const dir = recordingDir();
    const convert = createRecordingConverter({ dir, log });
    expect(await convert(7)).toBeNull();
    writeFileSync(join(dir, 'live-6-2000-video-1.mjr'), 'not a recording');
    expect(await convert(6)).toBeNull();
  });
});

describe.skipIf(!redisUrl)('the live-to-Janus assignment in Redis (runs only with TEST_REDIS_URL)', () => {
  it('is one choice for every instance, placed on the least loaded host and given back at the end', async () => {
    const prefix = `receptari-test:${uniqueName('media')}:`;
    const [a, b] = [new Redis(redisUrl!, { keyPrefix: prefix }), new Redis(redisUrl!, { keyPrefix: prefix })];
    try {
      const [onA, onB] = [redisAssignments(a), redisAssignments(b)];
      const hosts = ['http://janus-1/janus', 'http://janus-2/janus'];
      // Two instances asking at once for the same live agree.
      const [first, second] = await Promise.all([onA.assign(1, hosts), onB.assign(1, hosts)]);
      expect(first).toBe(second);
      // The next live goes to the other host.
      expect(await onB.assign(2, hosts)).not.toBe(first);
      await onA.setFeed(1, 1234);
      expect(await onB.current(1)).toEqual({ url: first, feed: 1234 });
      await onA.setFeed(1, null);
      expect(await onB.current(1)).toEqual({ url: first, feed: null });
      await Promise.all([onA.release(1), onB.release(1)]);
      expect(await onA.current(1)).toBeNull();
      expect(await a.hget('live-media:load', first)).toBe('0');
      await onA.release(2);
      // An assignment to a host no longer configured (left by a crash) is replaced.
      await a.hset('live-media:live:3', 'url', 'http://gone/janus', 'feed', '5');
      expect(await onB.assign(3, hosts)).not.toBe('http://gone/janus');
      expect(await onB.current(3)).toMatchObject({ feed: null });
      await onB.release(3);
    } finally {
      await a.del('live-media:load', 'live-media:live:1', 'live-media:live:2', 'live-media:live:3');
      a.disconnect();
      b.disconnect();
    }
  });
});
