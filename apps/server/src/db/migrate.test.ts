import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { reachablePostgresUrl } from '../../test/helpers/test-db.ts';
import type { DatabaseHandle } from './database.ts';
import { migrateDatabase } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

const EXPECTED_TABLES = [
  'audit_log',
  'auth_tokens',
  'categories',
  'comments',
  'cooksnaps',
  'cuisines',
  'data_versions',
  'feed_items',
  'folder_recipes',
  'folders',
  'follower_announcements',
  'follower_announcements_seen',
  'follows',
  'import_preview_items',
  'import_previews',
  'ingredient_names',
  'likes',
  'live_chapters',
  'lives',
  'meal_plan_calendars',
  'meal_plan_entries',
  'media_uploads',
  'notification_settings',
  'notifications',
  'nutrition',
  'preference_categories',
  'preference_cuisines',
  'preferences',
  'recipe_ingredients',
  'recipe_like_counts',
  'recipe_steps',
  'recipes',
  'reports',
  'saved_recipes',
  'shopping_list_items',
  'shopping_list_members',
  'shopping_list_shares',
  'shopping_lists',
  'users',
  'verification_requests',
];

/** What every migrated database must have, whichever engine runs it. */
async function expectMigrated(handle: DatabaseHandle) {
  const { db } = handle;
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  expect(tables.rows.map((r) => r.table_name)).toEqual(EXPECTED_TABLES);
  const extensions = await db.execute<{ extname: string }>(sql`select extname from pg_extension`);
  expect(extensions.rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
  const folded = await db.execute<{ v: string }>(sql`select f_unaccent(lower('Arròs AMB Pèsols i Ç')) as v`);
  expect(folded.rows[0]!.v).toBe('arros amb pesols i c');
  const volatility = await db.execute<{ provolatile: string }>(
    sql`select provolatile from pg_proc where proname = 'f_unaccent'`,
  );
  expect(volatility.rows[0]!.provolatile).toBe('i'); // IMMUTABLE, or no index could use it
}

async function appliedCount(handle: DatabaseHandle) {
  const rows = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows.rows[0]!.n;
}

describe('migrations on PGlite', () => {
  it('create every table, the extensions and an immutable f_unaccent; a second run is a no-op', async () => {
    const handle = await openPglite();
    try {
      await migrateDatabase(handle);
      await expectMigrated(handle);
      const applied = await appliedCount(handle);
      await migrateDatabase(handle);
      expect(await appliedCount(handle)).toBe(applied);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

const pgUrl = await reachablePostgresUrl();

describe.skipIf(!pgUrl)('migrations on PostgreSQL', () => {
  const name = `receptari_m_${randomBytes(4).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: pgUrl });
  const urlOf = (db: string) => Object.assign(new URL(pgUrl!), { pathname: `/${db}` }).toString();

  afterAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  });

  it('apply on an empty database, also when two servers migrate it at once', async () => {
    const c = admin();
    await c.connect();
    await c.query(`create database "${name}"`);
    await c.end();
    const [a, b] = await Promise.all([openPostgres(urlOf(name)), openPostgres(urlOf(name))]);
    try {
      // The advisory lock serialises them: the second finds the work done instead of failing.
      await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
      await expectMigrated(a);
      expect(await appliedCount(a)).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);
});
