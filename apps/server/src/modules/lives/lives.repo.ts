import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LIVE_LIST_MAX } from '@receptari/shared/lives/lives.rules';
import type { Db } from '../../db/database.ts';
import { liveChapters, lives, recipeSteps, recipes, users } from '../../db/schema/index.ts';

const chefs = alias(users, 'chef');

const liveColumns = {
  id: lives.id,
  chefId: lives.chefId,
  startsAt: lives.startsAt,
  status: lives.status,
  storedTitle: lives.title,
  storedDescription: lives.description,
  // The recipe only while it is published: a pending one is not shown to the public.
  recipeId: sql<number | null>`case when ${recipes.status} = 'published' then ${recipes.id} end`,
  recipeTitle: sql<string | null>`case when ${recipes.status} = 'published' then ${recipes.title} end`,
  recipeDescription: sql<
    string | null
  >`case when ${recipes.status} = 'published' then ${recipes.description} end`,
  chefName: chefs.name,
  chefImg: chefs.img,
  replayUrl: lives.replayUrl,
  replayMime: lives.replayMime,
};

const selectLives = (db: Db) =>
  db
    .select(liveColumns)
    .from(lives)
    .innerJoin(chefs, eq(chefs.id, lives.chefId))
    .leftJoin(recipes, eq(recipes.id, lives.recipeId))
    .$dynamic();

export type LiveRow = Awaited<ReturnType<ReturnType<typeof selectLives>['execute']>>[number];

/**
 * The lives a list shows, of a user who is a chef today: those not ended, started less than
 * `graceMs` ago (or not yet), soonest first; then the ended ones with a replay that ended less
 * than `replayMs` ago, most recent first; at most LIVE_LIST_MAX.
 */
export function listUpcoming(db: Db, opts: { graceMs: number; replayMs: number; chefId?: number }) {
  const since = new Date(Date.now() - opts.graceMs);
  const replaysSince = new Date(Date.now() - opts.replayMs);
  return (
    selectLives(db)
      .where(
        and(
          or(
            and(inArray(lives.status, ['scheduled', 'live']), gt(lives.startsAt, since)),
            and(eq(lives.status, 'ended'), isNotNull(lives.replayUrl), gt(lives.endedAt, replaysSince)),
          ),
          eq(chefs.role, 'chef'),
          opts.chefId === undefined ? undefined : eq(lives.chefId, opts.chefId),
        ),
      )
      // Ended last; among them endedAt desc (null for the others, so their order is startsAt's).
      .orderBy(sql`${lives.status} = 'ended'`, desc(lives.endedAt), asc(lives.startsAt), asc(lives.id))
      .limit(LIVE_LIST_MAX)
  );
}

/** The lives of these ids, as every list shows them (the feed of followed cooks); any order. */
export const livesByIds = (db: Db, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : selectLives(db).where(inArray(lives.id, ids));

export async function findLive(db: Db, id: number) {
  const [row] = await selectLives(db).where(eq(lives.id, id)).limit(1);
  return row;
}

export async function findUserRole(db: Db, id: number) {
  const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
  return row;
}

export async function findRecipeForLive(db: Db, id: number) {
  const [row] = await db
    .select({
      id: recipes.id,
      userId: recipes.userId,
      status: recipes.status,
      title: recipes.title,
      description: recipes.description,
    })
    .from(recipes)
    .where(eq(recipes.id, id))
    .limit(1);
  return row;
}

type LiveValues = {
  recipeId: number;
  title: string;
  description: string | null;
  startsAt: Date;
};

export async function insertLive(db: Db, chefId: number, values: LiveValues) {
  const [row] = await db
    .insert(lives)
    .values({ chefId, ...values })
    .returning({ id: lives.id });
  return row!.id;
}

/** Only a scheduled live changes; undefined when it is gone or no longer scheduled. */
export async function updateLive(db: Db, id: number, values: LiveValues) {
  const [row] = await db
    .update(lives)
    .set(values)
    .where(and(eq(lives.id, id), eq(lives.status, 'scheduled')))
    .returning({ id: lives.id });
  return row?.id;
}

export async function deleteLive(db: Db, id: number) {
  const rows = await db.delete(lives).where(eq(lives.id, id)).returning({ id: lives.id });
  return rows.length > 0;
}

/** What the live room needs of a live: its chef, its status and camera, its title. */
export async function findRoomState(db: Db, id: number) {
  const [row] = await db
    .select({
      id: lives.id,
      chefId: lives.chefId,
      chefName: chefs.name,
      chefRole: chefs.role,
      status: lives.status,
      cameraOn: lives.cameraOn,
      currentStep: lives.currentStep,
      recipeId: sql<number | null>`case when ${recipes.status} = 'published' then ${recipes.id} end`,
      title: sql<string>`coalesce(case when ${recipes.status} = 'published' then ${recipes.title} end, ${lives.title}, '')`,
    })
    .from(lives)
    .innerJoin(chefs, eq(chefs.id, lives.chefId))
    .leftJoin(recipes, eq(recipes.id, lives.recipeId))
    .where(eq(lives.id, id))
    .limit(1);
  return row;
}

/** Scheduled or live -> live (again, when the chef comes back); false once it has ended. */
export async function markStarted(db: Db, id: number, cameraOn: boolean) {
  const rows = await db
    .update(lives)
    .set({ status: 'live', cameraOn, startedAt: sql`coalesce(${lives.startedAt}, now())` })
    .where(and(eq(lives.id, id), inArray(lives.status, ['scheduled', 'live'])))
    .returning({ id: lives.id });
  return rows.length > 0;
}

/** Any status -> ended, once; false when it had already ended (or is gone). */
export async function markEnded(db: Db, id: number) {
  const rows = await db
    .update(lives)
    .set({ status: 'ended', endedAt: sql`now()`, cameraOn: false })
    .where(and(eq(lives.id, id), inArray(lives.status, ['scheduled', 'live'])))
    .returning({ id: lives.id });
  return rows.length > 0;
}

/** The camera's state kept; answers the live's status (undefined when it is gone). */
export async function setCameraOn(db: Db, id: number, cameraOn: boolean) {
  const [row] = await db
    .update(lives)
    .set({ cameraOn })
    .where(eq(lives.id, id))
    .returning({ status: lives.status });
  return row?.status;
}

/**
 * The chef's step, kept only while the live is on the air, with its chapter (seconds since
 * started_at) in the same statement; false when the live is not on the air.
 */
export async function setCurrentStep(db: Db, id: number, step: number | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(lives)
      .set({ currentStep: step })
      .where(and(eq(lives.id, id), eq(lives.status, 'live')))
      .returning({ startedAt: lives.startedAt });
    if (!row) return false;
    if (step !== null && row.startedAt) {
      await tx.insert(liveChapters).values({
        liveId: id,
        step,
        offsetSeconds: sql`greatest(0, floor(extract(epoch from now() - ${row.startedAt.toISOString()}::timestamptz)))::int`,
      });
    }
    return true;
  });
}

/** What the replay needs: the live's chef, status and current replay (to replace it). */
export async function findReplayTarget(db: Db, id: number) {
  const [row] = await db
    .select({ id: lives.id, chefId: lives.chefId, status: lives.status, replayUrl: lives.replayUrl })
    .from(lives)
    .where(eq(lives.id, id))
    .limit(1);
  return row;
}

export async function setReplay(db: Db, id: number, url: string, mime: string) {
  const rows = await db
    .update(lives)
    .set({ replayUrl: url, replayMime: mime })
    .where(eq(lives.id, id))
    .returning({ id: lives.id });
  return rows.length > 0;
}

/**
 * The newest ended live of a recipe that has a replay (by when it ended, then the latest made), or
 * undefined when none has.
 */
export async function findNewestRecipeReplay(db: Db, recipeId: number) {
  const [row] = await db
    .select({ id: lives.id })
    .from(lives)
    .where(and(eq(lives.recipeId, recipeId), eq(lives.status, 'ended'), isNotNull(lives.replayUrl)))
    .orderBy(sql`${lives.endedAt} desc nulls last`, desc(lives.id))
    .limit(1);
  return row;
}

/** The replay's chapters in the order of the video, with their step's text when the recipe has it. */
export async function listChapters(db: Db, id: number) {
  return db
    .select({
      step: liveChapters.step,
      offsetSeconds: liveChapters.offsetSeconds,
      text: sql<string>`coalesce(${recipeSteps.text}, '')`,
    })
    .from(liveChapters)
    .innerJoin(lives, eq(lives.id, liveChapters.liveId))
    .leftJoin(
      recipeSteps,
      and(eq(recipeSteps.recipeId, lives.recipeId), eq(recipeSteps.position, sql`${liveChapters.step} + 1`)),
    )
    .where(eq(liveChapters.liveId, id))
    .orderBy(asc(liveChapters.offsetSeconds), asc(liveChapters.id));
}
