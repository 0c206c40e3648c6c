import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const login = (name: string, password: string, ip = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/login', payload: { name, password }, remoteAddress: ip });

describe('register', () => {
  it('answers a token and the user, and the token works', async () => {
    const name = uniqueName();
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name, email: `${name}@Example.cat`, password: 'una-contrasenya' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      name,
      email: `${name}@Example.cat`,
      role: 'user',
      bio: null,
      img: null,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body.user);
  });

  it('stores the password as argon2id and only the SHA-256 of the token', async () => {
    const { token, user } = await registerUser(app);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const tokens = await app.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(tokens.map((t) => t.tokenHash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('refuses a taken name and a taken email (any case) with 422 field errors', async () => {
    const { user } = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: user.name, email: `${user.name}@EXAMPLE.cat`, password: 'una-contrasenya' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name']);
    expect(res.json().errors.name[0]).toMatch(/ja està en ús/);
  });

  it('refuses an invalid email and a short password, naming each field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: uniqueName(), email: 'no-es-un-correu', password: 'curta' },
    });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(errors.email).toEqual(['El correu electrònic no és vàlid.']);
    expect(errors.password).toEqual(['La contrasenya ha de tenir almenys 8 caràcters.']);
    expect(message).toContain('email');
    expect(message).toContain('password');
  });
});

describe('login and logout', () => {
  it('logs in with name and password and answers a new token', async () => {
    const { user, password, token } = await registerUser(app);
    const res = await login(user.name, password);
    expect(res.statusCode).toBe(200);
    expect(res.json().token).not.toBe(token);
    expect(res.json().user.id).toBe(user.id);
  });

  it('answers 401 with a message for a wrong password and for an unknown name', async () => {
    const { user } = await registerUser(app);
    for (const res of [
      await login(user.name, 'equivocada', '10.0.0.1'),
      await login(uniqueName(), 'x', '10.0.0.1'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Nom d’usuari o contrasenya incorrectes.');
    }
  });

  it('rate-limits repeated failures per IP and name with 429, even for the right password', async () => {
    const { user, password } = await registerUser(app);
    for (let i = 0; i < 5; i++)
      expect((await login(user.name, 'equivocada', '10.0.0.2')).statusCode).toBe(401);
    expect((await login(user.name, password, '10.0.0.2')).statusCode).toBe(429);
    // Another address is not blocked by this one's failures.
    expect((await login(user.name, password, '10.0.0.3')).statusCode).toBe(200);
  });

  it('logout revokes that token on the server, and only that one', async () => {
    const first = await registerUser(app);
    const second = (await login(first.user.name, first.password)).json().token as string;
    const out = await app.inject({ method: 'POST', url: '/api/logout', headers: first.auth });
    expect(out.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/user', headers: first.auth })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/user', headers: { authorization: `Bearer ${second}` } })).statusCode,
    ).toBe(200);
  });
});

describe('bearer tokens', () => {
  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer no-es-un-token'],
    ['an unknown token', `Bearer ${'a'.repeat(43)}`],
    ['a scheme other than Bearer', 'Basic dXNlcjpwYXNz'],
  ])('GET /api/user with %s is 401', async (_label, authorization) => {
    const res = await app.inject({ url: '/api/user', headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBeTruthy();
  });

  it('a bad token is refused on public reads too, but not on login', async () => {
    const headers = { authorization: `Bearer ${'b'.repeat(43)}` };
    expect((await app.inject({ url: '/api/categories', headers })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/categories' })).statusCode).toBe(200);
    const { user, password } = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { name: user.name, password },
    });
    expect(res.statusCode).toBe(200);
  });
});
