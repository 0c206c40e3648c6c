import type { FastifyInstance } from 'fastify';

/** How long a dependency may take to answer before readiness calls it down. */
export const READINESS_TIMEOUT_MS = 2000;

type State = 'ok' | 'down';

/** Whether `check` settles well within READINESS_TIMEOUT_MS; never rejects. */
async function stateOf(check: () => Promise<unknown>): Promise<State> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<State>((resolve) => {
    timer = setTimeout(() => resolve('down'), READINESS_TIMEOUT_MS);
  });
  const answered = check().then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([answered, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Each dependency this instance is configured with, checked at once and side by side. */
export async function readinessChecks(app: FastifyInstance) {
  // A store that can be unreachable (a bucket) has its own check; the folder is this instance's disk.
  const store = app.mediaStorage;
  const redis = app.redis;
  const [database, redisState, objectStore] = await Promise.all([
    stateOf(() => app.database.ping()),
    redis ? stateOf(() => redis.ping()) : undefined,
    store.check ? stateOf(() => store.check!()) : undefined,
  ]);
  return {
    database,
    ...(redisState && { redis: redisState }),
    ...(objectStore && { objectStore }),
  };
}
