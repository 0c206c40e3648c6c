import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../test/helpers/migrations-before.ts';
import { SEED_CATEGORY_NAMES, SEED_CUISINE_NAMES } from '../seed/data/catalog.ts';
import { migrateDatabase } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { categories, cuisines } from './schema/index.ts';

describe('migration 0036 on a database seeded before the translations', () => {
  it('gives the demo catalogue its Spanish and English names, and leaves an admin’s own entry without', async () => {
    const handle = await openPglite();
    const before = migrationsBefore('0036_catalog_translations');
    try {
      await migrateDatabase(handle, before);
      const { db } = handle;
      // Plain SQL: the translation columns do not exist yet.
      for (const name of [...Object.keys(SEED_CATEGORY_NAMES), 'Primer plat'])
        await db.execute(sql`insert into categories (name) values (${name})`);
      for (const country of Object.keys(SEED_CUISINE_NAMES))
        await db.execute(sql`insert into cuisines (country) values (${country})`);

      await migrateDatabase(handle);
      const byName = Object.fromEntries(
        (await db.select().from(categories)).map((c) => [c.name, { es: c.nameEs, en: c.nameEn }]),
      );
      expect(byName).toEqual({ ...SEED_CATEGORY_NAMES, 'Primer plat': { es: null, en: null } });
      const byCountry = Object.fromEntries(
        (await db.select().from(cuisines)).map((c) => [c.country, { es: c.countryEs, en: c.countryEn }]),
      );
      expect(byCountry).toEqual(SEED_CUISINE_NAMES);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
    }
  }, 60_000);
});
