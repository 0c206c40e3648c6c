import pg from 'pg';
import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { type Generation, generateSearchRecipes, SEARCH_RECIPES } from './generate-search-recipes.ts';

export const DEFAULT_SEARCH_BENCH_URL = 'postgres://postgres@127.0.0.1:5432/receptari_bench_search';

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function knownGeneration(url: string): Promise<Generation | undefined> {
  try {
    return await withClient(
      url,
      async (c) => (await c.query('select generation from bench_search_meta')).rows[0]?.generation,
    );
  } catch {
    return undefined; // no database or no table yet
  }
}

/** Drops the bench database, so a regeneration starts from exactly what the migrations build. */
async function dropDatabase(url: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const name = new URL(url).pathname.slice(1).replace(/"/g, '""');
  await withClient(admin.toString(), (c) => c.query(`drop database if exists "${name}" with (force)`));
}

/**
 * The migrated search-bench database, generated when missing (or on reseed). How long the generation
 * and each index build took is kept in the database itself, so a later run reports it too.
 */
export async function prepareSearchDatabase(
  url: string,
  dataDir: string,
  reseed: boolean,
  log: (m: string) => void,
  count = SEARCH_RECIPES,
): Promise<{ database: DatabaseHandle; generation: Generation }> {
  const known = reseed ? undefined : await knownGeneration(url);
  if (known?.recipes === count) {
    log(`bench:search: reusing ${count.toLocaleString('en')} recipes (--reseed to regenerate)`);
    return { database: await openBenchDatabase(url, dataDir), generation: known };
  }
  await dropDatabase(url);
  const database = await openBenchDatabase(url, dataDir);
  log(`bench:search: generating ${count.toLocaleString('en')} recipes in ${url}`);
  const generation = await withClient(url, async (client) => {
    const generated = await generateSearchRecipes((text, params) => client.query(text, params), log, count);
    await client.query('create table bench_search_meta (generation jsonb not null)');
    await client.query('insert into bench_search_meta (generation) values ($1)', [JSON.stringify(generated)]);
    return generated;
  });
  return { database, generation };
}
