/**
 * `npm run bench:logging`: what logging costs per request. The app on a fresh PGlite logs at
 * `info` into a file (pino, synchronous, as it writes to stdout in production), under autocannon's
 * load (bench/lib/load.ts), three ways:
 * - before: Fastify's own two lines per request ('incoming request', 'request completed'), as the
 *   app wrote them until issue 37: LOG_REQUESTS=1 plus an 'incoming request' line of Fastify's shape;
 * - LOG_REQUESTS=1: one line per request;
 * - the default now: only requests slower than LOG_SLOW_MS (1 s).
 * Prints requests a second and p99 of each round, the log bytes per request, and what that makes at the
 * issue's 300 requests a second for ten minutes.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { LOAD, measure } from '../lib/load.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'receptari-logging-bench-'));
const database = await openDatabase({ dataDir: join(dataDir, 'db') });
await migrateDatabase(database);

const MODES = [
  { name: 'before: two lines a request', env: { LOG_REQUESTS: '1' }, incomingLine: true },
  { name: 'LOG_REQUESTS=1: one line', env: { LOG_REQUESTS: '1' }, incomingLine: false },
  { name: 'default: slow requests only', env: {}, incomingLine: false },
] as const;
const ROUTES = ['/api/health/live', '/api/recipes?sort=recent&limit=20'];

/** Rounds per route; the modes take turns within each, so a busy moment of the machine hits all three. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

type Run = { rps: number; p50: number; p99: number; perRequest: number };

async function runOnce(path: string, mode: (typeof MODES)[number], file: string): Promise<Run> {
  const destination = pino.destination({ dest: file, sync: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    ...mode.env,
  });
  const app = await buildApp({ config, database, logger: { level: 'info', stream: destination } });
  let requests = 0;
  app.addHook('onResponse', (_request, _reply, done) => {
    requests++;
    done();
  });
  // Fastify's own first line, as it wrote it before `disableRequestLogging`.
  if (mode.incomingLine)
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.info({ req: request }, 'incoming request');
      done();
    });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const result = await measure({ url, requests: [{ path }] });
  await app.close();
  destination.flushSync();
  return { ...result, perRequest: statSync(file).size / requests };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: string[] = [];
let files = 0;
for (const path of ROUTES) {
  const runs = new Map<string, Run[]>(MODES.map((m) => [m.name, []]));
  for (let round = 0; round < ROUNDS; round++)
    for (const mode of MODES) {
      const run = await runOnce(path, mode, join(dataDir, `log-${files++}.ndjson`));
      runs.get(mode.name)!.push(run);
      console.log(`${path} ${mode.name} round ${round + 1}: ${run.rps.toFixed(0)} req/s, p99 ${run.p99} ms`);
    }
  for (const mode of MODES) {
    const of = runs.get(mode.name)!;
    const perRequest = median(of.map((r) => r.perRequest));
    const tenMinutes = (perRequest * 300 * 600) / 1e6;
    const rps = of.map((r) => r.rps.toFixed(0)).join(', ');
    const p99 = of.map((r) => r.p99).join(', ');
    rows.push(
      `| ${path} | ${mode.name} | ${rps} (median ${median(of.map((r) => r.rps)).toFixed(0)}) | ${p99} | ${perRequest.toFixed(0)} | ${tenMinutes.toFixed(1)} |`,
    );
  }
}

await database.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  [
    '',
    `Logging at info into a file, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.seconds} s measured, ${ROUNDS} rounds taking turns (PGlite, one process)`,
    '',
    '| route | logging | req/s per round | p99 ms per round | log bytes / request | MB per 10 min at 300 req/s |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
