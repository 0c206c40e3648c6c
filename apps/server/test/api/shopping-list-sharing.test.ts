import { shoppingListAnswerSchema } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
beforeAll(async () => ({ app } = await recipeTestWorld()));
afterAll(() => app.dispose());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/shopping-list${url}`, headers: user.auth, ...(payload && { payload }) });
const getList = async (user: TestUser) =>
  shoppingListAnswerSchema.parse((await call(user, 'GET', '')).json());
const share = (owner: TestUser, name: string) => call(owner, 'POST', '/members', { name });

describe('sharing the shopping list', () => {
  it('a member sees and edits the owner’s list; others get 404 for its lines', async () => {
    const [owner, member, stranger] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    const { item } = (await call(owner, 'POST', '/items', { name: 'pa' })).json();
    const shared = await share(owner, member.user.name);
    expect(shared.statusCode).toBe(201);
    expect(shared.json().members).toEqual([
      { id: owner.user.id, name: owner.user.name, avatar: null, owner: true },
      { id: member.user.id, name: member.user.name, avatar: null, owner: false },
    ]);
    const seen = await getList(member);
    expect(seen.id).toBe((await getList(owner)).id);
    expect((await call(member, 'PATCH', `/items/${item.id}`, { checked: true })).statusCode).toBe(200);
    expect((await call(member, 'POST', '/items', { name: 'llet' })).statusCode).toBe(201);
    expect((await getList(owner)).items.map((i) => [i.name, i.checked])).toEqual([
      ['pa', true],
      ['llet', false],
    ]);

    for (const [method, url] of [
      ['PATCH', `/items/${item.id}`],
      ['DELETE', `/items/${item.id}`],
    ] as const) {
      const res = await call(stranger, method, url, method === 'PATCH' ? { checked: false } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('shopping_item_not_found');
    }
    expect((await getList(stranger)).items).toEqual([]);
  });

  it('refuses unknown users, oneself, and people already sharing a list', async () => {
    const [owner, member, other, otherMember] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    expect((await share(owner, 'ningú-amb-aquest-nom')).json()).toMatchObject({ code: 'user_not_found' });
    expect((await share(owner, owner.user.name)).json()).toMatchObject({ code: 'share_with_self' });
    expect((await share(owner, member.user.name)).statusCode).toBe(201);
    expect((await share(owner, member.user.name)).json()).toMatchObject({ code: 'already_sharing' });
    // A member of a list, or the owner of one with members, is in a household already.
    expect((await share(other, member.user.name)).json()).toMatchObject({ code: 'already_sharing' });
    expect((await share(other, owner.user.name)).statusCode).toBe(409);
    // A member shares nothing of their own while in another's list.
    expect((await share(member, otherMember.user.name)).json()).toMatchObject({ code: 'not_owner' });
    for (const name of ['', 'x'.repeat(101), 'a\u0007b'])
      expect((await share(owner, name)).statusCode).toBe(422);
  });

  it('a member leaves; the owner takes a member off; nobody else may', async () => {
    const [owner, a, b, stranger] = [
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
      await registerUser(app),
    ];
    await share(owner, a.user.name);
    await share(owner, b.user.name);
    const listId = (await getList(owner)).id;
    expect((await call(a, 'DELETE', `/members/${b.user.id}`)).json()).toMatchObject({ code: 'not_owner' });
    expect((await call(stranger, 'DELETE', `/members/${b.user.id}`)).json()).toMatchObject({
      code: 'shopping_member_not_found',
    });
    expect((await call(owner, 'DELETE', `/members/${owner.user.id}`)).statusCode).toBe(404);

    const left = await call(a, 'DELETE', `/members/${a.user.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().id).not.toBe(listId);
    expect((await getList(a)).members).toHaveLength(1);

    const removed = await call(owner, 'DELETE', `/members/${b.user.id}`);
    expect(removed.json().members).toHaveLength(1);
    expect((await getList(b)).id).not.toBe(listId);
    // Free again: another may share with them.
    expect((await share(stranger, b.user.name)).statusCode).toBe(201);
  });
});
