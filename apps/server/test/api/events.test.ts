import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/db/schema/index.ts';
import {
  createEventBus,
  type DomainEvents,
  type EventLog,
  transactionWithEvents,
} from '../../src/lib/events.ts';
import { notify, type NewNotification } from '../../src/modules/notifications/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { Inbox } from '../helpers/inbox.ts';

type Created = DomainEvents['notification.created'];

/** An event with no row behind it, published directly to mark a point in the stream. */
const marker: Created = {
  notificationId: 0,
  userId: 0,
  recipeId: null,
  type: 'like',
  triggeredBy: null,
  message: 'marker',
  createdAt: new Date(0).toISOString(),
};

/** A logger that keeps what it is told, so a test can wait for the log line of a failure. */
function keepingLog() {
  const errors = new Inbox<unknown>();
  const warnings = new Inbox<unknown>();
  const log: EventLog = {
    error: (obj: unknown) => errors.push(obj),
    warn: (obj: unknown) => warnings.push(obj),
  };
  return { log, errors, warnings };
}

// In-process bus on PGlite; the Redis bus when TEST_REDIS_URL is set (the PostgreSQL + Redis run).
describe('domain events published after commit', () => {
  let app: TestApp;
  let notice: (message: string) => NewNotification;

  beforeAll(async () => {
    app = await buildTestApp();
    const [recipient, actor] = [await registerUser(app), await registerUser(app)];
    notice = (message) => ({
      userId: recipient.user.id,
      recipeId: null,
      type: 'review',
      triggeredBy: actor.user.id,
      message,
    });
  });
  afterAll(() => app.dispose());

  const rowsWithId = (id: number) => app.db.select().from(notifications).where(eq(notifications.id, id));

  it('delivers the event once its transaction has committed, when its row is readable', async () => {
    const heard = new Inbox<Created>();
    const checked = new Inbox<{ event: Created; rows: number }>();
    const stops = [
      app.events.subscribe('notification.created', heard.push),
      // Outside the transaction: on PostgreSQL an uncommitted row would be invisible here.
      app.events.subscribe('notification.created', async (event) => {
        if (event.message === 'marker') return;
        checked.push({ event, rows: (await rowsWithId(event.notificationId)).length });
      }),
    ];
    try {
      const created = await transactionWithEvents(app.db, app.events, async (tx, pending) => {
        const row = await notify(tx, pending, notice('committed'));
        // Published straight away, transaction or not. Events keep their order, so once the marker
        // has arrived, an event that notify had let out would have arrived before it.
        await app.events.publish('notification.created', marker);
        expect(await heard.until(1)).toEqual([marker]);
        return row!;
      });
      const [{ event, rows }] = (await checked.until(1)) as [{ event: Created; rows: number }];
      expect(rows).toBe(1);
      expect(event).toEqual({
        notificationId: created.id,
        userId: created.user_id,
        recipeId: null,
        type: 'review',
        triggeredBy: created.triggered_by,
        message: 'committed',
        createdAt: created.created_at,
      });
      expect(heard.items).toEqual([marker, event]);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('publishes nothing when the transaction rolls back, and leaves no row', async () => {
    const heard = new Inbox<Created>();
    const stop = app.events.subscribe('notification.created', heard.push);
    try {
      let rolledBackId = 0;
      const failing = transactionWithEvents(app.db, app.events, async (tx, pending) => {
        rolledBackId = (await notify(tx, pending, notice('rolled back')))!.id;
        throw new Error('the service changed its mind');
      });
      await expect(failing).rejects.toThrow('the service changed its mind');
      expect(await rowsWithId(rolledBackId)).toEqual([]);

      // Events arrive in the order they are published: had the first gone out, it would come first.
      await transactionWithEvents(app.db, app.events, (tx, pending) => notify(tx, pending, notice('later')));
      const [first] = await heard.until(1);
      expect(first?.message).toBe('later');
    } finally {
      stop();
    }
  });

  it('runs every handler even when one throws and another rejects, and logs both', async () => {
    const { log, errors } = keepingLog();
    const bus = await createEventBus(app.redis, log);
    const heard = new Inbox<Created>();
    bus.subscribe('notification.created', () => {
      throw new Error('a broken handler');
    });
    bus.subscribe('notification.created', async () => Promise.reject(new Error('a failing handler')));
    bus.subscribe('notification.created', heard.push);
    try {
      await transactionWithEvents(app.db, bus, (tx, pending) => notify(tx, pending, notice('for all')));
      expect((await heard.until(1))[0]?.message).toBe('for all');
      expect(await errors.until(2)).toHaveLength(2);
    } finally {
      await bus.close();
    }
  });

  it('stops delivering to a handler once it unsubscribes', async () => {
    const [gone, staying] = [new Inbox<Created>(), new Inbox<Created>()];
    const stopGone = app.events.subscribe('notification.created', gone.push);
    const stopStaying = app.events.subscribe('notification.created', staying.push);
    stopGone();
    try {
      await transactionWithEvents(app.db, app.events, (tx, pending) => notify(tx, pending, notice('after')));
      await staying.until(1);
      expect(gone.items).toEqual([]);
    } finally {
      stopStaying();
    }
  });

  it('refuses events added after the transaction, and a transaction inside another', async () => {
    let late: (() => void) | undefined;
    await transactionWithEvents(app.db, app.events, async (_tx, pending) => {
      late = () => pending.add('notification.created', {} as Created);
    });
    expect(late).toThrow(/after its transaction ended/);
    const nested = app.db.transaction((tx) => transactionWithEvents(tx, app.events, async () => 1));
    await expect(nested).rejects.toThrow(/already inside a transaction/);
  });

  it('writes nothing and publishes nothing when someone would be notified of their own action', async () => {
    const heard = new Inbox<Created>();
    const stop = app.events.subscribe('notification.created', heard.push);
    try {
      const own = { ...notice('own'), triggeredBy: notice('own').userId };
      const answer = await transactionWithEvents(app.db, app.events, (tx, pending) =>
        notify(tx, pending, own),
      );
      expect(answer).toBeNull();
      expect(await app.db.select().from(notifications).where(eq(notifications.message, 'own'))).toEqual([]);
      await transactionWithEvents(app.db, app.events, (tx, pending) => notify(tx, pending, notice('next')));
      expect((await heard.until(1))[0]?.message).toBe('next');
    } finally {
      stop();
    }
  });
});
