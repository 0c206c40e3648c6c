import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

// The real server on its embedded PGlite, killed -9 while writes are in flight and restarted at
// once, ten times: every restart must find the data folder free (the lock died with its holder)
// and every write the server acknowledged must still be there at the end.

const ROUNDS = 10;
/** Requests in flight at any time, so each kill lands amid several writes. */
const WRITERS = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'receptari-crash-'));
const started: ServerProcess[] = [];
afterAll(() => {
  const last = started.at(-1);
  if (last) killQuietly(last.pid);
  // Their parents gone, the zombies are reaped by init.
  started.forEach((s) => s.child.kill('SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
});

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/**
 * Each server runs under a parent that never reaps it: once killed it stays a zombie, whose pid
 * still looks alive to anyone asking (a pid-file lock refused the restart in exactly this case).
 */
const start = async () => {
  const server = await startServerProcess({ DATA_DIR: dataDir }, { unreaped: true });
  started.push(server);
  return server;
};
const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token && { authorization: `Bearer ${token}` }),
});

// The embedded database's test: the PostgreSQL run of the API tests (TEST_DATABASE_URL) skips it.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'keeps every acknowledged write through ten kill -9 during writes and immediate restarts',
  async () => {
    let server = await start();
    const register = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({
        name: 'supervivent',
        email: 'supervivent@example.cat',
        password: 'contrasenya-segura',
      }),
    });
    expect(register.status).toBe(201);
    const { token } = (await register.json()) as { token: string };

    const acknowledged: string[] = [];
    let cutByKill = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const current: ServerProcess = server;
      // A different number of writes each round before the kill, so it lands at varied moments.
      const killAfter = 3 + ((round * 7) % 11);
      let ackedThisRound = 0;
      let killed = false;
      let next = 0;
      const writer = async () => {
        while (!killed) {
          const name = `r${round}-${next++}`;
          try {
            const res = await fetch(`${current.url}/api/folders`, {
              method: 'POST',
              headers: json(token),
              body: JSON.stringify({ name }),
            });
            if (res.status !== 201)
              throw new Error(`POST /api/folders answered ${res.status}: ${await res.text()}`);
            acknowledged.push(name);
            if (++ackedThisRound === killAfter && !killed) {
              process.kill(current.pid, 'SIGKILL');
              killed = true;
            }
          } catch (err) {
            if (!killed) throw err;
            cutByKill++; // the connection died with the server: never acknowledged
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      // At once, while the killed server is a zombie nobody reaps: its pid still looks alive.
      server = await start();
    }

    const list = await fetch(`${server.url}/api/folders`, { headers: json(token) });
    expect(list.status).toBe(200);
    const present = new Set(
      ((await list.json()) as { folders: { name: string }[] }).folders.map((f) => f.name),
    );
    const lost = acknowledged.filter((name) => !present.has(name));
    console.log(
      `crash recovery (PGlite): ${ROUNDS} kill -9 and immediate restarts, ${acknowledged.length} writes ` +
        `acknowledged, ${cutByKill} cut by the kill, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ROUNDS * 3);
  },
  300_000,
);
