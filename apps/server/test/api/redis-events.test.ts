import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus, type DomainEvents, type EventBus, type EventLog } from '../../src/lib/events.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { Inbox } from '../helpers/inbox.ts';

type Created = DomainEvents['notification.created'];

const event = (message: string): Created => ({
  notificationId: 1,
  userId: 1,
  recipeId: null,
  type: 'like',
  triggeredBy: 2,
  message,
  createdAt: new Date().toISOString(),
});

describe.skipIf(!process.env.TEST_REDIS_URL)('the Redis event bus (runs only with TEST_REDIS_URL)', () => {
  let app: TestApp;
  let other: TestApp;
  const warnings = new Inbox<unknown>();
  const log: EventLog = { error: () => {}, warn: (obj: unknown) => warnings.push(obj) };
  let bus: EventBus;

  beforeAll(async () => {
    // Two apps on one Redis with different key prefixes, as buildTestApp gives every app its own.
    [app, other] = [await buildTestApp(), await buildTestApp()];
    bus = await createEventBus(app.redis, log);
  });
  afterAll(async () => {
    await bus.close();
    await Promise.all([app.dispose(), other.dispose()]);
  });

  it('drops what is not a known event off the channel, logs it, and delivers the next event', async () => {
    const heard = new Inbox<Created>();
    bus.subscribe('notification.created', heard.push);
    const channel = `${app.redis!.options.keyPrefix}events`;
    await app.redis!.publish(channel, 'not json');
    await app.redis!.publish(channel, JSON.stringify({ type: 'recipe.exploded', payload: {} }));
    await app.redis!.publish(
      channel,
      JSON.stringify({ type: 'notification.created', payload: { ...event('x'), userId: 'me' } }),
    );
    const valid = event('valid');
    await bus.publish('notification.created', valid);
    expect(await heard.until(1)).toEqual([valid]);
    expect(await warnings.until(3)).toHaveLength(3);
  });

  it('keeps apps with different key prefixes apart', async () => {
    const [here, there] = [new Inbox<Created>(), new Inbox<Created>()];
    app.events.subscribe('notification.created', here.push);
    other.events.subscribe('notification.created', there.push);
    await other.events.publish('notification.created', event('for other'));
    await app.events.publish('notification.created', event('for app'));
    // Had `other`'s event crossed over, it would have reached `app` before `app`'s own, published
    // after it. (`here` may also hear the previous test's last event, which went out on app's channel.)
    let heard = await here.until(1);
    while (!heard.some((e) => e.message === 'for app')) heard = await here.until(heard.length + 1);
    expect(heard.map((e) => e.message)).not.toContain('for other');
    expect((await there.until(1)).map((e) => e.message)).toEqual(['for other']);
  });
});
