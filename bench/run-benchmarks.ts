/**
 * `npm run bench`: 100,000 recipes on PostgreSQL, then the recipe routes under load, each beside a
 * bare in-memory Fastify answering the same JSON. Prints a table and writes bench/reports/<date>.md.
 * Options: --reseed (regenerate the data), BENCH_DATABASE_URL (default DEFAULT_BENCH_URL).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { BENCH_RECIPES, generateRecipes, isGenerated } from './generate/generate-recipes.ts';
import { DEFAULT_BENCH_URL, openBenchDatabase } from './lib/bench-database.ts';
import { crowdHeaders } from './lib/bench-crowd.ts';
import { measureColdRequests } from './lib/cold-requests.ts';
import { LOAD, type LoadRequest, measure } from './lib/load.ts';
import { startMemoryServer } from './lib/memory-server.ts';
import { renderTable, type Row, TARGET } from './lib/report.ts';
import { prepareBenchUser } from './lib/bench-user.ts';

const log = (msg: string) => console.log(msg);
/** Users in the crowd rows (each with a token and preferences). */
const CROWD = 200;
const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-'));

const database = await openBenchDatabase(url, dataDir).catch((err: unknown) => {
  console.error(`bench: PostgreSQL at ${url} is needed (${err instanceof Error ? err.message : err})`);
  process.exit(1);
});
if (process.argv.includes('--reseed') || !(await isGenerated(database.db))) {
  log(`bench: generating ${BENCH_RECIPES.toLocaleString('en')} recipes in ${url}`);
  await generateRecipes(database.db, log);
} else {
  log(`bench: reusing the ${BENCH_RECIPES.toLocaleString('en')} recipes in ${url} (--reseed to regenerate)`);
}

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
const token = await prepareBenchUser(base, database.db);
const auth = { authorization: `Bearer ${token}` };

// Twenty recipes spread over the whole table: the detail route is measured on all of them in turn.
const detailIds = Array.from({ length: 20 }, (_, i) => 1 + Math.floor(((i + 0.5) * BENCH_RECIPES) / 20));
// A crowd of users, each request from the next one: what per-user caches cannot hide.
const crowd = await crowdHeaders(database.db, CROWD);
const cold = await measureColdRequests(base, crowd, detailIds);
const asOne = (paths: string[], headers?: Record<string, string>) => paths.map((path) => ({ path, headers }));
const routes: { route: string; requests: LoadRequest[] }[] = [
  { route: 'GET /api/recipes?sort=popular', requests: asOne(['/api/recipes?sort=popular&limit=20']) },
  { route: 'GET /api/recipes?sort=recent', requests: asOne(['/api/recipes?sort=recent&limit=20']) },
  {
    route: 'GET /api/recipes/{id}',
    requests: asOne(
      detailIds.map((id) => `/api/recipes/${id}`),
      auth,
    ),
  },
  { route: 'GET /api/recipes/recommended', requests: asOne(['/api/recipes/recommended'], auth) },
  {
    route: `GET /api/recipes/{id}, ${CROWD} users`,
    requests: crowd.map((headers, i) => ({
      path: `/api/recipes/${detailIds[i % detailIds.length]}`,
      headers,
    })),
  },
  {
    route: `GET /api/recipes/recommended, ${CROWD} users`,
    requests: crowd.map((headers) => ({ path: '/api/recipes/recommended', headers })),
  },
];

// The in-memory twin answers exactly what the real route answered (for a crowd: the first user's).
const bodies = new Map<string, string>();
for (const { requests } of routes) {
  for (const { path, headers } of requests) {
    if (bodies.has(path)) continue;
    const res = await fetch(base + path, { headers });
    if (!res.ok) throw new Error(`bench: ${path} answered ${res.status}`);
    bodies.set(path, await res.text());
  }
}
const memory = await startMemoryServer(bodies);

const rows: Row[] = [];
for (const { route, requests } of routes) {
  log(`bench: ${route}`);
  const db = await measure({ url: base, requests });
  const mem = await measure({ url: memory.url, requests });
  rows.push({ route, db, memory: mem });
}

const { rows: version } = await database.db.execute<{ v: string }>(
  sql`select current_setting('server_version') as v`,
);
const table = renderTable(rows);
const when = new Date();
const report = [
  `# Benchmark ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  '',
  `${BENCH_RECIPES.toLocaleString('en')} recipes on PostgreSQL ${version[0]!.v}; Node ${process.version}; ` +
    `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}.`,
  `autocannon: ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s per route; ` +
    'the load generator runs in the same process as both servers.',
  `Targets: ratio ≥ ${TARGET.ratio} of the in-memory route, p99 < ${TARGET.p99Ms} ms.`,
  '',
  table,
  '',
  cold,
  '',
].join('\n');
console.log(`\n${table}\n\n${cold}\n`);
const reportsDir = join(import.meta.dirname, 'reports');
mkdirSync(reportsDir, { recursive: true });
const file = join(reportsDir, `${when.toISOString().slice(0, 10)}.md`);
writeFileSync(file, report);
log(`bench: report written to ${file}`);

await memory.app.close();
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
