import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verificationRequests } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const url = '/api/send-verification';

async function userWithRole(role: 'user' | 'chef' | 'admin') {
  const who = await registerUser(app);
  // Before the user's first request, so the session cache reads the new role.
  if (role !== 'user') await app.db.update(users).set({ role }).where(eq(users.id, who.user.id));
  return who;
}

const rowsOf = (userId: number) =>
  app.db.select().from(verificationRequests).where(eq(verificationRequests.userId, userId));

describe('POST /send-verification', () => {
  it('stores a pending request and answers the spec confirmation', async () => {
    const { auth, user } = await userWithRole('user');
    const res = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { message: '  Sóc cuinera professional des de fa deu anys.  ' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Solicitud enviada correctamente.');
    expect(body.request).toMatchObject({
      user_id: user.id,
      message: 'Sóc cuinera professional des de fa deu anys.',
      status: 'pending',
    });
    expect(Date.parse(body.request.created_at)).not.toBeNaN();

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      message: 'Sóc cuinera professional des de fa deu anys.',
    });
  });

  it('a second request rewrites the pending one instead of adding another', async () => {
    const { auth, user } = await userWithRole('user');
    const first = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { message: 'Primer missatge' },
    });
    expect(first.statusCode).toBe(201);
    const second = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { message: 'Segon missatge' },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe('Solicitud enviada correctamente.');
    expect(second.json().request.id).toBe(first.json().request.id);
    expect(second.json().request.created_at).toBe(first.json().request.created_at);
    expect(Date.parse(second.json().request.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(first.json().request.updated_at),
    );

    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.message).toBe('Segon missatge');
  });

  it('two requests at once still leave one pending request', async () => {
    const { auth, user } = await userWithRole('user');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((m) => app.inject({ method: 'POST', url, headers: auth, payload: { message: m } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('after a review, a new request is a new pending row and the reviewed one stays', async () => {
    const { auth, user } = await userWithRole('user');
    await app.inject({ method: 'POST', url, headers: auth, payload: { message: 'Primer' } });
    await app.db
      .update(verificationRequests)
      .set({ status: 'rejected' })
      .where(eq(verificationRequests.userId, user.id));
    const again = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { message: 'Un altre cop' },
    });
    expect(again.statusCode).toBe(201);
    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.status).sort()).toEqual(['pending', 'rejected']);
  });

  it.each([
    ['chef', 'Ja ets xef verificat: no cal que demanis la verificació.'],
    ['admin', 'Els administradors no necessiten demanar la verificació de xef.'],
  ] as const)('a %s gets a 409 with a Catalan message, and nothing is stored', async (role, message) => {
    const { auth, user } = await userWithRole(role);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: auth,
      payload: { message: 'Vull ser xef' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'already_verified', message });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['no message', {}, 'El missatge és obligatori.'],
    ['an empty message', { message: '' }, 'El missatge és obligatori.'],
    ['only spaces', { message: '   \n\t ' }, 'El missatge és obligatori.'],
    ['a number', { message: 42 }, 'El missatge és obligatori.'],
    ['null', { message: null }, 'El missatge és obligatori.'],
    ['2001 characters', { message: 'a'.repeat(2001) }, 'El missatge pot tenir com a màxim 2000 caràcters.'],
    [
      'a NUL character',
      { message: 'Hola\u0000món' },
      'El text conté caràcters de control (com ara NUL), que no s’admeten.',
    ],
    [
      'an escape character',
      { message: 'Hola\u001bmón' },
      'El text conté caràcters de control (com ara NUL), que no s’admeten.',
    ],
  ])('%s is a 422 with a Catalan message, and nothing is stored', async (_, payload, message) => {
    const { auth, user } = await userWithRole('user');
    const res = await app.inject({ method: 'POST', url, headers: auth, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('2000 characters, with line breaks, are accepted', async () => {
    const { auth } = await userWithRole('user');
    const message = `Línia 1\nLínia 2\n${'a'.repeat(1984)}`;
    expect(message).toHaveLength(2000);
    const res = await app.inject({ method: 'POST', url, headers: auth, payload: { message } });
    expect(res.statusCode).toBe(201);
    expect(res.json().request.message).toBe(message);
  });

  it('a body that is not JSON is a 4xx with a Catalan message', async () => {
    const { auth } = await userWithRole('user');
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"message":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cos de la petició no és un JSON vàlid.');
  });

  it('anonymous callers get a 401 before the body is read', async () => {
    const res = await app.inject({ method: 'POST', url, payload: { message: 'Hola' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    const bad = await app.inject({ method: 'POST', url, payload: {} });
    expect(bad.statusCode).toBe(401);
  });
});
