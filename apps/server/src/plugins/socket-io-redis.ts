import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * A connection of the adapter's own. The adapter sends some commands without awaiting them
 * (publish, subscribe, unsubscribe); their failures are logged here instead of becoming unhandled
 * rejections that would end the process.
 */
function adapterClient(redis: Redis, log: FastifyBaseLogger): Redis {
  const client = redis.duplicate({ lazyConnect: true });
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, stream) => {
    command.promise.catch((err: unknown) =>
      log.warn({ err, command: command.name }, 'socket.io adapter: Redis command failed'),
    );
    return send(command, stream);
  };
  client.on('error', (err: unknown) => log.warn({ err }, 'socket.io adapter: Redis connection error'));
  return client;
}

/**
 * The Redis adapter, so rooms span every instance, on two duplicates of the app's connection
 * (one of them in subscriber mode). Both are connected before the adapter subscribes, so an
 * unreachable Redis stops the start instead of leaving a deaf instance.
 */
export async function redisAdapter(redis: Redis, log: FastifyBaseLogger) {
  const pub = adapterClient(redis, log);
  const sub = adapterClient(redis, log);
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
