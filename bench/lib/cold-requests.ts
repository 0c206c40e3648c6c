/** Milliseconds at the given quantile of sorted values. */
const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function timeEach(base: string, requests: { path: string; headers: Record<string, string> }[]) {
  const times: number[] = [];
  for (const { path, headers } of requests) {
    const started = performance.now();
    const res = await fetch(base + path, { headers });
    if (!res.ok) throw new Error(`bench: ${path} answered ${res.status}`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * What a request costs when no cache helps: each user's first recommendations, and each user's
 * first look at a recipe, one at a time on an idle server. Run before any load, so every cache is
 * empty for these users. Answers a Markdown paragraph for the report.
 */
export async function measureColdRequests(
  base: string,
  crowd: Record<string, string>[],
  detailIds: number[],
): Promise<string> {
  const users = crowd.slice(0, 50);
  const recommended = await timeEach(
    base,
    users.map((headers) => ({ path: '/api/recipes/recommended', headers })),
  );
  // Ids the load never uses (so no shared detail is cached either).
  const details = await timeEach(
    base,
    users.map((headers, i) => ({
      path: `/api/recipes/${detailIds[i % detailIds.length]! + 7 + i}`,
      headers,
    })),
  );
  const line = (label: string, t: number[]) =>
    `- ${label}: p50 ${at(t, 0.5).toFixed(1)} ms, p99 ${at(t, 0.99).toFixed(1)} ms (${t.length} requests)`;
  return [
    'Uncached, one request at a time (a user’s first visit):',
    line('GET /api/recipes/recommended', recommended),
    line('GET /api/recipes/{id}', details),
  ].join('\n');
}
