/**
 * `npx tsx search/explain-request.ts '<path>' ['<JSON body>']` (from bench/): every statement one
 * search (or, with a body, cook with what I have) runs, as the route builds it, through
 * EXPLAIN (ANALYZE, BUFFERS) on the search-bench database (BENCH_SEARCH_DATABASE_URL): why one
 * request of a pool is slow.
 */
import { tmpdir } from 'node:os';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { explainRequest } from './explain-search.ts';
import { DEFAULT_SEARCH_BENCH_URL } from './prepare-search-database.ts';

const [path, body] = process.argv.slice(2);
if (!path) throw new Error("usage: explain-request.ts '<path>' ['<JSON body>']");
const database = await openBenchDatabase(
  process.env.BENCH_SEARCH_DATABASE_URL ?? DEFAULT_SEARCH_BENCH_URL,
  tmpdir(),
);
console.log(await explainRequest(database.db, { path, ...(body !== undefined && { body }) }));
await database.close();
