import { describe, expect, it } from 'vitest';
import type { DomainEvents, EventLog } from './domain-events.ts';
import { createLocalEventBus } from './local-event-bus.ts';

const event: DomainEvents['notification.created'] = {
  notificationId: 7,
  userId: 1,
  recipeId: 3,
  type: 'comment',
  triggeredBy: 2,
  message: 'hola',
  createdAt: new Date(0).toISOString(),
};

function keepingLog() {
  const errors: unknown[] = [];
  const log: EventLog = { error: (obj: unknown) => void errors.push(obj), warn: () => {} };
  return { log, errors };
}

describe('the in-process event bus', () => {
  it('runs every handler even when one throws, and logs the failure', async () => {
    const { log, errors } = keepingLog();
    const bus = createLocalEventBus(log);
    const heard: unknown[] = [];
    bus.subscribe('notification.created', () => {
      throw new Error('broken');
    });
    bus.subscribe('notification.created', (payload) => void heard.push(payload));
    await bus.publish('notification.created', event);
    expect(heard).toEqual([event]);
    expect(errors).toEqual([expect.objectContaining({ event: 'notification.created' })]);
  });

  it('never waits on a slow handler before starting the next', async () => {
    const bus = createLocalEventBus(keepingLog().log);
    const started: string[] = [];
    bus.subscribe('notification.created', () => {
      started.push('slow');
      return new Promise<void>(() => {});
    });
    bus.subscribe('notification.created', () => void started.push('next'));
    await bus.publish('notification.created', event);
    expect(started).toEqual(['slow', 'next']);
  });

  it('unsubscribes one subscription at a time, even of the same function, and drops all on close', async () => {
    const bus = createLocalEventBus(keepingLog().log);
    let calls = 0;
    const handler = () => void calls++;
    const stop = bus.subscribe('notification.created', handler);
    bus.subscribe('notification.created', handler);
    stop();
    await bus.publish('notification.created', event);
    expect(calls).toBe(1);
    await bus.close();
    await bus.publish('notification.created', event);
    expect(calls).toBe(1);
  });
});
