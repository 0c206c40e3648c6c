import { join } from 'node:path';
import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { openPglite } from '../../apps/server/src/db/pglite.ts';
import { type Generation, generateSearchRecipes } from './generate-search-recipes.ts';

/** The PGlite size. */
export const PGLITE_SEARCH_RECIPES = 100_000;

/**
 * The PGlite case: an embedded PGlite in a folder of its own (opened as the server opens
 * one, db/pglite.ts, with pg_trgm and unaccent), migrated, then filled by the same generator as
 * the PostgreSQL bench. Generated afresh each run: the folder is temporary.
 */
export async function preparePgliteSearchDatabase(
  dataDir: string,
  log: (m: string) => void,
  count = PGLITE_SEARCH_RECIPES,
): Promise<{ database: DatabaseHandle; generation: Generation }> {
  const database = await openPglite({ dataDir: join(dataDir, 'db') });
  await migrateDatabase(database);
  const client = database.driver.kind === 'pglite' ? database.driver.client : undefined;
  if (!client) throw new Error('bench:search: expected a PGlite database');
  log(`bench:search: generating ${count.toLocaleString('en')} recipes in PGlite (${dataDir})`);
  // Parameters go through the extended protocol (one statement); a text without them may hold
  // several statements, which only exec() runs.
  const generation = await generateSearchRecipes(
    async (text, params) =>
      params ? client.query(text, params) : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    log,
    count,
    '256MB',
  );
  return { database, generation };
}
