import type { OneClientResult } from './measure-one-client.ts';

/** The targets at 1M recipes on PostgreSQL, one client. */
export const SEARCH_TARGET = { p95Ms: 30, slowerThanMemoryMax: 10 };

export type SearchRow = { name: string; db: OneClientResult; memory: OneClientResult };

const ms = (n: number) => n.toFixed(1);

export function renderSearchTable(rows: SearchRow[]): string {
  const lines = [
    '| case | req/s | p50 ms | p95 ms | p99 ms | in-memory req/s | in-memory p95 ms | p95 / in-memory | p95 < 30 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const { name, db, memory } of rows) {
    const ratio = db.p95 / Math.max(memory.p95, 0.001);
    const errors = db.errors ? ` (${db.errors} errors)` : '';
    lines.push(
      `| ${name}${errors} | ${Math.round(db.rps)} | ${ms(db.p50)} | ${ms(db.p95)} | ${ms(db.p99)} | ` +
        `${Math.round(memory.rps)} | ${ms(memory.p95)} | ${ratio.toFixed(1)}x | ` +
        `${db.p95 < SEARCH_TARGET.p95Ms && !db.errors ? 'PASS' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}
