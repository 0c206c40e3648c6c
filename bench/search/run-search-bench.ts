/**
 * `npm run bench:search -w @receptari/bench`: GET /api/recipes/search and POST
 * /api/recipes/with-what-i-have on 1,000,000 generated recipes (BENCH_SEARCH_RECIPES; the issue's
 * other size is 5,000,000, in a database of its own) on PostgreSQL, one client, beside a bare
 * in-memory Fastify answering the same bodies; then the concurrent cases (many clients, distinct
 * requests). Prints the plans, the slowest requests of each distinct pool, the tables, the
 * database size and the index build times; writes bench/search/reports/<date>-<recipes>.md.
 * Options: --reseed, --explain-only, --concurrent-only, --base-cases, --only=<case name part>;
 * BENCH_SEARCH_DATABASE_URL, BENCH_SEARCH_RECIPES, BENCH_SEARCH_SLOWEST (how many slowest to log).
 * `-- --pglite`: the other case, 100,000 recipes on an embedded PGlite generated afresh in a
 * temporary folder (report <date>-pglite-<recipes>.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { COUNT_BUDGET_MS } from '../../apps/server/src/modules/search/search-count.repo.ts';
import { crowdHeaders } from '../lib/bench-crowd.ts';
import { requestKey, startMemoryServer } from '../lib/memory-server.ts';
import { costDistinct, costTable, explainCases, slowestDistinct } from './explain-search.ts';
import { SEARCH_RECIPES } from './generate-search-recipes.ts';
import { measureClients } from './measure-clients.ts';
import { PGLITE_SEARCH_RECIPES, preparePgliteSearchDatabase } from './prepare-pglite-search-database.ts';
import { DEFAULT_SEARCH_BENCH_URL, prepareSearchDatabase } from './prepare-search-database.ts';
import { ALL_SEARCH_CASES, CONCURRENT_CASES, SEARCH_CASES, type SearchRequest } from './search-cases.ts';
import {
  type ConcurrentRow,
  renderConcurrentTable,
  renderSearchTable,
  SEARCH_TARGET,
  type SearchRow,
} from './search-report.ts';

const log = (m: string) => console.log(m);
/** The generator's users (1,000) asking a per-user rate-limited route in turn. */
const CROWD_USERS = 1_000;
const url = process.env.BENCH_SEARCH_DATABASE_URL ?? DEFAULT_SEARCH_BENCH_URL;
const pglite = process.argv.includes('--pglite');
const concurrentOnly = process.argv.includes('--concurrent-only');
// --base-cases: only the cases code before issue 32 answers (its figures "before").
// --only=<text>: only the one-client cases whose name holds it (and the concurrent case only with
// --concurrent-only), to measure one case again after a change.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const oneClientCases = (
  concurrentOnly ? [] : process.argv.includes('--base-cases') ? SEARCH_CASES : ALL_SEARCH_CASES
).filter((c) => only === undefined || c.name.includes(only));
const concurrentCases = only === undefined || concurrentOnly ? CONCURRENT_CASES : [];
const count = Number(process.env.BENCH_SEARCH_RECIPES ?? (pglite ? PGLITE_SEARCH_RECIPES : SEARCH_RECIPES));
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-search-'));
const { database, generation } = pglite
  ? await preparePgliteSearchDatabase(dataDir, log, count)
  : await prepareSearchDatabase(url, dataDir, process.argv.includes('--reseed'), log, count);
const plans = await explainCases(database.db, oneClientCases);
log(`\n${plans}\n`);
// The count as the route runs it: with its budget on PostgreSQL (search.routes.ts).
const costs = await costDistinct(
  database.db,
  oneClientCases,
  database.kind === 'postgres' ? COUNT_BUDGET_MS : undefined,
);
const slowest = slowestDistinct(costs);
// BENCH_SEARCH_SLOWEST=<n>: the n slowest of each pool in the log (the report keeps three), to see
// what makes a case's tail.
const listed = Number(process.env.BENCH_SEARCH_SLOWEST ?? 3);
log(`Slowest distinct requests (database time):\n${listed > 3 ? slowestDistinct(costs, listed) : slowest}\n`);
const breakdown = await costTable(database.db, costs);
log(`${breakdown}\n`);

const rows: SearchRow[] = [];
const concurrentRows: ConcurrentRow[] = [];
if (!process.argv.includes('--explain-only')) {
  const config = loadConfig({
    NODE_ENV: 'production',
    ...(!pglite && { DATABASE_URL: url }),
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
    body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-cullera-fosca-27' }),
  });
  const headers = { authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };

  // A route rate-limited per user (cook with what I have) is asked by the generated users in turn.
  const crowd = await crowdHeaders(database.db, CROWD_USERS);
  const requests = (list: SearchRequest[], byCrowd = false) =>
    byCrowd
      ? Array.from({ length: Math.max(list.length, crowd.length) }, (_, i) => ({
          ...list[i % list.length]!,
          headers: crowd[i % crowd.length]!,
        }))
      : list.map((r) => ({ ...r, headers }));
  // The in-memory twin answers exactly the bodies the real route gave.
  const bodies = new Map<string, string>();
  for (const { path, body, headers } of oneClientCases.flatMap((c) =>
    requests([...c.repeated, ...c.distinct], c.crowd),
  )) {
    if (bodies.has(requestKey(path, body))) continue;
    const res = await fetch(base + path, {
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body !== undefined && { method: 'POST', body }),
    });
    if (!res.ok)
      throw new Error(`bench:search: ${path} ${body ?? ''} answered ${res.status}: ${await res.text()}`);
    bodies.set(requestKey(path, body), await res.text());
  }
  const memory = await startMemoryServer(bodies);
  // A distinct request must run its query even when the pool comes round again within the cache's
  // lifetime: the search cache is emptied before each one, as a write would.
  const emptySearchCache = () => app.caches.search.clear();
  for (const c of oneClientCases) {
    log(`bench:search: ${c.name} (${c.distinct.length} distinct requests)`);
    rows.push({
      name: c.name,
      p95TargetMs: pglite ? SEARCH_TARGET.pgliteP95Ms : (c.p95TargetMs ?? SEARCH_TARGET.p95Ms),
      repeated: await measureClients(base, requests(c.repeated, c.crowd)),
      distinct: await measureClients(base, requests(c.distinct, c.crowd), { beforeEach: emptySearchCache }),
      memory: await measureClients(memory.url, requests(c.distinct)),
    });
  }
  await memory.app.close();
  // No request is asked twice in a run (the pool is larger than the run's requests, checked in the
  // report), so the cache is left as it is: emptying it would not be what many users see.
  for (const c of concurrentCases) {
    log(`bench:search: ${c.name} (${c.requests.length} distinct requests, ${c.clients} clients)`);
    const result = await measureClients(base, requests(c.requests), { clients: c.clients });
    concurrentRows.push({ name: c.name, clients: c.clients, pool: c.requests.length, result });
  }
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
  `${generation.recipes.toLocaleString('en')} recipes on ${pglite ? 'PGlite, PostgreSQL' : 'PostgreSQL'} ${size.version}; Node ${process.version}; ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}. One client, one request at a time, 2 s warm-up then 8 s per run; ` +
    '"repeated" cycles a few fixed requests (the search answer cache answers), "distinct" a pool of different ' +
    'ones with the cache emptied before each (every request runs its query); the in-memory baseline serves the ' +
    'distinct pool. The client runs in the same process as both servers.',
  '',
  rows.length ? renderSearchTable(rows) : '(no one-client run)',
  '',
  'Many clients at once, each taking the next request of one pool (no request asked twice unless the ' +
    'run outlasts the pool), the search cache left as it is:',
  '',
  concurrentRows.length ? renderConcurrentTable(concurrentRows) : '(no concurrent run)',
  '',
  `Database ${size.database} (recipes ${size.recipes}, of which indexes ${size.recipes_indexes}; ` +
    `recipe_ingredients ${size.ingredients}, of which indexes ${size.ingredients_indexes}). ` +
    `Generated in ${generation.seconds.toFixed(0)} s; index builds ${indexTotal.toFixed(1)} s in all: ${builds}.`,
  '',
  'Where a distinct request spends its time outside HTTP (every request of each pool once, EXPLAIN ANALYZE):',
  '',
  breakdown,
  '',
  'Slowest distinct requests of each case (EXPLAIN ANALYZE execution time, one run each):',
  '',
  '```',
  slowest,
  '```',
  '',
  '```',
  plans,
  '```',
  '',
].join('\n');
console.log(`\n${report}`);
const reportsDir = join(import.meta.dirname, 'reports');
mkdirSync(reportsDir, { recursive: true });
writeFileSync(
  join(
    reportsDir,
    `${new Date().toISOString().slice(0, 10)}-${pglite ? 'pglite-' : ''}${generation.recipes}.md`,
  ),
  report,
);
await database.close();
rmSync(dataDir, { recursive: true, force: true });
