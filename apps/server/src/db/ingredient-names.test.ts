import { rmSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/helpers/migrations-before.ts';
import { blockDatabase, testBackends } from '../../test/helpers/test-db.ts';
import type { Db } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { ingredientNames, recipeIngredients, recipes, users } from './schema/index.ts';

let n = 0;
async function makeRecipe(db: Db, names: string[], status: 'published' | 'pending' = 'published') {
  const who = `cuiner${n++}`;
  // Plain SQL and ids only: the migration tests below run this on a database where later columns
  // (users.name_skeleton, 0009) do not exist yet, and Drizzle's insert names every column.
  const {
    rows: [user],
  } = await db.execute<{ id: number }>(
    sql`insert into users (name, email) values (${who}, ${`${who}@exemple.cat`}) returning id`,
  );
  // recipes.source_url (0017) and later columns do not exist there either.
  const {
    rows: [recipe],
  } = await db.execute<{ id: number }>(
    sql`insert into recipes (user_id, title, explanation, status)
        values (${user!.id}, ${`Recepta ${n++}`}, 'Barrejar.', ${status}) returning id`,
  );
  if (names.length) await addIngredients(db, recipe!.id, names);
  return { userId: user!.id, recipeId: recipe!.id };
}

/** One statement for all the names, as a recipe write does. */
const addIngredients = (db: Db, recipeId: number, names: string[]) =>
  db.insert(recipeIngredients).values(names.map((name, i) => ({ recipeId, position: i + 1, name })));

const listed = (db: Db) => db.select().from(ingredientNames).orderBy(ingredientNames.name);

/** What the triggers must keep: the counts a fresh scan of the published recipes' ingredients gives. */
async function expectExact(db: Db) {
  const { rows } = await db.execute<{ name: string; uses: number }>(sql`
    select lower(btrim(ri.name)) as name, count(*)::int as uses
      from recipe_ingredients ri join recipes r on r.id = ri.recipe_id and r.status = 'published'
     group by 1 order by 1`);
  expect(await listed(db)).toEqual(rows);
}

const setStatus = (db: Db, recipeId: number, status: 'published' | 'pending') =>
  db.update(recipes).set({ status }).where(eq(recipes.id, recipeId));

const usesOf = async (db: Db, name: string) =>
  (await db.select().from(ingredientNames).where(eq(ingredientNames.name, name)))[0]?.uses;

for (const { name, create } of await testBackends()) {
  describe.skipIf(!create)(`ingredient_names counts on ${name}`, () => {
    const t = blockDatabase(create!);

    it('equal a fresh group by after inserts, updates and deletes, cascades included', async () => {
      const a = await makeRecipe(t.db, ['Sal', ' sal', 'Oli', 'Farina']);
      const b = await makeRecipe(t.db, ['SAL ', 'Ou', 'Llet']);
      const c = await makeRecipe(t.db, ['Oli', 'Pebre']);
      expect(await usesOf(t.db, 'sal')).toBe(3);
      await expectExact(t.db);

      // A rename, a swap of two names in one statement, and an update that leaves names alone.
      await t.db.update(recipeIngredients).set({ name: 'Sucre' }).where(eq(recipeIngredients.name, 'Farina'));
      await t.db
        .update(recipeIngredients)
        .set({ name: sql`case ${recipeIngredients.name} when 'Ou' then 'Llet' else 'Ou' end` })
        .where(inArray(recipeIngredients.name, ['Ou', 'Llet']));
      await t.db
        .update(recipeIngredients)
        .set({ quantity: '2' })
        .where(eq(recipeIngredients.recipeId, a.recipeId));
      expect(await usesOf(t.db, 'farina')).toBeUndefined();
      await expectExact(t.db);

      await t.db.delete(recipeIngredients).where(eq(recipeIngredients.name, ' sal'));
      await t.db.delete(recipes).where(eq(recipes.id, c.recipeId)); // recipe_ingredients by cascade
      expect(await usesOf(t.db, 'pebre')).toBeUndefined();
      expect(await usesOf(t.db, 'oli')).toBe(1);
      await expectExact(t.db);

      await t.db.delete(users).where(inArray(users.id, [a.userId, b.userId])); // users -> recipes -> ingredients
      await addIngredients(t.db, (await makeRecipe(t.db, [])).recipeId, ['Sal']);
      expect(await listed(t.db)).toEqual([{ name: 'sal', uses: 1 }]);
      await expectExact(t.db);
    });

    it('count only published recipes, following approvals, unpublishing, edits and deletes', async () => {
      const shown = await makeRecipe(t.db, ['Safrà', 'Arròs']);
      const waiting = await makeRecipe(t.db, ['Safrà', 'Nyora'], 'pending');
      expect(await usesOf(t.db, 'safrà')).toBe(1);
      expect(await usesOf(t.db, 'nyora')).toBeUndefined();
      // Rows written while pending (an author's edit) count nothing either.
      await addIngredients(t.db, waiting.recipeId, ['Romaní']);
      await t.db
        .update(recipeIngredients)
        .set({ name: 'Farigola' })
        .where(eq(recipeIngredients.name, 'Romaní'));
      expect(await usesOf(t.db, 'farigola')).toBeUndefined();
      await expectExact(t.db);

      await setStatus(t.db, waiting.recipeId, 'published'); // an approval
      expect(await usesOf(t.db, 'safrà')).toBe(2);
      expect(await usesOf(t.db, 'farigola')).toBe(1);
      await setStatus(t.db, waiting.recipeId, 'published'); // no change, no count
      await expectExact(t.db);

      await setStatus(t.db, shown.recipeId, 'pending'); // an edit that brought unchecked media
      expect(await usesOf(t.db, 'arròs')).toBeUndefined();
      await t.db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, shown.recipeId));
      await expectExact(t.db);

      await t.db.delete(recipes).where(eq(recipes.id, shown.recipeId)); // pending: subtracts nothing
      await t.db.delete(recipes).where(eq(recipes.id, waiting.recipeId)); // published, cascade
      expect(await usesOf(t.db, 'safrà')).toBeUndefined();
      await t.db.delete(users).where(eq(users.id, (await makeRecipe(t.db, ['Sal'])).userId));
      await expectExact(t.db);
    });

    it('empty with a truncate of the recipes', async () => {
      await makeRecipe(t.db, ['Arròs', 'Sèpia']);
      await t.db.execute(sql`truncate recipes cascade`);
      expect(await listed(t.db)).toEqual([]);
    });

    it.skipIf(name !== 'PostgreSQL')('stay exact when two transactions write the same name', async () => {
      if (t.handle.driver.kind !== 'postgres') return;
      const pool = t.handle.driver.pool;
      const [x, y] = [await makeRecipe(t.db, []), await makeRecipe(t.db, [])];
      const [first, second] = [await pool.connect(), await pool.connect()];
      const add = (client: pg.PoolClient, recipeId: number, name: string) =>
        client.query('insert into recipe_ingredients (recipe_id, position, name) values ($1, 1, $2)', [
          recipeId,
          name,
        ]);
      /** Runs `blocked` on `second` while `first` holds its transaction open, then commits both. */
      const race = async (first: pg.PoolClient, second: pg.PoolClient, blocked: () => Promise<unknown>) => {
        const pid = (await second.query('select pg_backend_pid() as pid')).rows[0].pid as number;
        await second.query('begin');
        const waiting = blocked();
        // The second really waits on the first's row before the first commits.
        await expect
          .poll(
            async () =>
              (await pool.query('select wait_event_type from pg_stat_activity where pid = $1', [pid])).rows[0]
                ?.wait_event_type,
          )
          .toBe('Lock');
        await first.query('commit');
        await waiting;
        await second.query('commit');
      };
      try {
        // A new name added by both: the second adds to the row the first inserted.
        await first.query('begin');
        await add(first, x.recipeId, 'Nyora');
        await race(first, second, () => add(second, y.recipeId, ' nyora'));
        expect(await usesOf(t.db, 'nyora')).toBe(2);

        // The last use removed while another transaction adds one: the second inserts it afresh.
        await t.db.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, y.recipeId));
        await first.query('begin');
        await first.query('delete from recipe_ingredients where recipe_id = $1', [x.recipeId]);
        await race(first, second, () => add(second, y.recipeId, 'NYORA'));
        expect(await usesOf(t.db, 'nyora')).toBe(1);
        await expectExact(t.db);

        // An approval racing an author's edit of a pending recipe, in both orders: whichever
        // commits second waits for the first (the triggers' share lock) and counts its rows.
        const approve = (client: pg.PoolClient, recipeId: number) =>
          client.query("update recipes set status = 'published' where id = $1", [recipeId]);
        const [p, q] = [await makeRecipe(t.db, [], 'pending'), await makeRecipe(t.db, [], 'pending')];
        await first.query('begin');
        await add(first, p.recipeId, 'Pebre de Caiena');
        await race(first, second, () => approve(second, p.recipeId));
        expect(await usesOf(t.db, 'pebre de caiena')).toBe(1);
        await first.query('begin');
        await approve(first, q.recipeId);
        await race(first, second, () => add(second, q.recipeId, 'Comí'));
        expect(await usesOf(t.db, 'comí')).toBe(1);
        await expectExact(t.db);
      } finally {
        first.release();
        second.release();
      }
    });
  });
}

describe('migration 0008 on a database that already has pending recipes', () => {
  it('drops the names only pending recipes use, and keeps the others counted', async () => {
    const handle = await openPglite();
    const before = migrationsBefore('0008_published_ingredient_names');
    try {
      await migrateDatabase(handle, before);
      const { db } = handle;
      await makeRecipe(db, ['Sal', 'Oli']);
      const waiting = await makeRecipe(db, ['Sal', 'Nyora'], 'pending');
      expect(await usesOf(db, 'nyora')).toBe(1); // as 0006 counted: every recipe

      await migrateDatabase(handle);
      expect(await listed(db)).toEqual([
        { name: 'oli', uses: 1 },
        { name: 'sal', uses: 1 },
      ]);
      await setStatus(db, waiting.recipeId, 'published'); // and the triggers take over
      expect(await usesOf(db, 'nyora')).toBe(1);
      expect(await usesOf(db, 'sal')).toBe(2);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('migration 0006 on a database that already has recipes', () => {
  it('counts the ingredients there, and drops the names no recipe uses', async () => {
    const handle = await openPglite();
    const before = migrationsBefore('0006_ingredient_name_uses');
    try {
      await migrateDatabase(handle, before);
      const { db } = handle;
      const { recipeId } = await makeRecipe(db, []);
      await addIngredients(db, recipeId, ['Sal', ' SAL', 'Oli']);
      // As the app left it: every name ever written, used or not.
      await db.execute(sql`insert into ingredient_names (name) values ('sal'), ('oli'), ('safrà')`);

      await migrateDatabase(handle);
      expect(await listed(db)).toEqual([
        { name: 'oli', uses: 1 },
        { name: 'sal', uses: 2 },
      ]);
      await db.delete(recipeIngredients).where(eq(recipeIngredients.name, 'Oli'));
      expect(await usesOf(db, 'oli')).toBeUndefined(); // and the triggers take over
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
