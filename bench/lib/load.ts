import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export type LoadTarget = {
  url: string;
  /** Request paths, cycled (e.g. several recipe ids). */
  paths: string[];
  headers?: Record<string, string>;
};

export const LOAD = { connections: 10, seconds: 8, warmupSeconds: 2 };

function run(target: LoadTarget, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections: LOAD.connections,
    duration: seconds,
    headers: target.headers,
    requests: target.paths.map((path) => ({ method: 'GET', path })),
  });
}

/** A short warm-up (JIT, connection pool, caches), then the measured run. */
export async function measure(target: LoadTarget): Promise<LoadResult> {
  await run(target, LOAD.warmupSeconds);
  const r = await run(target, LOAD.seconds);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
