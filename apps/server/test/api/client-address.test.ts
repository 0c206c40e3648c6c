import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';

/**
 * The client's address behind every per-address limit (login lock-out, registration, anonymous AI
 * chat): the socket's own unless TRUST_PROXY names the proxy the request came through.
 */
const PROXY = '10.20.0.1';

type From = { remoteAddress: string; forwardedFor?: string };
const headersOf = (from: From) =>
  from.forwardedFor === undefined ? {} : { 'x-forwarded-for': from.forwardedFor };

const login = (app: TestApp, from: From, name: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { name, password },
    remoteAddress: from.remoteAddress,
    headers: headersOf(from),
  });

const register = (app: TestApp, from: From) => {
  const name = uniqueName('ca');
  return app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { name, email: `${name}@example.cat`, password: 'contrasenya-segura' },
    remoteAddress: from.remoteAddress,
    headers: headersOf(from),
  });
};

const chat = (app: TestApp, from: From) =>
  app.inject({
    method: 'POST',
    url: '/api/ai/chat',
    payload: { messages: [{ role: 'user', content: 'Com faig una truita de patates?' }] },
    remoteAddress: from.remoteAddress,
    headers: headersOf(from),
  });

/** A new forged address on every call, as an attacker dodging a per-address limit would send. */
let forged = 0;
const forgedAddress = () => `198.51.100.${(forged++ % 250) + 1}`;

/** Five wrong passwords lock a name for one address (login-throttle.ts). */
async function failFiveTimes(app: TestApp, from: () => From, name: string) {
  for (let i = 0; i < 5; i++) expect((await login(app, from(), name, 'equivocada')).statusCode).toBe(401);
}

describe('client address without TRUST_PROXY (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.dispose());

  it('a forged X-Forwarded-For does not lift the login lock-out', async () => {
    const { user, password } = await registerUser(app);
    const direct = () => ({ remoteAddress: '203.0.113.10', forwardedFor: forgedAddress() });
    await failFiveTimes(app, direct, user.name);
    expect((await login(app, direct(), user.name, password)).statusCode).toBe(429);
  });

  it('a forged X-Forwarded-For does not lift the registration limit', async () => {
    const direct = () => ({ remoteAddress: '203.0.113.11', forwardedFor: forgedAddress() });
    for (let i = 0; i < 20; i++) expect((await register(app, direct())).statusCode).toBe(201);
    expect((await register(app, direct())).statusCode).toBe(429);
  });

  it('a forged X-Forwarded-For does not lift the anonymous AI chat limit', async () => {
    const direct = () => ({ remoteAddress: '203.0.113.12', forwardedFor: forgedAddress() });
    for (let i = 0; i < 20; i++) expect((await chat(app, direct())).statusCode).toBe(200);
    expect((await chat(app, direct())).statusCode).toBe(429);
  });
});

describe('client address with TRUST_PROXY naming the proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: `${PROXY},10.30.0.0/16` });
  });
  afterAll(() => app.dispose());

  it('locks out the client behind the proxy, not every client of the proxy', async () => {
    const { user, password } = await registerUser(app);
    const first = () => ({ remoteAddress: PROXY, forwardedFor: '192.0.2.1' });
    await failFiveTimes(app, first, user.name);
    expect((await login(app, first(), user.name, password)).statusCode).toBe(429);
    // Another client through the same proxy, and through a proxy of the trusted range, signs in.
    const second = { remoteAddress: PROXY, forwardedFor: '192.0.2.2' };
    expect((await login(app, second, user.name, password)).statusCode).toBe(200);
    const third = { remoteAddress: '10.30.4.5', forwardedFor: '192.0.2.3' };
    expect((await login(app, third, user.name, password)).statusCode).toBe(200);
  });

  it('counts the registration and chat limits per client behind the proxy', async () => {
    const first = { remoteAddress: PROXY, forwardedFor: '192.0.2.11' };
    for (let i = 0; i < 20; i++) expect((await register(app, first)).statusCode).toBe(201);
    expect((await register(app, first)).statusCode).toBe(429);
    expect((await register(app, { remoteAddress: PROXY, forwardedFor: '192.0.2.12' })).statusCode).toBe(201);

    for (let i = 0; i < 20; i++) expect((await chat(app, first)).statusCode).toBe(200);
    expect((await chat(app, first)).statusCode).toBe(429);
    expect((await chat(app, { remoteAddress: PROXY, forwardedFor: '192.0.2.12' })).statusCode).toBe(200);
  });

  it('still ignores X-Forwarded-For from a client that is not a named proxy', async () => {
    const { user, password } = await registerUser(app);
    const direct = () => ({ remoteAddress: '203.0.113.20', forwardedFor: forgedAddress() });
    await failFiveTimes(app, direct, user.name);
    expect((await login(app, direct(), user.name, password)).statusCode).toBe(429);
  });
});

describe('client address with TRUST_PROXY as a hop count', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => app.dispose());

  it('believes the last X-Forwarded-For entry the one proxy added', async () => {
    const { user, password } = await registerUser(app);
    // The proxy appends the address it saw after whatever the client sent.
    const first = () => ({ remoteAddress: PROXY, forwardedFor: `${forgedAddress()}, 192.0.2.21` });
    await failFiveTimes(app, first, user.name);
    expect((await login(app, first(), user.name, password)).statusCode).toBe(429);
    const second = { remoteAddress: PROXY, forwardedFor: '192.0.2.22' };
    expect((await login(app, second, user.name, password)).statusCode).toBe(200);
  });
});
