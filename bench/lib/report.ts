import type { LoadResult } from './load.ts';

export type Row = { route: string; db: LoadResult; memory: LoadResult };

/** The targets: at least half the in-memory throughput, p99 under 50 ms at 100k recipes. */
export const TARGET = { ratio: 0.5, p99Ms: 50 };

const fixed = (n: number, digits = 0) => n.toFixed(digits);

export function verdict(row: Row) {
  const ratio = row.db.rps / row.memory.rps;
  const pass = ratio >= TARGET.ratio && row.db.p99 < TARGET.p99Ms && row.db.errors + row.db.non2xx === 0;
  return { ratio, pass };
}

/** A Markdown table: printed to the console and written to bench/reports/. */
export function renderTable(rows: Row[]): string {
  const head = [
    '| route | req/s | p50 ms | p99 ms | in-memory req/s | ratio | errors | target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  const lines = rows.map((row) => {
    const { ratio, pass } = verdict(row);
    return `| ${row.route} | ${fixed(row.db.rps)} | ${fixed(row.db.p50)} | ${fixed(row.db.p99)} | ${fixed(row.memory.rps)} | ${fixed(ratio, 2)} | ${row.db.errors + row.db.non2xx} | ${pass ? 'PASS' : 'FAIL'} |`;
  });
  return [...head, ...lines].join('\n');
}
