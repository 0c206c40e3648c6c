import { createServer, type Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../lib/pg-error.ts';
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
