/**
 * `npm run bench:search -w @receptari/bench`: GET /api/recipes/search on 1,000,000 generated recipes
 * on PostgreSQL, one client, beside a bare in-memory Fastify answering the same bodies. Prints the
 * plans, the table, the database size and the index build times; writes bench/search/reports/<date>.md.
 * Options: --reseed, --explain-only; BENCH_SEARCH_DATABASE_URL, BENCH_SEARCH_RECIPES.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startMemoryServer } from '../lib/memory-server.ts';
import { explainCases } from './explain-search.ts';
import { SEARCH_RECIPES } from './generate-search-recipes.ts';
import { measureOneClient } from './measure-one-client.ts';
import { DEFAULT_SEARCH_BENCH_URL, prepareSearchDatabase } from './prepare-search-database.ts';
import { SEARCH_CASES } from './search-cases.ts';
import { renderSearchTable, type SearchRow } from './search-report.ts';

const log = (m: string) => console.log(m);
const url = process.env.BENCH_SEARCH_DATABASE_URL ?? DEFAULT_SEARCH_BENCH_URL;
const count = Number(process.env.BENCH_SEARCH_RECIPES ?? SEARCH_RECIPES);
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-search-'));
const { database, generation } = await prepareSearchDatabase(
  url,
  dataDir,
  process.argv.includes('--reseed'),
  log,
  count,
);
const plans = await explainCases(database.db, SEARCH_CASES);
log(`\n${plans}\n`);

const rows: SearchRow[] = [];
if (!process.argv.includes('--explain-only')) {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const name = `bench_search_${Date.now().toString(36)}`;
  const registered = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-password' }),
  });
  const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };

  // The in-memory twin answers exactly the bodies the real route gave.
  const bodies = new Map<string, string>();
  for (const path of SEARCH_CASES.flatMap((c) => c.paths)) {
    const res = await fetch(base + path, { headers });
    if (!res.ok) throw new Error(`bench:search: ${path} answered ${res.status}: ${await res.text()}`);
    bodies.set(path, await res.text());
  }
  const memory = await startMemoryServer(bodies);
  for (const c of SEARCH_CASES) {
    log(`bench:search: ${c.name}`);
    const requests = c.paths.map((path) => ({ path, headers }));
    rows.push({
      name: c.name,
      db: await measureOneClient(base, requests),
      memory: await measureOneClient(memory.url, requests),
    });
  }
  await memory.app.close();
  await app.close();
}

const { rows: sizes } = await database.db.execute<Record<string, string>>(sql`
  select current_setting('server_version') as version,
         pg_size_pretty(pg_database_size(current_database())) as database,
         pg_size_pretty(pg_total_relation_size('recipes')) as recipes,
         pg_size_pretty(pg_indexes_size('recipes')) as recipes_indexes,
         pg_size_pretty(pg_total_relation_size('recipe_ingredients')) as ingredients,
         pg_size_pretty(pg_indexes_size('recipe_ingredients')) as ingredients_indexes`);
const size = sizes[0]!;
const indexTotal = Object.values(generation.indexSeconds).reduce((a, b) => a + b, 0);
const builds = Object.entries(generation.indexSeconds)
  .map(([index, s]) => `${index} ${s.toFixed(1)} s`)
  .join(', ');
const report = [
  `# Search benchmark ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${generation.recipes.toLocaleString('en')} recipes on PostgreSQL ${size.version}; Node ${process.version}; ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}. One client, one request at a time, 2 s warm-up then 8 s per case; ` +
    'the client runs in the same process as both servers.',
  '',
  rows.length ? renderSearchTable(rows) : '(plans only)',
  '',
  `Database ${size.database} (recipes ${size.recipes}, of which indexes ${size.recipes_indexes}; ` +
    `recipe_ingredients ${size.ingredients}, of which indexes ${size.ingredients_indexes}). ` +
    `Generated in ${generation.seconds.toFixed(0)} s; index builds ${indexTotal.toFixed(1)} s in all: ${builds}.`,
  '',
  '```',
  plans,
  '```',
  '',
].join('\n');
console.log(`\n${report}`);
const reportsDir = join(import.meta.dirname, 'reports');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, `${new Date().toISOString().slice(0, 10)}.md`), report);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
