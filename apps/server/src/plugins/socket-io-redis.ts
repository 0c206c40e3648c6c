import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { ownRedisConnection } from '../lib/redis-connection.ts';

/**
 * The Redis adapter, so rooms span every instance, on two duplicates of the app's connection
 * (one of them in subscriber mode). Both are connected before the adapter subscribes, so an
 * unreachable Redis stops the start instead of leaving a deaf instance.
 */
export async function redisAdapter(redis: Redis, log: FastifyBaseLogger) {
  const pub = ownRedisConnection(redis, log, 'socket.io adapter', true);
  const sub = ownRedisConnection(redis, log, 'socket.io adapter', true);
  try {
    await Promise.all([pub.connect(), sub.connect()]);
  } catch (err) {
    pub.disconnect();
    sub.disconnect();
    throw err;
  }
  // Channel names take no keyPrefix: the same prefix keeps apps sharing one Redis apart.
  const adapter = createAdapter(pub, sub, { key: `${redis.options.keyPrefix ?? ''}socket.io` });
  return {
    adapter,
    /** After io.close(), whose unsubscribes then go out before QUIT on the same connections. */
    async close() {
      await Promise.all([pub, sub].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
