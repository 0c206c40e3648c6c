import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/**
 * One request of a cycle: a path and, for per-user routes, that user's headers; with a body (JSON
 * text), a POST.
 */
export type LoadRequest = { path: string; headers?: Record<string, string>; body?: string };

export type LoadTarget = {
  url: string;
  /** Cycled by every connection (several recipe ids, several users). */
  requests: LoadRequest[];
};

export const LOAD = { connections: 10, seconds: 8, warmupSeconds: 2 };

function run(target: LoadTarget, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: target.url,
    connections: LOAD.connections,
    duration: seconds,
    requests: target.requests.map(({ path, headers, body }) =>
      body === undefined
        ? { method: 'GET', path, headers }
        : { method: 'POST', path, headers: { ...headers, 'content-type': 'application/json' }, body },
    ),
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
