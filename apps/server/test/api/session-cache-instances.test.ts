import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../helpers/build-test-app.ts';
import { buildInstances } from '../helpers/build-instances.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The session cache keeps a token's user for 30 s (lib/app-caches.ts). Nothing may wait for that:
 * a logout and a change to one's own account hold on the other instance at once
 * (docs/decisions/0005). Roles, password changes and deletions: role-change-instances.test.ts and
 * password-change-instances.test.ts.
 */
describe.skipIf(!redisUrl)(
  'logouts and own-account changes across instances (runs only with TEST_REDIS_URL)',
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
    /** Polled well within the cache's lifetime: only the event can have dropped B's copy. */
    const onB = (url: string, token: string) =>
      expect.poll(async () => b.inject({ url, headers: as(token) }), { timeout: 1000, interval: 20 });

    it('a token logged out on A is refused on B at once, though B had its session cached', async () => {
      const user = await registerUser(a);
      expect((await b.inject({ url: '/api/user', headers: as(user.token) })).statusCode).toBe(200);
      const out = await a.inject({ method: 'POST', url: '/api/logout', headers: as(user.token) });
      expect(out.statusCode).toBe(200);
      await onB('/api/user', user.token).toSatisfy((res) => res.statusCode === 401);
    });

    it('a new name given on A is the name B answers at once', async () => {
      const user = await registerUser(a);
      expect((await b.inject({ url: '/api/user', headers: as(user.token) })).json().name).toBe(
        user.user.name,
      );
      const name = `${user.user.name}_nou`;
      const res = await a.inject({
        method: 'POST',
        url: '/api/updatePerfile',
        headers: as(user.token),
        payload: { name },
      });
      expect(res.statusCode).toBe(200);
      await onB('/api/user', user.token).toSatisfy((answer) => answer.json().name === name);
    });

    it('a language saved on A is the one B answers at once', async () => {
      const user = await registerUser(a);
      expect((await b.inject({ url: '/api/user', headers: as(user.token) })).json().locale).toBeNull();
      const res = await a.inject({
        method: 'PUT',
        url: '/api/users/me/locale',
        headers: as(user.token),
        payload: { locale: 'en' },
      });
      expect(res.statusCode).toBe(200);
      await onB('/api/user', user.token).toSatisfy((answer) => answer.json().locale === 'en');
    });
  },
);
