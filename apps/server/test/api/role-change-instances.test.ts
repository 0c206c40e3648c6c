import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { registerUser } from '../helpers/build-test-app.ts';
import { buildInstances } from '../helpers/build-instances.ts';
import { openSocket } from '../helpers/socket-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)(
  'role changes and deletions across instances (runs only with TEST_REDIS_URL)',
  () => {
    let instances: Awaited<ReturnType<typeof buildInstances>>;
    let a: FastifyInstance;
    let b: FastifyInstance;

    beforeAll(async () => {
      instances = await buildInstances(2, redisUrl!);
      [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
    });
    afterAll(() => instances?.dispose());

    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const makeAdmin = async () => {
      const who = await registerUser(a);
      await a.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.user.id));
      return who;
    };

    it('a demoted admin is refused on instance B at once, though B had their session cached', async () => {
      const boss = await makeAdmin();
      const demoted = await makeAdmin();
      // B reads the demoted admin's session, and keeps it for SESSION_CACHE_TTL_MS.
      expect((await b.inject({ url: '/api/users', headers: as(demoted.token) })).statusCode).toBe(200);

      const res = await a.inject({
        method: 'PUT',
        url: `/api/usuarios/${demoted.user.id}/rol`,
        headers: as(boss.token),
        payload: { role: 'user' },
      });
      expect(res.statusCode).toBe(200);
      // Well within the 2 s cache lifetime: only the sessions.changed event can have dropped it.
      await expect
        .poll(async () => (await b.inject({ url: '/api/users', headers: as(demoted.token) })).statusCode, {
          timeout: 500,
          interval: 20,
        })
        .toBe(403);
      expect((await b.inject({ url: '/api/user', headers: as(demoted.token) })).json().role).toBe('user');
    });

    it('a promoted user is an admin on instance B at once', async () => {
      const boss = await makeAdmin();
      const promoted = await registerUser(a);
      expect((await b.inject({ url: '/api/users', headers: as(promoted.token) })).statusCode).toBe(403);
      await a.inject({
        method: 'PUT',
        url: `/api/usuarios/${promoted.user.id}/rol`,
        headers: as(boss.token),
        payload: { role: 'admin' },
      });
      await expect
        .poll(async () => (await b.inject({ url: '/api/users', headers: as(promoted.token) })).statusCode, {
          timeout: 500,
          interval: 20,
        })
        .toBe(200);
    });

    it('an approved chef request makes the user a chef on instance B at once', async () => {
      const boss = await makeAdmin();
      const asker = await registerUser(a);
      const sent = await a.inject({
        method: 'POST',
        url: '/api/send-verification',
        headers: as(asker.token),
        payload: { message: 'Vull ser xef.' },
      });
      expect((await b.inject({ url: '/api/user', headers: as(asker.token) })).json().role).toBe('user');
      const res = await a.inject({
        method: 'POST',
        url: `/api/admin/verification-requests/${sent.json().request.id}/approve`,
        headers: as(boss.token),
      });
      expect(res.statusCode).toBe(200);
      await expect
        .poll(async () => (await b.inject({ url: '/api/user', headers: as(asker.token) })).json().role, {
          timeout: 500,
          interval: 20,
        })
        .toBe('chef');
    });

    it('a deleted user’s session stops on instance B at once, and B closes their socket', async () => {
      const boss = await makeAdmin();
      const victim = await registerUser(a);
      expect((await b.inject({ url: '/api/user', headers: as(victim.token) })).statusCode).toBe(200);
      const socketOnB = await openSocket(instances.urls[1]!, { auth: { token: victim.token } });
      const dropped = new Promise<string>((resolve) => socketOnB.once('disconnect', resolve));
      const res = await a.inject({
        method: 'DELETE',
        url: `/api/users/${victim.user.id}`,
        headers: as(boss.token),
      });
      expect(res.statusCode).toBe(200);
      await expect
        .poll(async () => (await b.inject({ url: '/api/user', headers: as(victim.token) })).statusCode, {
          timeout: 500,
          interval: 20,
        })
        .toBe(401);
      expect(await dropped).toBe('io server disconnect');
      socketOnB.close();
    });
  },
);
