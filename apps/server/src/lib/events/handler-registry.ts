import type { DomainEvents, DomainEventType, EventHandler, EventLog } from './domain-events.ts';

type AnyHandler = (payload: DomainEvents[DomainEventType]) => void | Promise<void>;

export type HandlerRegistry = {
  add<Type extends DomainEventType>(type: Type, handler: EventHandler<Type>): () => void;
  /** Starts every handler of `type` and waits for none of them. */
  dispatch<Type extends DomainEventType>(type: Type, payload: DomainEvents[Type]): void;
  clear(): void;
};

/** The subscribers of one bus, by event type; shared by the in-process and the Redis bus. */
export function createHandlerRegistry(log: EventLog): HandlerRegistry {
  // One entry object per subscription, so the same function subscribed twice unsubscribes once.
  const byType = new Map<DomainEventType, Set<{ handler: AnyHandler }>>();

  // Each handler runs on its own: one that throws, rejects or hangs never holds up the others.
  async function run(type: DomainEventType, handler: AnyHandler, payload: DomainEvents[DomainEventType]) {
    try {
      await handler(payload);
    } catch (err) {
      log.error({ err, event: type }, 'event handler failed');
    }
  }

  return {
    add(type, handler) {
      const entries = byType.get(type) ?? new Set();
      byType.set(type, entries);
      // Sound: dispatch looks handlers up by the same type, so each only ever gets its own payload.
      const entry = { handler: handler as AnyHandler };
      entries.add(entry);
      return () => {
        entries.delete(entry);
      };
    },
    dispatch(type, payload) {
      for (const { handler } of [...(byType.get(type) ?? [])]) void run(type, handler, payload);
    },
    clear() {
      byType.clear();
    },
  };
}
