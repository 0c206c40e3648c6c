import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../helpers/build-test-app.ts';
import { buildInstances } from '../helpers/build-instances.ts';
import { openSocket } from '../helpers/socket-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('a password change across instances (runs only with TEST_REDIS_URL)', () => {
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
    // Within the 2 s cache lifetime, so only the sessions.revoked event can have dropped it.
    await expect.poll(async () => (await me(b, other)).statusCode, { timeout: 500, interval: 20 }).toBe(401);
    expect((await me(b, user.token)).statusCode).toBe(200);
    expect((await me(a, user.token)).statusCode).toBe(200);
    // Its socket on B is closed by B, which heard the event.
    expect(await dropped).toBe('io server disconnect');
    socketOnB.close();
  });
});
