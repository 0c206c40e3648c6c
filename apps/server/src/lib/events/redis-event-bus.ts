import type { Redis } from 'ioredis';
import { z } from 'zod';
import {
  type DomainEvents,
  type DomainEventType,
  domainEventSchemas,
  type EventBus,
  type EventLog,
} from './domain-events.ts';
import { ownRedisConnection } from '../redis-connection.ts';
import { createHandlerRegistry } from './handler-registry.ts';

const envelopeSchema = z.object({ type: z.string(), payload: z.unknown() });

const isEventType = (type: string): type is DomainEventType => Object.hasOwn(domainEventSchemas, type);

/** An event as it comes off Redis, or undefined when it is not one this build knows (an older or newer instance). */
export function parseEvent(
  message: string,
): { type: DomainEventType; payload: DomainEvents[DomainEventType] } | undefined {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return undefined;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success || !isEventType(envelope.data.type)) return undefined;
  const { type } = envelope.data;
  const payload = domainEventSchemas[type].safeParse(envelope.data.payload);
  return payload.success ? { type, payload: payload.data } : undefined;
}

/**
 * With REDIS_URL: every event goes through one Redis channel, and every instance, the publisher
 * included, receives it exactly once through its own subscription. Subscribers therefore run on
 * every instance: they are for fan-out to that instance's own sockets (`io.local`); work that must
 * happen once belongs in the service's transaction. Resolves once the subscription is active, so
 * an app that has started misses no event published after.
 */
export async function createRedisEventBus(redis: Redis, log: EventLog): Promise<EventBus> {
  // ioredis' keyPrefix does not apply to channel names: the same prefix keeps apps sharing one Redis apart.
  const channel = `${redis.options.keyPrefix ?? ''}events`;
  const registry = createHandlerRegistry(log);
  // A connection in subscriber mode can run no other command, hence one of its own.
  const subscriber = ownRedisConnection(redis, log, 'event subscriber');
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const event = parseEvent(message);
    if (event) registry.dispatch(event.type, event.payload);
    else log.warn({ channel }, 'event dropped: not a known event');
  });
  try {
    await subscriber.subscribe(channel);
  } catch (err) {
    subscriber.disconnect();
    // A deaf instance would miss every event without a sign: better not to start.
    throw new Error(`event bus: could not subscribe on Redis (${String(err)})`, { cause: err });
  }

  return {
    async publish(type, payload) {
      try {
        await redis.publish(channel, JSON.stringify({ type, payload }));
      } catch (err) {
        log.error({ err, event: type }, 'event not published');
      }
    },
    subscribe: registry.add,
    async close() {
      registry.clear();
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
