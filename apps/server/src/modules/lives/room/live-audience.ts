import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppLiveNamespace } from './live-namespace.ts';
import { liveRoom } from './live-rooms.ts';

/** Joins and leaves of one live within this window become one waitingRoomUpdate per instance. */
const THROTTLE_MS = 250;
/** A live's counter outlives its last change by this much at most (an instance that died keeps nobody in it forever). */
const AUDIENCE_TTL_S = 12 * 60 * 60;

/** Who a joined socket counts as: the chef, or a viewer (a user's tabs count once). */
export type AudienceMember = { userId: number; chef: boolean };
export type AudienceCount = { count: number; chefPresent: boolean };

/**
 * Who is in each live's room, as counters: per live, one entry per viewer (its open sockets) and
 * one for the chef. With REDIS_URL a hash per live in Redis (HINCRBY on join, a decrement that
 * drops the entry at zero on leave), so every instance reads the same count in one round trip;
 * without it, a map in this process. Each instance also remembers what it added, to take it back
 * when it closes; an instance that dies leaves its entries until the counter's TTL.
 */
export type LiveAudience = {
  joined(liveId: number, member: AudienceMember): Promise<void>;
  left(liveId: number, member: AudienceMember): Promise<void>;
  count(liveId: number): Promise<AudienceCount>;
  /** Whatever this instance added, taken back (the server is closing). */
  closeLocal(): Promise<void>;
};

const fieldOf = (member: AudienceMember) => (member.chef ? 'chef' : `u:${member.userId}`);
const keyOf = (liveId: number) => `live:${liveId}:audience`;

/** Decrements an entry and drops it at zero, atomically. */
const LEAVE_SCRIPT = `local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return n`;

export function createLiveAudience(redis: Redis | null): LiveAudience {
  // What this instance added: live -> field -> sockets.
  const local = new Map<number, Map<string, number>>();
  const add = (liveId: number, field: string, by: number) => {
    const fields = local.get(liveId) ?? new Map<string, number>();
    const n = (fields.get(field) ?? 0) + by;
    if (n > 0) fields.set(field, n);
    else fields.delete(field);
    if (fields.size > 0) local.set(liveId, fields);
    else local.delete(liveId);
  };

  if (!redis) {
    return {
      joined: async (liveId, member) => add(liveId, fieldOf(member), 1),
      left: async (liveId, member) => add(liveId, fieldOf(member), -1),
      async count(liveId) {
        const fields = local.get(liveId);
        const chefPresent = fields?.has('chef') ?? false;
        return { count: (fields?.size ?? 0) - (chefPresent ? 1 : 0), chefPresent };
      },
      closeLocal: async () => local.clear(),
    };
  }

  const decrement = (liveId: number, field: string) => redis.eval(LEAVE_SCRIPT, 1, keyOf(liveId), field);
  return {
    async joined(liveId, member) {
      const field = fieldOf(member);
      add(liveId, field, 1);
      await redis.multi().hincrby(keyOf(liveId), field, 1).expire(keyOf(liveId), AUDIENCE_TTL_S).exec();
    },
    async left(liveId, member) {
      const field = fieldOf(member);
      if (!local.get(liveId)?.has(field)) return;
      add(liveId, field, -1);
      await decrement(liveId, field);
    },
    async count(liveId) {
      const [entries, chef] = await Promise.all([
        redis.hlen(keyOf(liveId)),
        redis.hexists(keyOf(liveId), 'chef'),
      ]);
      return { count: Math.max(0, entries - chef), chefPresent: chef === 1 };
    },
    async closeLocal() {
      const work: Promise<unknown>[] = [];
      for (const [liveId, fields] of local)
        for (const [field, n] of fields) for (let i = 0; i < n; i++) work.push(decrement(liveId, field));
      local.clear();
      await Promise.allSettled(work);
    },
  };
}

/**
 * The waiting count (docs/product.md#live-room), and the live's viewer count, sent to the whole room
 * when someone joins or leaves: one counter read per live per window on this instance, never a listing
 * of the sockets.
 */
export function createRoomCountUpdates(
  nsp: AppLiveNamespace,
  audience: LiveAudience,
  log: FastifyBaseLogger,
) {
  const pending = new Set<number>();
  return function roomChanged(liveId: number, chefName: string) {
    if (pending.has(liveId)) return;
    pending.add(liveId);
    setTimeout(() => {
      pending.delete(liveId);
      audience.count(liveId).then(
        ({ count, chefPresent }) =>
          nsp.to(liveRoom(liveId)).emit('waitingRoomUpdate', { count, chefName, chefPresent }),
        (err: unknown) => log.warn({ err, liveId }, 'live room: the viewer count failed'),
      );
    }, THROTTLE_MS).unref();
  };
}
