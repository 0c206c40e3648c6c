import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { followerAnnouncements, follows, recipes, users } from '../../db/schema/index.ts';
import { wanted } from '../notifications/index.ts';

export type AnnouncementType = 'followed_recipe' | 'live';

export type NewAnnouncement = {
  type: AnnouncementType;
  /** The recipe's id for 'followed_recipe', the live's for 'live'. */
  subjectId: number;
  cookId: number;
  recipeId: number;
  message: string;
};

export type Announcement = {
  id: number;
  type: AnnouncementType;
  cookId: number;
  recipeId: number;
  message: string;
  lastFollowId: number;
  doneFollowId: number;
};

type AnnouncementRow = {
  id: number;
  type: string;
  cook_id: number;
  recipe_id: number;
  message: string;
  last_follow_id: number;
  done_follow_id: number;
};

const asAnnouncement = (row: AnnouncementRow): Announcement => ({
  id: Number(row.id),
  type: row.type as AnnouncementType,
  cookId: Number(row.cook_id),
  recipeId: Number(row.recipe_id),
  message: row.message,
  lastFollowId: Number(row.last_follow_id),
  doneFollowId: Number(row.done_follow_id),
});

/**
 * Writes the announcement with the cook's newest follow as its end, done at once when nobody
 * follows them. Undefined when this recipe or live was announced before (the unique subject), else
 * the id and whether followers wait to be told.
 */
export async function insertAnnouncement(
  db: Db,
  a: NewAnnouncement,
): Promise<{ id: number; waiting: boolean } | undefined> {
  const { rows } = await db.execute<{ id: number; waiting: boolean }>(sql`
    insert into ${followerAnnouncements}
      (type, subject_id, cook_id, recipe_id, message, last_follow_id, done_at)
    select ${a.type}, ${a.subjectId}::int, ${a.cookId}::int, ${a.recipeId}::int, ${a.message},
           coalesce(max(f.id), 0), case when max(f.id) is null then now() end
    from ${follows} f where f.followed_id = ${a.cookId}::int
    on conflict (type, subject_id) do nothing
    returning id, done_at is null as waiting`);
  const row = rows[0];
  return row && { id: Number(row.id), waiting: row.waiting === true };
}

/**
 * Takes over the oldest announcement still being told that no instance holds (or whose holder let
 * its claim lapse: it stopped), for `claimMs`. Undefined when there is none.
 */
export async function claimNext(db: Db, claimMs: number): Promise<Announcement | undefined> {
  const { rows } = await db.execute<AnnouncementRow>(sql`
    update ${followerAnnouncements} set claimed_until = now() + ${claimMs} * interval '1 millisecond'
    where id = (
      select id from ${followerAnnouncements}
      where done_at is null and (claimed_until is null or claimed_until < now())
      order by id
      limit 1
      for update skip locked)
    returning id, type, cook_id, recipe_id, message, last_follow_id, done_follow_id`);
  const row = rows[0];
  return row && asAnnouncement(row);
}

/**
 * Holds the cook and the recipe of `a` until the transaction ends, as the notices' foreign keys
 * would (key share: their edits go on). Taken before the announcement's own lock, in the order a
 * deletion takes them (the cook, their recipe, then its announcement by cascade), so a recipe or a
 * cook deleted while their followers are being told waits for the batch, or the batch for it,
 * instead of a deadlock that aborts one of them.
 */
export async function lockSubjects(db: Db, a: Pick<Announcement, 'cookId' | 'recipeId'>) {
  await db.execute(sql`select 1 from ${users} where id = ${a.cookId} for key share`);
  await db.execute(sql`select 1 from ${recipes} where id = ${a.recipeId} for key share`);
}

/**
 * The announcement as it stands, locked until the transaction ends, so that two instances never
 * write the same batch; undefined once it is done or gone (its recipe or cook deleted).
 */
export async function lockOpen(db: Db, id: number): Promise<Announcement | undefined> {
  const { rows } = await db.execute<AnnouncementRow>(sql`
    select id, type, cook_id, recipe_id, message, last_follow_id, done_follow_id
    from ${followerAnnouncements}
    where id = ${id} and done_at is null
    for update`);
  const row = rows[0];
  return row && asAnnouncement(row);
}

/**
 * The follow id that ends the next batch: the `size`-th follow of the cook after the ones told
 * (or the announcement's last, when fewer are left). Undefined when none is left.
 */
export async function batchEnd(db: Db, a: Announcement, size: number): Promise<number | undefined> {
  const { rows } = await db.execute<{ last: number | null }>(sql`
    select max(id) as last from (
      select f.id from ${follows} f
      where f.followed_id = ${a.cookId} and f.id > ${a.doneFollowId} and f.id <= ${a.lastFollowId}
      order by f.id
      limit ${size}) batch`);
  const last = rows[0]?.last;
  return last === null || last === undefined ? undefined : Number(last);
}

/** The audience (one column, `user_id`) of the followers in (doneFollowId, upTo] who want the kind. */
export const batchAudience = (a: Announcement, upTo: number) => sql`
  select f.follower_id as user_id from ${follows} f
  where f.followed_id = ${a.cookId} and f.id > ${a.doneFollowId} and f.id <= ${upTo}
    and ${wanted(sql`f.follower_id`, a.type)}`;

/** Marks followers up to `upTo` told, and the whole announcement done when that was the last. */
export async function advance(db: Db, a: Announcement, upTo: number | undefined, claimMs: number) {
  const done = upTo === undefined || upTo >= a.lastFollowId;
  await db.execute(sql`
    update ${followerAnnouncements}
    set done_follow_id = ${upTo ?? a.lastFollowId},
        claimed_until = now() + ${claimMs} * interval '1 millisecond',
        done_at = ${done ? sql`now()` : sql`null`}
    where id = ${a.id}`);
  return done;
}
