import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notificationSchema } from '@receptari/shared/notifications/notifications.schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalog, makeRecipe } from '../helpers/recipe-factory.ts';
import { exitCode, type ServerProcess, startServerProcess } from '../helpers/server-process.ts';
import { notificationInbox, openSocket, type TestSocket } from '../helpers/socket-client.ts';
import { createPostgresTestDatabase, reachablePostgresUrl, type TestDatabase } from '../helpers/test-db.ts';

// Set only in npm test's PostgreSQL + Redis stage, which itself fails under REQUIRE_SERVICES=1 when
// they do not answer; the PGlite stage runs without it and skips this file.
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = redisUrl ? await reachablePostgresUrl() : undefined;

/**
 * Issue 15, item 6: two real server processes (src/server.ts) on one PostgreSQL database and one
 * Redis, as two instances behind a load balancer. A comment sent to process A notifies its
 * recipe's author, whose socket is connected to process B.
 */
describe.skipIf(!redisUrl || !postgresUrl)('notifications across two server processes', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createPostgresTestDatabase(postgresUrl!);
    const [row] = (await database.db.execute(sql`select current_database() as name`)).rows as Array<{
      name: string;
    }>;
    const url = new URL(postgresUrl!);
    url.pathname = `/${row!.name}`;
    servers = await Promise.all(
      [0, 1].map(() => {
        const dataDir = mkdtempSync(join(tmpdir(), 'receptari-processes-'));
        dataDirs.push(dataDir);
        return startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: url.href, REDIS_URL: redisUrl! });
      }),
    );
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const server of servers) server.child.kill('SIGTERM');
    await Promise.all(servers.map((server) => exitCode(server.child)));
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const register = async (baseUrl: string, name: string) => {
    const res = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email: `${name}@example.cat`, password: 'contrasenya-segura' }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { token: string; user: { id: number; name: string } };
  };

  it('a comment sent to process A reaches the author’s socket on process B', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const suffix = Date.now().toString(36);
    const author = await register(b.url, `autora${suffix}`);
    const reader = await register(a.url, `lector${suffix}`);
    const recipe = await makeRecipe(database.db, author.user.id, await makeCatalog(database.db), {
      title: 'Pa amb tomàquet',
    });
    const socket = await openSocket(b.url, { auth: { token: author.token } });
    sockets.push(socket);
    const inbox = notificationInbox(socket);

    const res = await fetch(`${a.url}/api/recipes/${recipe}/comment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ comment: 'Clàssic!' }),
    });
    expect(res.status).toBe(201);
    const pushed = (await inbox.until(1)).map((p) => notificationSchema.parse(p));
    expect(pushed).toContainEqual(
      expect.objectContaining({
        user_id: author.user.id,
        recipe_id: recipe,
        type: 'comment',
        triggered_by: reader.user.id,
      }),
    );
  }, 30_000);
});
