import { roleAnswerSchema, usersAnswerSchema } from '@receptari/shared/admin/admin.schemas';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trAdmin } from '@receptari/shared/i18n/tr/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

type Who = { auth: Record<string, string> };
const list = (who: Who, query: Record<string, string> = {}, path = '/api/users') =>
  app.inject({ url: path, query, headers: who.auth });
const setRole = (who: Who, id: number | string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/usuarios/${id}/rol`,
    headers: who.auth,
    payload: payload as object,
  });
const me = (who: Who) => app.inject({ url: '/api/user', headers: who.auth });
const roleOf = async (id: number) =>
  (await app.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('the users list', () => {
  it('answers newest first, by name or email, any case, wildcards literal, a page at a time', async () => {
    const admin = await registerFreshAdmin(app);
    const tag = uniqueName('Llista');
    const made = [];
    for (let i = 0; i < 5; i++) {
      const name = `${tag}_${i}`;
      const [row] = await app.db
        .insert(users)
        .values({ name, email: `${name.toLowerCase()}@correu.cat` })
        .returning({ id: users.id });
      made.push(row!.id);
    }
    const res = await list(admin, { q: tag.toUpperCase(), limit: '2' });
    expect(res.statusCode).toBe(200);
    const first = usersAnswerSchema.parse(res.json());
    expect(first.users.map((u) => u.id)).toEqual([made[4], made[3]]);
    expect(first.next_cursor).not.toBeNull();
    const seen = [...first.users.map((u) => u.id)];
    let cursor = first.next_cursor;
    while (cursor) {
      const page = usersAnswerSchema.parse((await list(admin, { q: tag, limit: '2', cursor })).json());
      seen.push(...page.users.map((u) => u.id));
      cursor = page.next_cursor;
    }
    expect(seen).toEqual([...made].reverse());
    // By email, and the same handler under /getAllUsers.
    const byEmail = (await list(admin, { q: `${tag.toLowerCase()}_3@correu` }, '/api/getAllUsers')).json();
    expect(byEmail.users.map((u: { id: number }) => u.id)).toEqual([made[3]]);
    expect(byEmail.users[0]).toMatchObject({
      role: 'user',
      img: null,
      email: `${tag.toLowerCase()}_3@correu.cat`,
    });
    // "_" is a character, not "any character".
    expect((await list(admin, { q: `${tag}_` })).json().users).toHaveLength(5);
    expect((await list(admin, { q: `${tag.slice(0, -1)}%` })).json().users).toHaveLength(0);
  });

  it('refuses a malformed cursor or limit with a 422, and anonymous, user and chef callers', async () => {
    const admin = await registerFreshAdmin(app);
    expect((await list(admin, { cursor: 'no-es-un-cursor' })).statusCode).toBe(422);
    expect((await list(admin, { limit: '1000' })).statusCode).toBe(422);
    expect((await list(admin, { q: 'x'.repeat(201) })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const user = await registerFresh(app);
    expect((await list(user)).statusCode).toBe(403);
  });
});

describe('changing a role', () => {
  it('sets the role, answers the spec’s message with the name, and holds at once', async () => {
    const admin = await registerFreshAdmin(app);
    const user = await registerFresh(app);
    expect((await me(user)).json().role).toBe('user'); // cached now
    const res = await setRole(admin, user.user.id, { role: ' Chef ' });
    expect(res.statusCode).toBe(200);
    const answer = roleAnswerSchema.parse(res.json());
    expect(answer.message).toBe(`Rol actualitzat a "${tr.roles.chef}" ${user.user.name}`);
    expect(answer.user).toMatchObject({ id: user.user.id, role: 'chef' });
    expect(await roleOf(user.user.id)).toBe('chef');
    // The session cache kept 'user' for up to 2 s: the change dropped it.
    expect((await me(user)).json().role).toBe('chef');

    // Promoted to admin, the user may use the admin routes at once; demoted, not any more.
    await setRole(admin, user.user.id, { role: 'admin' });
    expect((await list(user)).statusCode).toBe(200);
    expect((await setRole(admin, user.user.id, { role: 'user' })).statusCode).toBe(200);
    expect((await list(user)).statusCode).toBe(403);
  });

  it('refuses a role outside the three (422), an unknown user (404), and one’s own admin role (409)', async () => {
    const admin = await registerFreshAdmin(app);
    const user = await registerFresh(app);
    for (const role of ['superadmin', '', 7, null]) {
      const res = await setRole(admin, user.user.id, { role });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain(trAdmin.admin.badRole);
    }
    expect((await setRole(admin, user.user.id, {})).statusCode).toBe(422);
    const missing = await setRole(admin, 2_000_000_000, { role: 'chef' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'user_not_found', message: trAdmin.admin.userNotFound });
    expect((await setRole(admin, 'abc', { role: 'chef' })).statusCode).toBe(404);
    const own = await setRole(admin, admin.user.id, { role: 'chef' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'own_admin_role', message: trAdmin.admin.ownAdminRole });
    expect(await roleOf(admin.user.id)).toBe('admin');
    // Setting one's own role to admin changes nothing and is no error.
    expect((await setRole(admin, admin.user.id, { role: 'ADMIN' })).statusCode).toBe(200);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    // Every other admin of this database steps down first, so these two are the only ones.
    await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const a = await registerFreshAdmin(app);
    const b = await registerFreshAdmin(app);
    const [ab, ba] = await Promise.all([
      setRole(a, b.user.id, { role: 'user' }),
      setRole(b, a.user.id, { role: 'user' }),
    ]);
    const statuses = [ab.statusCode, ba.statusCode].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const left = await app.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
    const loser = ab.statusCode === 200 ? ba : ab;
    if (loser.statusCode === 409)
      expect(loser.json()).toMatchObject({ code: 'last_admin', message: trAdmin.admin.lastAdmin });

    // The one left cannot step down either (their own role), and nobody else is an admin to do it.
    const last = ab.statusCode === 200 ? a : b;
    expect((await setRole(last, last.user.id, { role: 'user' })).json().code).toBe('own_admin_role');
  });

  it('answers last_admin to a demotion whose caller lost the role meanwhile', async () => {
    await app.db.update(users).set({ role: 'user' }).where(eq(users.role, 'admin'));
    const a = await registerFreshAdmin(app);
    const b = await registerFreshAdmin(app);
    expect((await me(a)).json().role).toBe('admin'); // a's session is cached as an admin
    // b demotes a straight in the database (no event): a's cached session still says admin, as on
    // an instance that has not heard yet; the locked count of admins still refuses.
    await app.db.update(users).set({ role: 'user' }).where(eq(users.id, a.user.id));
    const res = await setRole(a, b.user.id, { role: 'chef' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'last_admin', message: trAdmin.admin.lastAdmin });
    expect(await roleOf(b.user.id)).toBe('admin');
  });
});
