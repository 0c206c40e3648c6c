import { userSchema } from '@receptari/shared/auth/auth.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import type { TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let me: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
});
afterAll(() => app.dispose());

const saveLocale = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/users/me/locale', headers, payload: payload as object });
const currentUser = async (who: TestUser) =>
  userSchema.parse((await app.inject({ url: '/api/user', headers: who.auth })).json());

describe('PUT /users/me/locale: the account’s language', () => {
  it('starts unset (null: each device follows its own choice), in the register answer and GET /user', async () => {
    const fresh = await registerUser(app);
    expect((fresh.user as { locale?: unknown }).locale).toBeNull();
    expect((await currentUser(fresh)).locale).toBeNull();
  });

  it('is saved, read back by GET /user and the login answer, and reset by null', async () => {
    const saved = await saveLocale(me.auth, { locale: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'en' });
    expect((await currentUser(me)).locale).toBe('en');
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name: me.user.name, password: me.password },
    });
    expect(login.json().user.locale).toBe('en');

    expect((await saveLocale(me.auth, { locale: null })).json()).toEqual({ locale: null });
    expect((await currentUser(me)).locale).toBeNull();
  });

  it('refuses a language Receptari does not speak (422, a message) and keeps the saved one', async () => {
    await saveLocale(me.auth, { locale: 'es' });
    for (const locale of ['fr', 'ES', '', 42, undefined]) {
      const res = await saveLocale(me.auth, { locale });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.locale).toEqual([tr.language.unsupported]);
    }
    expect((await currentUser(me)).locale).toBe('es');
  });

  it('is for signed-in users only (401)', async () => {
    expect((await saveLocale({}, { locale: 'ca' })).statusCode).toBe(401);
  });
});
