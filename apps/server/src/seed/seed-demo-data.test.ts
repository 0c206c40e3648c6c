import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { eq, inArray, sql } from 'drizzle-orm';
import { madridParts } from '@receptari/shared/lives/lives.rules';
import { hasForbiddenTitleWord, imageVariant } from '@receptari/shared/recipes/recipes.rules';
import { afterAll, describe, expect, it } from 'vitest';
import { blockDatabase, testBackends } from '../../test/helpers/test-db.ts';
import type { Db } from '../db/database.ts';
import { ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import {
  ingredientNames,
  lives,
  preferences,
  recipeIngredients,
  recipeLikeCounts,
  recipes,
  users,
} from '../db/schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDemoData } from './seed-demo-data.ts';
import { localMediaStorage } from '../storage/local-media-storage.ts';

// One media folder for both backends: the second seed reuses the pictures the first one drew.
const mediaDir = mkdtempSync(join(tmpdir(), 'receptari-seed-'));
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

const TABLES = [
  'users',
  'categories',
  'cuisines',
  'recipes',
  'recipe_steps',
  'recipe_ingredients',
  'nutrition',
  'ingredient_names',
  'likes',
  'saved_recipes',
  'folders',
  'folder_recipes',
  'comments',
  'notifications',
  'preferences',
  'lives',
  'follows',
  'cooksnaps',
] as const;

async function counts(db: Db): Promise<Record<(typeof TABLES)[number], number>> {
  const columns = sql.join(
    TABLES.map((t) => sql.raw(`(select count(*)::int from "${t}") as "${t}"`)),
    sql`, `,
  );
  const { rows } = await db.execute<Record<(typeof TABLES)[number], number>>(sql`select ${columns}`);
  return rows[0]!;
}

for (const { name, create } of await testBackends()) {
  describe.skipIf(!create)(`demo data on ${name}`, () => {
    let first: { seeded: boolean };
    const t = blockDatabase(
      create!,
      async ({ db }) => (first = await seedDemoData(db, { storage: localMediaStorage(mediaDir) })),
      120_000,
    );

    it('fills an empty database with enough variety for every screen', async () => {
      expect(first.seeded).toBe(true);
      const c = await counts(t.db);
      expect(c.users).toBe(DEMO_ACCOUNTS.length);
      expect(c.categories).toBeGreaterThanOrEqual(8);
      expect(c.cuisines).toBeGreaterThanOrEqual(12);
      expect(c.recipes).toBeGreaterThanOrEqual(40);
      expect(c.nutrition).toBe(c.recipes);
      for (const table of [
        'likes',
        'saved_recipes',
        'folder_recipes',
        'comments',
        'notifications',
        'lives',
        'follows',
        'cooksnaps',
      ] as const) {
        expect(c[table], table).toBeGreaterThan(0);
      }
    });

    it('uses titles that the title word filter accepts, each once', async () => {
      const titles = (await t.db.select({ title: recipes.title }).from(recipes)).map((r) => r.title);
      expect(titles.filter(hasForbiddenTitleWord)).toEqual([]);
      expect(new Set(titles).size).toBe(titles.length);
    });

    it('is idempotent: a second run adds nothing', async () => {
      const before = await counts(t.db);
      expect(await seedDemoData(t.db, { storage: localMediaStorage(mediaDir) })).toEqual({ seeded: false });
      expect(await counts(t.db)).toEqual(before);
    });

    it('numbers notifications in time order, the newest unread: the list (by id) reads newest first', async () => {
      const { rows } = await t.db.execute<{ bad: number; unread_older_than_read: number }>(sql`
        select
          (select count(*)::int from notifications a join notifications b
             on a.user_id = b.user_id and a.id < b.id and a.created_at > b.created_at) as bad,
          (select count(*)::int from notifications a join notifications b
             on a.user_id = b.user_id and a.id < b.id and a.read_at is null and b.read_at is not null)
            as unread_older_than_read`);
      expect(rows[0]).toEqual({ bad: 0, unread_older_than_read: 0 });
    });

    it('keeps the denormalised counts exact', async () => {
      const { rows } = await t.db.execute<{ bad: number }>(sql`
        select count(*)::int as bad from recipes r
        join recipe_like_counts lc on lc.recipe_id = r.id
        where lc.likes_count <> (select count(*) from likes l where l.recipe_id = r.id)
           or r.steps_count <> (select count(*) from recipe_steps s where s.recipe_id = r.id)
           or r.cooksnaps_count <> (select count(*) from cooksnaps c
                                    where c.recipe_id = r.id and c.status = 'published')`);
      expect(rows[0]!.bad).toBe(0);
      const likes = await t.db.select({ n: recipeLikeCounts.likesCount }).from(recipeLikeCounts);
      expect(new Set(likes.map((r) => r.n)).size).toBeGreaterThan(3); // a popular list with an order
    });

    it('has recipes in every difficulty band and lists every ingredient name once', async () => {
      const steps = (await t.db.select({ n: recipes.stepsCount }).from(recipes)).map((r) => r.n);
      expect(steps.some((n) => n >= 1 && n <= 5)).toBe(true);
      expect(steps.some((n) => n >= 6 && n <= 10)).toBe(true);
      expect(steps.some((n) => n > 10)).toBe(true);
      const used = new Set(
        (await t.db.select({ name: recipeIngredients.name }).from(recipeIngredients)).map((r) =>
          ingredientKey(r.name),
        ),
      );
      const listed = (await t.db.select().from(ingredientNames)).map((r) => r.name);
      expect(new Set(listed)).toEqual(used);
    });

    it('stores each recipe’s allergens and diets as its ingredients give them', async () => {
      const of = async (title: string) =>
        (
          await t.db
            .select({ allergens: recipes.allergens, diets: recipes.diets })
            .from(recipes)
            .where(eq(recipes.title, title))
        )[0];
      expect(await of('Truita de patates')).toEqual({
        allergens: ['eggs'],
        diets: ['vegetarian', 'gluten_free', 'lactose_free'],
      });
      expect(await of('Hummus casolà')).toEqual({
        allergens: ['sesame'],
        diets: ['vegetarian', 'vegan', 'gluten_free', 'lactose_free'],
      });
      const { rows } = await t.db.execute<{ vegan: number; meat: number }>(sql`
        select count(*) filter (where 'vegan' = any(diets))::int as vegan,
               count(*) filter (where not 'vegetarian' = any(diets))::int as meat from recipes`);
      expect(rows[0]!.vegan).toBeGreaterThan(0);
      expect(rows[0]!.meat).toBeGreaterThan(0);
    });

    it('draws a picture for every recipe', async () => {
      const images = await t.db.select({ image: recipes.image }).from(recipes);
      for (const { image } of images) {
        expect(image).toMatch(/^\/media\/seed\/recipe-\d+\.webp$/);
        for (const url of [image!, imageVariant(image, 'card')!, imageVariant(image, 'detail')!]) {
          expect(existsSync(join(mediaDir, url.replace(/^\/media\//, ''))), url).toBe(true);
        }
      }
    });

    it('creates the demo accounts with argon2id hashes of their documented passwords', async () => {
      for (const account of DEMO_ACCOUNTS.slice(0, 3)) {
        const [row] = await t.db.select().from(users).where(eq(users.name, account.name));
        expect(row).toMatchObject({ role: account.role, email: account.email });
        expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
        expect(await verify(row!.passwordHash!, account.password)).toBe(true);
      }
    });

    it('schedules lives in the coming days and gives preferences to the demo user only', async () => {
      const scheduled = await t.db
        .select({ live: lives, recipe: recipes })
        .from(lives)
        .innerJoin(recipes, eq(recipes.id, lives.recipeId));
      expect(scheduled.length).toBe(5);
      const now = Date.now();
      for (const { live, recipe } of scheduled) {
        expect(live.startsAt.getTime()).toBeGreaterThan(now);
        expect(live.startsAt.getTime()).toBeLessThan(now + 8 * 86_400_000);
        // About one of the chef's own published recipes, with its copy, at a round Madrid hour.
        expect(recipe).toMatchObject({ userId: live.chefId, status: 'published' });
        expect(live).toMatchObject({ title: recipe.title, description: recipe.description });
        expect(madridParts(live.startsAt).hora).toMatch(/^(1[3-9]):(00|30)$/);
      }
      const chefs = await t.db
        .select({ role: users.role })
        .from(users)
        .where(inArray(users.id, [...new Set(scheduled.map((s) => s.live.chefId))]));
      expect(chefs.every((c) => c.role === 'chef')).toBe(true);
      const withPrefs = await t.db
        .select({ name: users.name })
        .from(preferences)
        .innerJoin(users, eq(users.id, preferences.userId));
      expect(withPrefs).toEqual([{ name: 'usuari' }]);
    });

    // Last: it renames the demo accounts the tests above read.
    it('never seeds a database in use, even when no demo account is left by its name or email', async () => {
      // An operator who takes over the demo admin (name, email, password) must not find a new
      // 'admin' with the published password after the next restart.
      await t.db.execute(
        sql`update users set name = 'cuiner_' || id, email = 'cuiner_' || id || '@exemple.cat'`,
      );
      const before = await counts(t.db);
      expect(await seedDemoData(t.db, { storage: localMediaStorage(mediaDir) })).toEqual({ seeded: false });
      expect(await counts(t.db)).toEqual(before);
    });
  });
}
