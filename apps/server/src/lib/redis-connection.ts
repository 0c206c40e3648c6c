import type { Redis } from 'ioredis';

type WarnLog = { warn(obj: object, msg: string): void };

/**
 * A connection of a component's own (`what` names it in the log), duplicated from the app's. Some
 * commands are sent on it without anybody awaiting them: ioredis' own resubscription after a
 * reconnect, the socket.io adapter's publish and (un)subscribe. Were Redis to drop the connection
 * before their reply, they would reject with nobody listening, an unhandled rejection that ends
 * the process; here each failure is logged instead, and the caller that awaits still gets it.
 */
export function ownRedisConnection(redis: Redis, log: WarnLog, what: string, lazyConnect = false): Redis {
  const client = redis.duplicate({ lazyConnect });
  const send = client.sendCommand.bind(client);
  client.sendCommand = (command, stream) => {
    command.promise.catch((err: unknown) => {
      // ioredis' CLIENT SETINFO at each connect, which Redis before 7.2 refuses and ioredis ignores.
      if (command.name === 'client') return;
      log.warn({ err, command: command.name }, `${what}: Redis command failed`);
    });
    return send(command, stream);
  };
  client.on('error', (err: unknown) => log.warn({ err }, `${what}: Redis connection error`));
  return client;
}
