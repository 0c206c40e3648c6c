import type { OneClientResult } from './measure-one-client.ts';

/** The targets at 1M recipes on PostgreSQL, one client. */
export const SEARCH_TARGET = { p95Ms: 30, slowerThanMemoryMax: 10 };

/** One case: its repeated and distinct runs on the real server, and the in-memory baseline. */
export type SearchRow = {
  name: string;
  repeated: OneClientResult;
  distinct: OneClientResult;
  memory: OneClientResult;
};

const ms = (n: number) => n.toFixed(1);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function line(name: string, mode: string, db: OneClientResult, memory: OneClientResult) {
  const ratio = db.p95 / Math.max(memory.p95, 0.001);
  const errors = db.errors ? ` (${db.errors} errors)` : '';
  return (
    `| ${name}${errors} | ${mode} | ${Math.round(db.rps)} | ${ms(db.p50)} | ${ms(db.p95)} | ${ms(db.p99)} | ` +
    `${Math.round(memory.rps)} | ${ms(memory.p95)} | ${ratio.toFixed(1)}x | ` +
    `${verdict(db.p95 < SEARCH_TARGET.p95Ms && !db.errors)} | ${verdict(ratio <= SEARCH_TARGET.slowerThanMemoryMax)} |`
  );
}

export function renderSearchTable(rows: SearchRow[]): string {
  const lines = [
    '| case | requests | req/s | p50 ms | p95 ms | p99 ms | in-memory req/s | in-memory p95 ms | p95 / in-memory | p95 < 30 ms | ≤ 10x in-memory |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const { name, repeated, distinct, memory } of rows) {
    lines.push(line(name, 'repeated', repeated, memory), line(name, 'distinct', distinct, memory));
  }
  return lines.join('\n');
}
