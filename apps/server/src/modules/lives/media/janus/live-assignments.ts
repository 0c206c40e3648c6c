import type { Redis } from 'ioredis';

/** Which media server carries a live, and the chef's published feed there once it is on the air. */
export type LiveAssignment = { url: string; feed: number | null };

/**
 * The live-to-media-server assignment, shared by every instance: a chef on instance A and viewers
 * on instance B must meet on the same Janus and the same feed. In Redis when there is one (every
 * instance reads it), in memory otherwise (one instance).
 */
export interface LiveAssignments {
  /**
   * The live's host, choosing the least loaded of `urls` (fewest lives) the first time, or when the
   * one it had is not among `urls` any more.
   */
  assign(liveId: number, urls: readonly string[]): Promise<string>;
  current(liveId: number): Promise<LiveAssignment | null>;
  /** The chef's feed id in the live's room (null: not published, or lost with a restart). */
  setFeed(liveId: number, feed: number | null): Promise<void>;
  /** The live is over: its host carries one live fewer. */
  release(liveId: number): Promise<void>;
}

/** The least loaded of `urls`, the first listed on a tie. */
export function leastLoaded(urls: readonly string[], load: (url: string) => number): string {
  let best = urls[0]!;
  for (const url of urls) if (load(url) < load(best)) best = url;
  return best;
}

export function memoryAssignments(): LiveAssignments {
  const lives = new Map<number, LiveAssignment>();
  const load = new Map<string, number>();
  return {
    async assign(liveId, urls) {
      const known = lives.get(liveId);
      if (known && urls.includes(known.url)) return known.url;
      const url = leastLoaded(urls, (u) => load.get(u) ?? 0);
      lives.set(liveId, { url, feed: null });
      load.set(url, (load.get(url) ?? 0) + 1);
      return url;
    },
    async current(liveId) {
      return lives.get(liveId) ?? null;
    },
    async setFeed(liveId, feed) {
      const known = lives.get(liveId);
      if (known) known.feed = feed;
    },
    async release(liveId) {
      const known = lives.get(liveId);
      if (!known) return;
      lives.delete(liveId);
      load.set(known.url, Math.max(0, (load.get(known.url) ?? 1) - 1));
    },
  };
}

/** A live's assignment expires a day after it was made, whatever happens to the instances. */
const ASSIGNMENT_TTL_S = 24 * 3600;

/**
 * Keys (under the client's prefix): `live-media:live:<id>` a hash {url, feed}, and
 * `live-media:load` a hash url -> lives. HSETNX makes one instance's choice win a race; only the
 * winner counts the load, and only the instance whose DEL removed the key gives it back.
 */
const DROP_IF_URL = `if redis.call('HGET', KEYS[1], 'url') == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function redisAssignments(redis: Redis): LiveAssignments {
  const key = (liveId: number) => `live-media:live:${liveId}`;
  const LOAD = 'live-media:load';
  return {
    async assign(liveId, urls) {
      const known = await redis.hget(key(liveId), 'url');
      if (known && urls.includes(known)) return known;
      // A host no longer configured (a crash left the assignment, the hosts changed): replaced, by
      // whichever instance removes it first.
      if (known) await redis.eval(DROP_IF_URL, 1, key(liveId), known);
      const loads = await redis.hmget(LOAD, ...urls);
      const url = leastLoaded(urls, (u) => Number(loads[urls.indexOf(u)] ?? 0));
      if ((await redis.hsetnx(key(liveId), 'url', url)) === 1) {
        await redis.multi().expire(key(liveId), ASSIGNMENT_TTL_S).hincrby(LOAD, url, 1).exec();
        return url;
      }
      return (await redis.hget(key(liveId), 'url')) ?? url;
    },
    async current(liveId) {
      const [url, feed] = await redis.hmget(key(liveId), 'url', 'feed');
      if (!url) return null;
      return { url, feed: feed ? Number(feed) : null };
    },
    async setFeed(liveId, feed) {
      if (feed === null) await redis.hdel(key(liveId), 'feed');
      else await redis.hset(key(liveId), 'feed', String(feed));
    },
    async release(liveId) {
      const url = await redis.hget(key(liveId), 'url');
      if (url && (await redis.del(key(liveId))) === 1) {
        const left = await redis.hincrby(LOAD, url, -1);
        if (left < 0) await redis.hset(LOAD, url, '0');
      }
    },
  };
}
