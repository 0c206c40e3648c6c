import type { LoadRequest } from '../lib/load.ts';

export type OneClientResult = { rps: number; p50: number; p95: number; p99: number; errors: number };

/** Nearest-rank percentile of sorted latencies. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * One client, one request at a time, cycling through the requests (autocannon reports no p95,
 * and the target is about a single user's wait): a warm-up, then `seconds` measured.
 * `beforeEach` runs before every request, outside the timing (the bench empties a cache with it).
 */
export async function measureOneClient(
  url: string,
  requests: LoadRequest[],
  {
    seconds = 8,
    warmupSeconds = 2,
    beforeEach,
  }: { seconds?: number; warmupSeconds?: number; beforeEach?: () => void } = {},
): Promise<OneClientResult> {
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const runFor = async (ms: number, record: boolean) => {
    const end = performance.now() + ms;
    while (performance.now() < end) {
      const { path, headers } = requests[i++ % requests.length]!;
      beforeEach?.();
      const started = performance.now();
      const res = await fetch(url + path, { headers });
      await res.arrayBuffer();
      if (!record) continue;
      latencies.push(performance.now() - started);
      if (!res.ok) errors++;
    }
  };
  await runFor(warmupSeconds * 1000, false);
  const started = performance.now();
  await runFor(seconds * 1000, true);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}
