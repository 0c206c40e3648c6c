import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../helpers/build-test-app.ts';
import { buildInstances } from '../helpers/build-instances.ts';
import { openSocket } from '../helpers/socket-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * The session cache keeps a token's user for 30 s (lib/app-caches.ts). Nothing may wait for that:
 * a password change, a logout and a change to one's own account hold on the other instance at once
 * (docs/decisions/0005). Roles and deletions: role-change-instances.test.ts.
 */
describe.skipIf(!redisUrl)('sessions across instances (runs only with TEST_REDIS_URL)', () => {
  let instances: Awaited<ReturnType<typeof buildInstances>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    instances = await buildInstances(2, redisUrl!);
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances?.dispose());

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });

  it('revokes the other token on instance B at once, though B had it in its session cache', async () => {
    const user = await registerUser(a);
    const login = await b.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: user.user.name, password: user.password },
    });
    const other = login.json().token as string;
    expect((await me(b, other)).statusCode).toBe(200); // now cached on B
    const socketOnB = await openSocket(instances.urls[1]!, { auth: { token: other } });
    const dropped = new Promise<string>((resolve) => socketOnB.once('disconnect', resolve));
    expect((await me(b, user.token)).statusCode).toBe(200);

    const changed = await a.inject({
      method: 'POST',
      url: '/api/cambiarContra',
      headers: user.auth,
      payload: { current_password: user.password, new_password: 'mandonguilles-amb-sipia' },
    });
    expect(changed.statusCode).toBe(200);
    // Within the cache's lifetime, so only the sessions.revoked event can have dropped it.
    await expect.poll(async () => (await me(b, other)).statusCode, { timeout: 500, interval: 20 }).toBe(401);
    expect((await me(b, user.token)).statusCode).toBe(200);
    expect((await me(a, user.token)).statusCode).toBe(200);
    // Its socket on B is closed by B, which heard the event.
    expect(await dropped).toBe('io server disconnect');
    socketOnB.close();
  });

  /** Polled well within the cache's lifetime: only the event can have dropped B's copy. */
  const onB = (token: string) => expect.poll(async () => me(b, token), { timeout: 1000, interval: 20 });

  it('a token logged out on A is refused on B at once, though B had its session cached', async () => {
    const user = await registerUser(a);
    expect((await me(b, user.token)).statusCode).toBe(200);
    const out = await a.inject({ method: 'POST', url: '/api/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    await onB(user.token).toSatisfy((res) => res.statusCode === 401);
  });

  it('a new name given on A is the name B answers at once', async () => {
    const user = await registerUser(a);
    expect((await me(b, user.token)).json().name).toBe(user.user.name);
    const name = `${user.user.name}_nou`;
    const res = await a.inject({
      method: 'POST',
      url: '/api/updatePerfile',
      headers: user.auth,
      payload: { name },
    });
    expect(res.statusCode).toBe(200);
    await onB(user.token).toSatisfy((answer) => answer.json().name === name);
  });

  it('a language saved on A is the one B answers at once', async () => {
    const user = await registerUser(a);
    expect((await me(b, user.token)).json().locale).toBeNull();
    const res = await a.inject({
      method: 'PUT',
      url: '/api/users/me/locale',
      headers: user.auth,
      payload: { locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    await onB(user.token).toSatisfy((answer) => answer.json().locale === 'en');
  });
});
