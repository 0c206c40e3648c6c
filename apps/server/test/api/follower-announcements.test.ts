import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followerAnnouncements,
  followerAnnouncementsSeen,
  follows,
  notifications,
  notificationSettings,
  recipes,
  users,
} from '../../src/db/schema/index.ts';
import { type DomainEvents, type EventBus, transactionWithEvents } from '../../src/lib/events.ts';
import { createLocalEventBus } from '../../src/lib/events/local-event-bus.ts';
import { announce } from '../../src/modules/follows/announcements.service.ts';
import { catchUp } from '../../src/modules/notifications/follower-notices.repo.ts';
import {
  listNotifications,
  tellConnectedFollowers,
} from '../../src/modules/notifications/notifications.service.ts';
import { caughtUp } from '../helpers/announcements.ts';
import { uniqueName } from '../helpers/build-test-app.ts';
import { Inbox } from '../helpers/inbox.ts';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

/*
 * A followed cook's news (docs/product.md#following, docs/decisions/0021) on its own database, with
 * no app: one announcement row at publishing; each follower's notice written when they read, or at
 * once for the connected ones; each written once whoever writes it first.
 */
let t: TestDatabase;
let catalog: Awaited<ReturnType<typeof makeCatalog>>;
beforeAll(async () => {
  t = await createTestDatabase();
  catalog = await makeCatalog(t.db);
});
afterAll(() => t.close());

const quiet = { error: () => {}, warn: () => {} };

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

/** The announcement of `recipeId`, written as the publishing transaction writes it; its id. */
const announceOn = async (bus: EventBus, world: { cookId: number; recipeId: number }) => {
  await transactionWithEvents(t.db, bus, (tx, pending) =>
    announce(tx, pending, {
      type: 'followed_recipe',
      subjectId: world.recipeId,
      cookId: world.cookId,
      recipeId: world.recipeId,
      message: 'Nova recepta',
    }),
  );
  const [row] = await t.db
    .select({ id: followerAnnouncements.id })
    .from(followerAnnouncements)
    .where(eq(followerAnnouncements.subjectId, world.recipeId));
  return row!.id;
};

/** Who got a notice of `recipeId`, and how many each. */
async function toldOf(recipeId: number) {
  const { rows } = await t.db.execute<{ user_id: number; n: number }>(sql`
    select user_id, count(*)::int as n from ${notifications}
    where recipe_id = ${recipeId} and type = 'followed_recipe' group by user_id order by user_id`);
  return rows.map((r) => ({ userId: Number(r.user_id), n: Number(r.n) }));
}

const byId = (a: number, b: number) => a - b;
const onceEach = (ids: readonly number[]) => [...ids].sort(byId).map((userId) => ({ userId, n: 1 }));

describe('a followed cook’s news, written when each follower reads', () => {
  it('gives each follower who wants it one notice, at their read, however often they read', async () => {
    const world = await cookWithFollowers(23);
    await t.db.insert(notificationSettings).values({ userId: world.fans[5]!, followedRecipe: false });
    const bus = createLocalEventBus(quiet);
    const heard = new Inbox<DomainEvents['followers.announced']>();
    bus.subscribe('followers.announced', heard.push);
    await announceOn(bus, world);
    expect(heard.items).toHaveLength(1);
    // Publishing wrote one row, and no notice yet.
    expect(await toldOf(world.recipeId)).toEqual([]);
    await caughtUp(t.db, [...world.fans, world.cookId]);
    await caughtUp(t.db, world.fans);
    const wanted = world.fans.filter((_, i) => i !== 5);
    expect(await toldOf(world.recipeId)).toEqual(onceEach(wanted));
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, wanted[0]!));
    expect(notice).toMatchObject({
      recipeId: world.recipeId,
      type: 'followed_recipe',
      triggeredBy: world.cookId,
      message: 'Nova recepta',
      readAt: null,
    });
  });

  it('tells the connected followers at once, with one push, and the rest at their read', async () => {
    const world = await cookWithFollowers(10);
    await t.db.insert(notificationSettings).values({ userId: world.fans[2]!, followedRecipe: false });
    const bus = createLocalEventBus(quiet);
    const pushed = new Inbox<DomainEvents['notifications.created']>();
    bus.subscribe('notifications.created', pushed.push);
    const id = await announceOn(bus, world);
    const stranger = (await cookWithFollowers(0)).cookId;
    const connected = [...world.fans.slice(0, 4), stranger];
    expect(await tellConnectedFollowers(t.db, bus, id, connected)).toBe(3);
    expect(pushed.items).toHaveLength(1);
    expect(pushed.items[0]!.recipients.map(([, userId]) => userId).sort(byId)).toEqual(
      [world.fans[0]!, world.fans[1]!, world.fans[3]!].sort(byId),
    );
    expect(pushed.items[0]).toMatchObject({
      recipeId: world.recipeId,
      type: 'followed_recipe',
      message: 'Nova recepta',
    });
    // Told again (another instance's event, a reconnection): nothing new, nothing pushed.
    expect(await tellConnectedFollowers(t.db, bus, id, connected)).toBe(0);
    expect(pushed.items).toHaveLength(1);
    await caughtUp(t.db, world.fans);
    expect(await toldOf(world.recipeId)).toEqual(onceEach(world.fans.filter((_, i) => i !== 2)));
  });

  it('writes each notice once when reads and the connected telling meet', async () => {
    const world = await cookWithFollowers(3);
    const bus = createLocalEventBus(quiet);
    const id = await announceOn(bus, world);
    const fan = world.fans[0]!;
    await Promise.all([
      catchUp(t.db, fan),
      catchUp(t.db, fan),
      tellConnectedFollowers(t.db, bus, id, world.fans),
      catchUp(t.db, world.fans[1]!),
    ]);
    await caughtUp(t.db, world.fans);
    expect(await toldOf(world.recipeId)).toEqual(onceEach(world.fans));
  });

  it('tells nobody who followed after the publishing, nor who stopped following', async () => {
    const world = await cookWithFollowers(2);
    const bus = createLocalEventBus(quiet);
    await t.db.delete(follows).where(eq(follows.followerId, world.fans[1]!));
    await announceOn(bus, world);
    const late = (await cookWithFollowers(0)).cookId;
    await t.db.insert(follows).values({ followerId: late, followedId: world.cookId });
    await caughtUp(t.db, [...world.fans, late]);
    expect(await toldOf(world.recipeId)).toEqual(onceEach([world.fans[0]!]));
  });

  it('announces a recipe once; a cook nobody follows costs one row', async () => {
    const world = await cookWithFollowers(0);
    const bus = createLocalEventBus(quiet);
    await announceOn(bus, world);
    await announceOn(bus, world);
    const rows = await t.db
      .select()
      .from(followerAnnouncements)
      .where(eq(followerAnnouncements.subjectId, world.recipeId));
    expect(rows).toEqual([expect.objectContaining({ lastFollowId: 0 })]);
  });

  it('moves a reader’s mark only over settled announcements, so a late commit is never skipped', async () => {
    const world = await cookWithFollowers(1);
    const fan = world.fans[0]!;
    const id = await announceOn(createLocalEventBus(quiet), world);
    const markOf = async () =>
      (
        await t.db
          .select({ through: followerAnnouncementsSeen.throughId })
          .from(followerAnnouncementsSeen)
          .where(eq(followerAnnouncementsSeen.userId, fan))
      )[0]?.through ?? 0;
    await catchUp(t.db, fan);
    // Younger than a minute: another transaction may still commit an announcement with a smaller id.
    expect(await markOf()).toBeLessThan(id);
    await t.db
      .update(followerAnnouncements)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(followerAnnouncements.id, id));
    await catchUp(t.db, fan);
    expect(await markOf()).toBeGreaterThanOrEqual(id);
    expect(await toldOf(world.recipeId)).toEqual(onceEach([fan]));
  });

  it('lists a news item by its instant, below what came after it, and pages through it', async () => {
    const world = await cookWithFollowers(1);
    const fan = world.fans[0]!;
    await announceOn(createLocalEventBus(quiet), world);
    await t.db
      .update(followerAnnouncements)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(followerAnnouncements.recipeId, world.recipeId));
    // Two notices written before the follower reads, both newer than the announcement.
    const later = await t.db
      .insert(notifications)
      .values(
        ['primer', 'segon'].map((message, i) => ({
          userId: fan,
          recipeId: world.recipeId,
          type: 'like',
          triggeredBy: world.cookId,
          message,
          createdAt: new Date(Date.now() - (2 - i) * 60_000),
        })),
      )
      .returning({ id: notifications.id });
    const actor = { id: fan, name: 'fan', role: 'user' };
    const first = await listNotifications(t.db, actor, { limit: 2 });
    expect(first.notifications.map((n) => n.message)).toEqual(['segon', 'primer']);
    expect(first.unread_count).toBe(3);
    const rest = await listNotifications(t.db, actor, { limit: 2, cursor: first.next_cursor! });
    expect(rest.notifications.map((n) => n.message)).toEqual(['Nova recepta']);
    expect(rest.notifications[0]!.id).toBeGreaterThan(later[1]!.id);
    expect(rest.next_cursor).toBeNull();
  });

  it('goes with its recipe, and with its cook: the announcement and every notice of it', async () => {
    for (const gone of ['recipe', 'cook'] as const) {
      const world = await cookWithFollowers(3);
      await announceOn(createLocalEventBus(quiet), world);
      await caughtUp(t.db, world.fans.slice(0, 2));
      expect(await toldOf(world.recipeId)).toHaveLength(2);
      if (gone === 'recipe') await t.db.delete(recipes).where(eq(recipes.id, world.recipeId));
      else await t.db.delete(users).where(eq(users.id, world.cookId));
      await caughtUp(t.db, world.fans);
      expect(await toldOf(world.recipeId)).toEqual([]);
      expect(
        await t.db
          .select()
          .from(followerAnnouncements)
          .where(eq(followerAnnouncements.recipeId, world.recipeId)),
      ).toEqual([]);
    }
  });
});
