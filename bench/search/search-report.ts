import type { ClientsResult } from './measure-clients.ts';

/**
 * The targets, one client: p95 under 30 ms for a search at 1,000,000 and 5,000,000 recipes
 * on PostgreSQL (a case may set its own: cook with what I have, 50 ms), under 100 ms for every case
 * at 100,000 recipes on PGlite; and (issue 31) no case slower than 10x the in-memory baseline.
 */
export const SEARCH_TARGET = { p95Ms: 30, pgliteP95Ms: 100, slowerThanMemoryMax: 10 };

/** One case: its repeated and distinct runs on the real server, and the in-memory baseline. */
export type SearchRow = {
  name: string;
  p95TargetMs: number;
  repeated: ClientsResult;
  distinct: ClientsResult;
  memory: ClientsResult;
};

const ms = (n: number) => n.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function line(row: SearchRow, mode: string, db: ClientsResult) {
  const { name, p95TargetMs, memory } = row;
  const ratio = db.p95 / Math.max(memory.p95, 0.001);
  const errors = db.errors ? ` (${db.errors} errors)` : '';
  return (
    `| ${name}${errors} | ${mode} | ${Math.round(db.rps)} | ${ms(db.p50)} | ${ms(db.p95)} | ${ms(db.p99)} | ` +
    `${Math.round(memory.rps)} | ${ms(memory.p95)} | ${ratio.toFixed(1)}x | ` +
    `${verdict(db.p95 < p95TargetMs && !db.errors)} (${p95TargetMs}) | ${verdict(ratio <= SEARCH_TARGET.slowerThanMemoryMax)} |`
  );
}

export function renderSearchTable(rows: SearchRow[]): string {
  const lines = [
    '| case | requests | req/s | p50 ms | p95 ms | p99 ms | in-memory req/s | in-memory p95 ms | p95 / in-memory | p95 < target (ms) | ≤ 10x in-memory |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows)
    lines.push(line(row, 'repeated', row.repeated), line(row, 'distinct', row.distinct));
  return lines.join('\n');
}

/** Many clients at once, distinct requests: req/s and each request's wait. */
export type ConcurrentRow = { name: string; clients: number; pool: number; result: ClientsResult };

export function renderConcurrentTable(rows: ConcurrentRow[]): string {
  const lines = [
    '| case | clients | req/s | p50 ms | p95 ms | p99 ms | errors | requests / distinct pool |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { name, clients, pool, result: r } of rows) {
    lines.push(
      `| ${name} | ${clients} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.errors} | ` +
        `${r.requests.toLocaleString('en')} / ${pool.toLocaleString('en')} |`,
    );
  }
  return lines.join('\n');
}
