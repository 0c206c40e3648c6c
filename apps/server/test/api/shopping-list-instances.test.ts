import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { Inbox } from '../helpers/inbox.ts';
import { openSocket, type TestSocket } from '../helpers/socket-client.ts';
import { createPostgresTestDatabase, reachablePostgresUrl, type TestDatabase } from '../helpers/test-db.ts';

type Changed = { list_id: number; by: number };
type User = Awaited<ReturnType<typeof registerUser>>;

function changes(socket: TestSocket): Inbox<Changed> {
  const inbox = new Inbox<Changed>();
  socket.on('shoppingListChanged', (payload) => inbox.push(payload));
  return inbox;
}

const call = (
  app: FastifyInstance,
  user: User,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/shopping-list${url}`, headers: user.auth, ...(payload && { payload }) });

describe('shoppingListChanged on one instance', () => {
  let app: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    app = await buildTestApp();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.dispose();
  });

  it('tells the owner and every member, the one removed last of all, and nobody else', async () => {
    const [owner, member, stranger] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const connected = await Promise.all(
      [owner, member, stranger].map((u) => openSocket(url, { auth: { token: u.token } })),
    );
    sockets.push(...connected);
    const [toOwner, toMember, toStranger] = connected.map(changes) as [
      Inbox<Changed>,
      Inbox<Changed>,
      Inbox<Changed>,
    ];

    const shared = await call(app, owner, 'POST', '/members', { name: member.user.name });
    const listId = shared.json().id as number;
    await call(app, member, 'POST', '/items', { name: 'pa' });
    await call(app, owner, 'DELETE', `/members/${member.user.id}`);
    // After leaving, the member's own writes are theirs alone.
    await call(app, owner, 'POST', '/items', { name: 'llet' });

    // The owner hears a fourth change (their own 'llet'), which may be in already: the first three.
    expect((await toOwner.until(3)).slice(0, 3)).toEqual([
      { list_id: listId, by: owner.user.id },
      { list_id: listId, by: member.user.id },
      { list_id: listId, by: owner.user.id },
    ]);
    await toOwner.until(4);
    expect(await toMember.until(3)).toEqual([
      { list_id: listId, by: owner.user.id },
      { list_id: listId, by: member.user.id },
      { list_id: listId, by: owner.user.id },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toMember.items).toHaveLength(3);
    expect(toStranger.items).toEqual([]);
  });
});

// Set only in npm test's PostgreSQL + Redis stage; elsewhere this block is skipped.
const redisUrl = process.env.TEST_REDIS_URL;
const postgresUrl = redisUrl ? await reachablePostgresUrl() : undefined;

describe.skipIf(!redisUrl || !postgresUrl)(
  'shoppingListChanged across two instances (PostgreSQL + Redis)',
  () => {
    let database: TestDatabase;
    const apps: FastifyInstance[] = [];
    const urls: string[] = [];
    const sockets: TestSocket[] = [];
    const dataDir = mkdtempSync(join(tmpdir(), 'receptari-shopping-'));

    beforeAll(async () => {
      database = await createPostgresTestDatabase(postgresUrl!);
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: join(dataDir, 'no-web'),
        REDIS_URL: redisUrl!,
        LIVE_MEDIA: 'mesh',
      });
      const redisKeyPrefix = `receptari-test:${uniqueName('shopping')}:`;
      for (let i = 0; i < 2; i++) {
        const app = await buildApp({ config, database: database.handle, logger: false, redisKeyPrefix });
        apps.push(app);
        urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
      }
    }, 60_000);
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await Promise.all(apps.map((app) => app.close()));
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('a member’s change on instance A reaches the owner’s socket on instance B, once', async () => {
      const [a, b] = apps as [FastifyInstance, FastifyInstance];
      const [owner, member] = [await registerUser(a), await registerUser(b)];
      const shared = await call(a, owner, 'POST', '/members', { name: member.user.name });
      expect(shared.statusCode).toBe(201);
      const ownerOnB = await openSocket(urls[1]!, { auth: { token: owner.token } });
      sockets.push(ownerOnB);
      const inbox = changes(ownerOnB);
      expect((await call(a, member, 'POST', '/items', { name: '2 kg de patates' })).statusCode).toBe(201);
      expect(await inbox.until(1)).toEqual([{ list_id: shared.json().id, by: member.user.id }]);
      const list = await call(b, owner, 'GET', '');
      expect(list.json().items).toMatchObject([{ name: 'patates', quantity: 2000, unit: 'g' }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(inbox.items).toHaveLength(1);
    });
  },
);
