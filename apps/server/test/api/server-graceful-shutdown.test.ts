import { type ClientRequest, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import { io } from 'socket.io-client';
import { afterAll, expect, it } from 'vitest';
import { exitCode, startServerProcess } from '../helpers/server-process.ts';

// The real server process on SIGTERM (server.ts): a request in flight finishes, new connections
// are refused, Socket.IO clients are disconnected in a way that makes them reconnect, and the
// process exits 0 once done, before the grace (SHUTDOWN_GRACE_MS) is over.

const GRACE_MS = 30_000;
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const account = { name: 'tancament', email: 'tancament@example.cat', password: 'contrasenya-segura' };

/** Whether a new TCP connection to `url` is refused (the listener is closed). */
const refused = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => false,
    (err: Error) => (err.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED',
  );

/**
 * Sends the headers of a request that says `Expect: 100-continue` and resolves at the server's
 * 100: Node answers it as it hands the request to the app, so the request is then in flight
 * (a wait of so many milliseconds was not enough on a loaded machine: the signal came first and
 * the request was refused with a 503 as a new one).
 */
function inHandsOfTheApp(req: ClientRequest) {
  req.flushHeaders();
  return new Promise<void>((resolve) => req.once('continue', () => resolve()));
}

it('on SIGTERM finishes the request in flight, refuses new connections, lets sockets reconnect and exits 0', async () => {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LIVE_MEDIA: 'mesh',
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
  });
  const register = await fetch(`${server.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(register.status).toBe(201);
  const { token } = (await register.json()) as { token: string };

  // A client as the web app's: reconnection on (the default).
  const socket = io(server.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    forceNew: true,
    auth: { token },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const disconnected = new Promise<{ reason: string; willReconnect: boolean }>((resolve) =>
    socket.once('disconnect', (reason) => resolve({ reason, willReconnect: socket.active })),
  );

  // A slow client: the login's headers and half its body are in before the signal, the rest after.
  const body = JSON.stringify({ name: account.name, password: account.password });
  const login = request(`${server.url}/api/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      // The server answers 100 once it has read the headers and handed the request to the app:
      // from then on the request is in flight, however slow the machine (inHandsOfTheApp).
      expect: '100-continue',
    },
  });
  const answer = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
    login.once('error', reject);
    login.once('response', (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
  });
  await inHandsOfTheApp(login);
  login.write(body.slice(0, 10));

  const signalled = Date.now();
  server.child.kill('SIGTERM');

  const gone = await disconnected;
  console.info(`socket: disconnected (${gone.reason}) ${Date.now() - signalled} ms after SIGTERM`);
  // socket.io-client reconnects by itself after "transport close", never after "io server disconnect".
  expect(gone).toEqual({ reason: 'transport close', willReconnect: true });
  socket.close();

  let closed = await refused(server.url);
  for (let i = 0; !closed && i < 50; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    closed = await refused(server.url);
  }
  console.info(`a new connection refused ${Date.now() - signalled} ms after SIGTERM: ${closed}`);
  expect(closed).toBe(true);
  expect(server.child.exitCode).toBeNull(); // still waiting for the login in flight

  login.end(body.slice(10));
  expect(await answer).toEqual({ status: 200, connection: 'close' });
  expect(await exitCode(server.child)).toBe(0);
  console.info(`exited 0 ${Date.now() - signalled} ms after SIGTERM (grace ${GRACE_MS} ms)`);
  // Done before the grace was over: nothing was cut.
  expect(server.output()).not.toContain('shutdown grace over');
}, 180_000);

it('cuts a request still in flight when the grace is over, then closes and exits 0', async () => {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LIVE_MEDIA: 'mesh',
    SHUTDOWN_GRACE_MS: '1000',
  });
  // A client that never sends the rest of its body.
  const stalled = request(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '1000', expect: '100-continue' },
  });
  const outcome = new Promise<string>((resolve) => {
    stalled.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    stalled.once('response', (res) => resolve(`answered ${res.statusCode}`));
  });
  await inHandsOfTheApp(stalled);
  stalled.write('{"name":');

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  expect(await exitCode(server.child)).toBe(0);
  console.info(`exited 0 ${Date.now() - signalled} ms after SIGTERM with a stalled request (grace 1000 ms)`);
  expect(await outcome).toBe('ECONNRESET');
  expect(server.output()).toContain('shutdown grace over');
}, 180_000);
