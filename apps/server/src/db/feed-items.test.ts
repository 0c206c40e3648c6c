import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockDatabase, testBackends } from '../../test/helpers/test-db.ts';
import type { Db } from './database.ts';

/*
 * feed_items (migration 0031, docs/decisions/0018) is kept by triggers: after any write to recipes,
 * cooksnaps or lives it must hold exactly what the feed shows, one row per published recipe,
 * published cooksnap and live, with its cook and instant.
 */

let n = 0;
async function one<T>(db: Db, query: ReturnType<typeof sql>) {
  const { rows } = await db.execute<T & Record<string, unknown>>(query);
  return rows[0]!;
}

const newCook = async (db: Db) => {
  const name = `cuiner_feed${n++}`;
  return (
    await one<{ id: number }>(
      db,
      sql`insert into users (name, email)
    values (${name}, ${`${name}@exemple.cat`}) returning id`,
    )
  ).id;
};

/** Recipes of `cook` in one statement, as a bulk write (an import, the seed) does. */
async function newRecipes(db: Db, cook: number, statuses: string[]) {
  const { rows } = await db.execute<{ id: number }>(sql`
    insert into recipes (user_id, title, explanation, status)
    select ${cook}::int, 'Recepta ' || s.i, 'Barrejar.', s.status
    from unnest(${`{${statuses.join(',')}}`}::text[]) with ordinality s(status, i)
    returning id`);
  return rows.map((r) => Number(r.id));
}

const newCooksnap = async (db: Db, cook: number, recipe: number, status = 'published') =>
  (
    await one<{ id: number }>(
      db,
      sql`insert into cooksnaps (user_id, recipe_id, image, status)
    values (${cook}, ${recipe}, '/uploads/plat.jpg', ${status}) returning id`,
    )
  ).id;

const newLive = async (db: Db, chef: number, recipe: number) =>
  (
    await one<{ id: number }>(
      db,
      sql`insert into lives (chef_id, recipe_id, starts_at)
    values (${chef}, ${recipe}, now() + interval '1 day') returning id`,
    )
  ).id;

/** What the triggers must keep: the rows a fresh scan of the three tables gives. */
async function expectExact(db: Db) {
  const kept = await db.execute(sql`
    select type, id, cook_id, created_at from feed_items order by type, id`);
  const fresh = await db.execute(sql`
    select * from (
      select 'recipe' as type, id, user_id as cook_id, created_at from recipes where status = 'published'
      union all
      select 'cooksnap', id, user_id, created_at from cooksnaps where status = 'published'
      union all
      select 'live', id, chef_id, created_at from lives) shown
    order by type, id`);
  expect(kept.rows).toEqual(fresh.rows);
  return kept.rows.length;
}

for (const { name, create } of await testBackends()) {
  describe.skipIf(!create)(`feed_items on ${name}`, () => {
    const t = blockDatabase(create!);

    it('holds the shown recipes, cooksnaps and lives after inserts, reviews, edits and deletes', async () => {
      const cook = await newCook(t.db);
      const other = await newCook(t.db);
      const [shown, waiting, alsoShown] = await newRecipes(t.db, cook, ['published', 'pending', 'published']);
      const snap = await newCooksnap(t.db, other, shown!);
      const pendingSnap = await newCooksnap(t.db, other, shown!, 'pending');
      const live = await newLive(t.db, cook, waiting!);
      expect(await expectExact(t.db)).toBe(4);

      // An approval, a recipe sent back to review, a cooksnap hidden by reports, one approved.
      await t.db.execute(sql`update recipes set status = 'published' where id = ${waiting}`);
      await t.db.execute(sql`update recipes set status = 'pending' where id = ${alsoShown}`);
      await t.db.execute(sql`update cooksnaps set status = 'hidden' where id = ${snap}`);
      await t.db.execute(sql`update cooksnaps set status = 'published' where id = ${pendingSnap}`);
      // Writes that change nothing the feed reads: a like's count, a live going on air.
      await t.db.execute(
        sql`update recipe_like_counts set likes_count = likes_count + 1 where recipe_id = ${shown}`,
      );
      await t.db.execute(sql`update lives set status = 'live' where id = ${live}`);
      expect(await expectExact(t.db)).toBe(4);

      // A recipe handed to another cook and dated again moves with its author and instant.
      await t.db.execute(sql`
        update recipes set user_id = ${other}, created_at = created_at - interval '1 hour' where id = ${waiting}`);
      expect(await expectExact(t.db)).toBe(4);

      // A deleted recipe takes its cooksnaps (cascade); the live survives it.
      await t.db.execute(sql`delete from recipes where id = ${shown}`);
      expect(await expectExact(t.db)).toBe(2);
      await t.db.execute(sql`delete from lives where id = ${live}`);
      expect(await expectExact(t.db)).toBe(1);
    });

    it('follows a cook’s deletion through its cascades, and a bulk insert', async () => {
      const cook = await newCook(t.db);
      const fan = await newCook(t.db);
      const recipes = await newRecipes(
        t.db,
        cook,
        Array.from({ length: 50 }, (_, i) => (i % 3 ? 'published' : 'pending')),
      );
      await newCooksnap(t.db, fan, recipes[1]!);
      await newCooksnap(t.db, cook, recipes[2]!);
      await newLive(t.db, cook, recipes[1]!);
      const before = await expectExact(t.db);

      await t.db.execute(sql`delete from users where id = ${cook}`); // recipes, cooksnaps, lives
      expect(await expectExact(t.db)).toBeLessThan(before);
      expect((await t.db.execute(sql`select 1 from feed_items where cook_id = ${cook}`)).rows).toEqual([]);
    });
  });
}
