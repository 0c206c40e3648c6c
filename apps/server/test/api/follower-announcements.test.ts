import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followerAnnouncements,
  follows,
  notifications,
  notificationSettings,
  users,
} from '../../src/db/schema/index.ts';
import { type DomainEvents, type EventBus, transactionWithEvents } from '../../src/lib/events.ts';
import { createLocalEventBus } from '../../src/lib/events/local-event-bus.ts';
import { announce, startAnnouncer } from '../../src/modules/follows/announcements.service.ts';
import { toldAll } from '../helpers/announcements.ts';
import { uniqueName } from '../helpers/build-test-app.ts';
import { Inbox } from '../helpers/inbox.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

/*
 * The tellers of docs/product.md#following on their own database, with no app (whose own teller
 * would take the work): small batches, two tellers at once, and an announcement a stopped instance
 * left half told.
 */
let t: TestDatabase;
let catalog: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestDatabase();
  catalog = await makeCatalog(t.db);
});
afterAll(() => t.close());

const quiet = { error: () => {}, warn: () => {} };
const neverSweep = { sweepMs: 3_600_000 };

/** A cook with `count` followers, followed in order (the first follow has the smallest id). */
async function cookWithFollowers(count: number) {
  const name = uniqueName('cook');
  const [cook] = await t.db
    .insert(users)
    .values({ name, email: `${name}@example.cat` })
    .returning({ id: users.id });
  const fans =
    count === 0
      ? []
      : await t.db
          .insert(users)
          .values(
            Array.from({ length: count }, (_, i) => ({
              name: `${name}_${i}`,
              email: `${name}_${i}@example.cat`,
            })),
          )
          .returning({ id: users.id });
  const followRows = [];
  for (const fan of fans) {
    const [row] = await t.db
      .insert(follows)
      .values({ followerId: fan.id, followedId: cook!.id })
      .returning({ id: follows.id });
    followRows.push(row!.id);
  }
  const recipeId = await makeRecipe(t.db, cook!.id, catalog);
  return { cookId: cook!.id, fans: fans.map((f) => f.id), followIds: followRows, recipeId };
}

/** The announcement of `recipeId`, written as the publishing transaction writes it. */
const announceOn = (bus: EventBus, world: { cookId: number; recipeId: number }) =>
  transactionWithEvents(t.db, bus, (tx, pending) =>
    announce(tx, pending, {
      type: 'followed_recipe',
      subjectId: world.recipeId,
      cookId: world.cookId,
      recipeId: world.recipeId,
      message: 'Nova recepta',
    }),
  );

/** Who got a notice of `recipeId`, and how many each. */
async function toldOf(recipeId: number) {
  const { rows } = await t.db.execute<{ user_id: number; n: number }>(sql`
    select user_id, count(*)::int as n from ${notifications}
    where recipe_id = ${recipeId} and type = 'followed_recipe' group by user_id order by user_id`);
  return rows.map((r) => ({ userId: Number(r.user_id), n: Number(r.n) }));
}

describe('telling followers after the commit', () => {
  it('tells each follower who wants it once, a batch per transaction, with one push per batch', async () => {
    const world = await cookWithFollowers(23);
    await t.db.insert(notificationSettings).values({ userId: world.fans[5]!, followedRecipe: false });
    const bus = createLocalEventBus(quiet);
    const batches = new Inbox<DomainEvents['notifications.created']>();
    bus.subscribe('notifications.created', batches.push);
    const teller = startAnnouncer(t.db, bus, quiet, { batchSize: 4, ...neverSweep });
    try {
      await announceOn(bus, world);
      await toldAll(t.db, 'followed_recipe', world.recipeId);
      const wanted = world.fans.filter((_, i) => i !== 5).sort((a, b) => a - b);
      expect(await toldOf(world.recipeId)).toEqual(wanted.map((userId) => ({ userId, n: 1 })));
      // 23 followers in batches of 4: 6 batches, the muted one's batch one push shorter.
      expect(batches.items.map((b) => b.recipients.length)).toEqual([4, 3, 4, 4, 4, 3]);
      expect(
        batches.items.flatMap((b) => b.recipients.map(([, userId]) => userId)).sort((a, b) => a - b),
      ).toEqual(wanted);
      expect(batches.items[0]).toMatchObject({
        recipeId: world.recipeId,
        type: 'followed_recipe',
        triggeredBy: world.cookId,
        message: 'Nova recepta',
      });
    } finally {
      await teller.close();
    }
  });

  it('with two tellers at once, still tells each follower once', async () => {
    const world = await cookWithFollowers(40);
    const bus = createLocalEventBus(quiet);
    const tellers = [1, 2].map(() => startAnnouncer(t.db, bus, quiet, { batchSize: 3, ...neverSweep }));
    try {
      await announceOn(bus, world);
      // Both heard the event; kicked again, each looks for work while the other holds it.
      for (const teller of tellers) teller.kick();
      await toldAll(t.db, 'followed_recipe', world.recipeId);
      expect(await toldOf(world.recipeId)).toEqual(
        [...world.fans].sort((a, b) => a - b).map((userId) => ({ userId, n: 1 })),
      );
    } finally {
      await Promise.all(tellers.map((teller) => teller.close()));
    }
  });

  it('takes over what a stopped instance left half told, and tells only the rest', async () => {
    const world = await cookWithFollowers(10);
    // A stopped instance had told the first 6 followers and held the row until a moment ago.
    const [row] = await t.db
      .insert(followerAnnouncements)
      .values({
        type: 'followed_recipe',
        subjectId: world.recipeId,
        cookId: world.cookId,
        recipeId: world.recipeId,
        message: 'Nova recepta',
        lastFollowId: world.followIds.at(-1)!,
        doneFollowId: world.followIds[5]!,
        claimedUntil: new Date(Date.now() - 1000),
      })
      .returning({ id: followerAnnouncements.id });
    const bus = createLocalEventBus(quiet);
    // No event: the teller finds it on its own, as at its start.
    const teller = startAnnouncer(t.db, bus, quiet, { batchSize: 3, ...neverSweep });
    try {
      await toldAll(t.db, 'followed_recipe', world.recipeId);
      expect(await toldOf(world.recipeId)).toEqual(world.fans.slice(6).map((userId) => ({ userId, n: 1 })));
      const [after] = await t.db
        .select()
        .from(followerAnnouncements)
        .where(eq(followerAnnouncements.id, row!.id));
      expect(after!.doneFollowId).toBe(world.followIds.at(-1));
    } finally {
      await teller.close();
    }
  });

  it('leaves alone what another instance holds, and who followed after the publishing', async () => {
    const world = await cookWithFollowers(4);
    const bus = createLocalEventBus(quiet);
    await announceOn(bus, world); // heard by nobody: no teller runs yet
    await t.db
      .update(followerAnnouncements)
      .set({ claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(followerAnnouncements.subjectId, world.recipeId));
    const late = await cookWithFollowers(1);
    await t.db.insert(follows).values({ followerId: late.fans[0]!, followedId: world.cookId });
    const teller = startAnnouncer(t.db, bus, quiet, { batchSize: 3, ...neverSweep });
    try {
      teller.kick();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await toldOf(world.recipeId)).toEqual([]);
      // The holder's claim lapses (it stopped): the next look takes it over.
      await t.db
        .update(followerAnnouncements)
        .set({ claimedUntil: new Date(Date.now() - 1000) })
        .where(
          and(
            eq(followerAnnouncements.subjectId, world.recipeId),
            eq(followerAnnouncements.type, 'followed_recipe'),
          ),
        );
      teller.kick();
      await toldAll(t.db, 'followed_recipe', world.recipeId);
      expect(await toldOf(world.recipeId)).toEqual(
        [...world.fans].sort((a, b) => a - b).map((userId) => ({ userId, n: 1 })),
      );
    } finally {
      await teller.close();
    }
  });

  it('writes nothing to tell for a cook nobody follows, and a recipe once', async () => {
    const world = await cookWithFollowers(0);
    const bus = createLocalEventBus(quiet);
    const heard = new Inbox<DomainEvents['followers.announced']>();
    bus.subscribe('followers.announced', heard.push);
    await announceOn(bus, world);
    const rows = await t.db
      .select()
      .from(followerAnnouncements)
      .where(eq(followerAnnouncements.subjectId, world.recipeId));
    expect(rows).toEqual([expect.objectContaining({ lastFollowId: 0, doneAt: expect.any(Date) })]);
    expect(heard.items).toEqual([]);
    await announceOn(bus, world);
    expect(
      await t.db
        .select()
        .from(followerAnnouncements)
        .where(eq(followerAnnouncements.subjectId, world.recipeId)),
    ).toHaveLength(1);
  });

  // Two connections at once: the PostgreSQL run only (PGlite serves one connection at a time).
  it.skipIf(!process.env.TEST_DATABASE_URL).each(['recipes', 'users'] as const)(
    'lets a row of %s be deleted while its followers are being told, with no deadlock',
    async (table) => {
      const world = await cookWithFollowers(6);
      const bus = createLocalEventBus(quiet);
      await announceOn(bus, world); // heard by nobody: no teller runs yet
      const errors: unknown[] = [];
      const teller = startAnnouncer(
        t.db,
        bus,
        { ...quiet, error: (...args: unknown[]) => errors.push(args) },
        { batchSize: 2, ...neverSweep },
      );
      const id = table === 'recipes' ? world.recipeId : world.cookId;
      try {
        await t.db.transaction(async (deletion) => {
          // The deletion holds the row first, as DELETE /recipes/{id} and /users/{id} do.
          await deletion.execute(sql`select 1 from ${sql.identifier(table)} where id = ${id} for update`);
          teller.kick();
          // The teller's batch now waits on that row (or, before lockSubjects, held the announcement
          // that the deletion's cascade wants: a deadlock, which aborted one of them).
          await expect.poll(() => waitersOnLocks(), { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
          await deletion.execute(sql`delete from ${sql.identifier(table)} where id = ${id}`);
        });
        await expect.poll(() => announcementsOf(world.recipeId), { timeout: 10_000 }).toEqual(0);
        expect(errors).toEqual([]);
        expect(await toldOf(world.recipeId)).toEqual([]);
      } finally {
        await teller.close();
      }
    },
  );
});

/** How many of this database's connections wait for a lock another holds. */
async function waitersOnLocks() {
  const { rows } = await t.db.execute<{ n: number }>(sql`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`);
  return Number(rows[0]?.n ?? 0);
}

async function announcementsOf(recipeId: number) {
  const rows = await t.db
    .select({ id: followerAnnouncements.id })
    .from(followerAnnouncements)
    .where(eq(followerAnnouncements.recipeId, recipeId));
  return rows.length;
}
