import { createServer, type Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-error.ts';
import { reachablePostgresUrl } from '../../test/helpers/test-db.ts';
import { openPostgres } from './postgres.ts';

// A PostgreSQL host that accepts connections and then says nothing (a frozen server, a half-open
// network path): connecting fails after the pool's connection timeout, as "unavailable" (a 503),
// instead of leaving the request hanging for ever.
const sockets: Socket[] = [];
const silent = createServer((socket) => sockets.push(socket));
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
afterAll(() => {
  sockets.forEach((s) => s.destroy());
  silent.close();
});

it('gives up on a server that never answers, with an error the error handler answers 503', async () => {
  const { port } = silent.address() as { port: number };
  const started = performance.now();
  const error = await openPostgres(`postgres://postgres@127.0.0.1:${port}/postgres`).then(
    () => undefined,
    (err: unknown) => err,
  );
  console.log(
    `connecting to a silent PostgreSQL host failed after ${(performance.now() - started).toFixed(0)} ms`,
  );
  expect(error).toBeInstanceOf(Error);
  expect(isDatabaseUnavailable(error)).toBe(true);
});

it('cuts a statement that runs past the statement timeout, with an error answered 503', async () => {
  // PostgreSQL only (PGlite has no statement timeout); REQUIRE_SERVICES=1 makes a missing one fail.
  const url = await reachablePostgresUrl();
  if (!url) return;
  const handle = await openPostgres(url, { max: 1, statementTimeoutMs: 200 });
  try {
    const error = await handle.driver.pool.query('select pg_sleep(2)').then(
      () => undefined,
      (err: unknown) => err,
    );
    expect((error as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The connection stays usable for the next statement.
    expect((await handle.driver.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  } finally {
    await handle.close();
  }
});
