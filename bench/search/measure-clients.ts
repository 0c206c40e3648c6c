import type { LoadRequest } from '../lib/load.ts';

export type ClientsResult = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
};

/** Nearest-rank percentile of sorted latencies. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * `clients` clients (one by default: the target is about a single user's wait), each one
 * request at a time, taking the next request of the list in turn (so with many clients no two ask
 * the same one together): a warm-up, then `seconds` measured. Written here rather than with
 * autocannon, which reports no p95 and cycles the same list on every connection.
 * `beforeEach` runs before every request, outside the timing (the bench empties a cache with it).
 */
export async function measureClients(
  url: string,
  requests: LoadRequest[],
  {
    clients = 1,
    seconds = 8,
    warmupSeconds = 2,
    beforeEach,
  }: { clients?: number; seconds?: number; warmupSeconds?: number; beforeEach?: () => void } = {},
): Promise<ClientsResult> {
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const client = async (end: number, record: boolean) => {
    while (performance.now() < end) {
      const { path, headers, body } = requests[i++ % requests.length]!;
      beforeEach?.();
      const started = performance.now();
      const res = await fetch(url + path, {
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body !== undefined && { method: 'POST', body }),
      });
      await res.arrayBuffer();
      if (!record) continue;
      latencies.push(performance.now() - started);
      if (!res.ok) errors++;
    }
  };
  const runFor = (ms: number, record: boolean) => {
    const end = performance.now() + ms;
    return Promise.all(Array.from({ length: clients }, () => client(end, record)));
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
    requests: i,
  };
}
