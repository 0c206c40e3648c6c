import type { Redis } from 'ioredis';
import type { EventBus, EventLog } from './events/domain-events.ts';
import { createLocalEventBus } from './events/local-event-bus.ts';
import { createRedisEventBus } from './events/redis-event-bus.ts';

/*
 * Domain events: a service writes in a transaction (transactionWithEvents), adds what happened to
 * `pending`, and once the transaction has committed the events reach their subscribers (the
 * realtime handlers), in this process or, with REDIS_URL, on every instance. Nothing is pushed to a
 * socket from inside a transaction or a repository.
 */
export {
  type DomainEvents,
  type DomainEventType,
  domainEventSchemas,
  type EventBus,
  type EventHandler,
  type EventLog,
  type PendingEvents,
} from './events/domain-events.ts';
export { transactionWithEvents, type Tx } from './events/transaction-with-events.ts';

/** In-process, or through Redis pub/sub when the app has Redis (redis-event-bus.ts says what that implies). */
export function createEventBus(redis: Redis | null, log: EventLog): Promise<EventBus> {
  return redis ? createRedisEventBus(redis, log) : Promise.resolve(createLocalEventBus(log));
}
