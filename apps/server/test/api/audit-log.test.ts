import { auditAnswerSchema, type AuditAction } from '@receptari/shared/admin/admin.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';
import { registerFresh, registerFreshAdmin } from '../fixtures/users.ts';

let app: TestApp;
let admin: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  admin = await registerFreshAdmin(app);
});
afterAll(() => app.dispose());

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who: TestUser = admin) =>
  app.inject({ method, url, headers: who.auth, ...(payload && { payload }) });
const audit = async (query: Record<string, string> = {}, who: TestUser = admin) => {
  const res = await app.inject({ url: '/api/admin/audit', query, headers: who.auth });
  expect(res.statusCode).toBe(200);
  return auditAnswerSchema.parse(res.json());
};

describe('the audit log', () => {
  it('records every admin action, newest first, with who, what and the particulars', async () => {
    const catalog = await makeCatalog(app.db);
    const user = await registerFresh(app);
    const expected: AuditAction[] = [];
    const step = async (action: AuditAction, res: Promise<{ statusCode: number }>) => {
      expect((await res).statusCode, action).toBeLessThan(300);
      expected.push(action);
    };
    await step('user.role', call('PUT', `/api/usuarios/${user.user.id}/rol`, { role: 'chef' }));
    const category = uniqueName('Cat');
    const created = await call('POST', '/api/categories', { category });
    expected.push('category.create');
    await step('category.delete', call('DELETE', `/api/categories/${created.json().id}`));
    const cuisine = await call('POST', '/api/cuisines', { country: uniqueName('Cui') });
    expected.push('cuisine.create');
    await step('cuisine.delete', call('DELETE', `/api/cuisines/${cuisine.json().id}`));
    const pending1 = await makeRecipe(app.db, user.user.id, catalog, { status: 'pending' });
    const pending2 = await makeRecipe(app.db, user.user.id, catalog, { status: 'pending' });
    await step('recipe.approve', call('POST', `/api/admin/recipes/${pending1}/approve`));
    await step('recipe.reject', call('POST', `/api/admin/recipes/${pending2}/reject`));
    const published = await makeRecipe(app.db, user.user.id, catalog, { title: 'Escudella' });
    const comment = await call('POST', `/api/recipes/${published}/comment`, { comment: 'Bona' }, user);
    await step(
      'comment.delete',
      call('DELETE', `/api/recipes/${published}/comments`, { comment: comment.json().id }),
    );
    await step('recipe.delete', call('DELETE', `/api/recipes/${published}`));
    const asker = await registerFresh(app);
    const ask = async (who: TestUser) =>
      (await call('POST', '/api/send-verification', { message: 'Vull ser xef.' }, who)).json().request.id;
    await step(
      'verification.approve',
      call('POST', `/api/admin/verification-requests/${await ask(asker)}/approve`),
    );
    const asker2 = await registerFresh(app);
    await step(
      'verification.reject',
      call('POST', `/api/admin/verification-requests/${await ask(asker2)}/reject`),
    );
    await step('user.delete', call('DELETE', `/api/users/${user.user.id}`));

    const log = await audit({ limit: '100' });
    expect(log.entries.map((e) => e.action)).toEqual([...expected].reverse());
    expect(new Set(expected).size).toBe(12);
    const role = log.entries.find((e) => e.action === 'user.role')!;
    expect(role).toMatchObject({
      admin: { id: admin.user.id, name: admin.user.name },
      target_type: 'user',
      target_id: user.user.id,
      target_label: user.user.name,
      details: { from: 'user', to: 'chef' },
    });
    expect(log.entries.find((e) => e.action === 'recipe.delete')).toMatchObject({
      target_label: 'Escudella',
    });
    expect(log.entries.find((e) => e.action === 'category.create')).toMatchObject({ target_label: category });

    // Searchable by the target label or the admin's name; paged.
    expect((await audit({ q: category.toUpperCase() })).entries.map((e) => e.action)).toEqual([
      'category.delete',
      'category.create',
    ]);
    expect((await audit({ q: admin.user.name })).entries).toHaveLength(12);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await audit({ limit: '5', ...(cursor && { cursor }) });
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(log.entries.map((e) => e.id));
  });

  it('keeps the entries of a deleted admin, with no admin named', async () => {
    const gone = await registerFreshAdmin(app);
    const name = uniqueName('Efímera');
    expect((await call('POST', '/api/categories', { category: name }, gone)).statusCode).toBe(201);
    expect((await call('DELETE', `/api/users/${gone.user.id}`)).statusCode).toBe(200);
    const [entry] = (await audit({ q: name })).entries;
    expect(entry).toMatchObject({ admin: null, action: 'category.create', target_label: name });
  });

  it('refuses (401) and undoes the action of an admin whose account is gone meanwhile', async () => {
    const gone = await registerFreshAdmin(app);
    expect((await app.inject({ url: '/api/user', headers: gone.auth })).statusCode).toBe(200); // cached
    // Deleted behind the session cache's back, as by another instance a moment ago.
    await app.db.delete(users).where(eq(users.id, gone.user.id));
    const name = uniqueName('Orfe');
    const res = await call('POST', '/api/categories', { category: name }, gone);
    expect(res.statusCode).toBe(401);
    expect(await app.db.select().from(categories).where(eq(categories.name, name))).toHaveLength(0);
  });

  it('records nothing for a refused action', async () => {
    const before = (await audit({ limit: '100' })).entries.length;
    expect((await call('DELETE', '/api/categories/2000000000')).statusCode).toBe(404);
    expect((await call('PUT', `/api/usuarios/${admin.user.id}/rol`, { role: 'user' })).statusCode).toBe(409);
    expect((await audit({ limit: '100' })).entries.length).toBe(before);
  });
});
