import type { EventBus, EventLog } from './domain-events.ts';
import { createHandlerRegistry } from './handler-registry.ts';

/** One process (no REDIS_URL): an event reaches this process's subscribers, and nobody else exists. */
export function createLocalEventBus(log: EventLog): EventBus {
  const registry = createHandlerRegistry(log);
  return {
    async publish(type, payload) {
      registry.dispatch(type, payload);
    },
    subscribe: registry.add,
    async close() {
      registry.clear();
    },
  };
}
