import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, notifications, users } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { registerAdmin } from '../fixtures/users.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const post = (recipeId: number | string, payload: unknown, user?: TestUser) =>
  app.inject({
    method: 'POST',
    url: `/api/recipes/${recipeId}/comment`,
    headers: user?.auth ?? {},
    payload: payload as object,
  });
const list = (recipeId: number | string, user?: TestUser, headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/recipes/${recipeId}/comments`, headers: { ...user?.auth, ...headers } });
const remove = (recipeId: number, commentId: unknown, user?: TestUser) =>
  app.inject({
    method: 'DELETE',
    url: `/api/recipes/${recipeId}/comments`,
    headers: user?.auth ?? {},
    payload: { comment: commentId },
  });
const storedFor = (recipeId: number) => app.db.select().from(comments).where(eq(comments.recipeId, recipeId));

describe('recipe comments', () => {
  it('are stored trimmed, answered whole, and notify the recipe author', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { title: 'Fideuà' });
    const reader = await registerUser(app);
    const res = await post(id, { comment: '  Boníssima, l·lusió!  ' }, reader);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      comment: 'Boníssima, l·lusió!',
      user_id: reader.user.id,
      name: reader.user.name,
      user_name: reader.user.name,
      recipe_id: id,
      recipe_title: 'Fideuà',
    });
    expect(new Date(created.date).toISOString()).toBe(created.date);
    expect(new Date(created.updated_at).toISOString()).toBe(created.updated_at);

    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipeId, id), eq(notifications.type, 'comment')));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      userId: author.user.id,
      triggeredBy: reader.user.id,
      message: `${reader.user.name} ha comentat la teva recepta "Fideuà"`,
    });
  });

  it('by the recipe author notify nobody', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    expect((await post(id, { comment: 'Gràcies a tots!' }, author)).statusCode).toBe(201);
    expect(await app.db.select().from(notifications).where(eq(notifications.recipeId, id))).toEqual([]);
  });

  it('are listed newest first, with "Usuari desconegut" once the author is gone', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const leaver = await registerUser(app);
    const first = (await post(id, { comment: 'Primer' }, leaver)).json();
    const second = (await post(id, { comment: 'Segon' }, author)).json();
    await app.db.delete(users).where(eq(users.id, leaver.user.id));

    const res = await list(id, author);
    expect(res.statusCode).toBe(200);
    const thread = res.json().comments;
    expect(thread.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(thread[1]).toMatchObject({
      user_id: null,
      name: 'Usuari desconegut',
      user_name: 'Usuari desconegut',
    });
    expect(thread[0]).toMatchObject({ name: author.user.name, comment: 'Segon' });
  });

  it('of only spaces, missing or too long are refused and nothing is stored', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const blank = await post(id, { comment: '   \n\t ' }, author);
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.comment).toEqual(['El comentari no pot estar buit.']);
    expect((await post(id, {}, author)).statusCode).toBe(422);
    expect((await post(id, { comment: 42 }, author)).statusCode).toBe(422);
    const long = await post(id, { comment: 'a'.repeat(2001) }, author);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.comment).toEqual(['El comentari pot tenir com a màxim 2000 caràcters.']);
    expect(await storedFor(id)).toEqual([]);
    // The limit counts the trimmed text.
    expect((await post(id, { comment: ` ${'a'.repeat(2000)} ` }, author)).statusCode).toBe(201);
  });

  it('answer 304 while the thread is unchanged, 200 with a new tag when it changes', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const empty = await list(id, author);
    const emptyTag = empty.headers.etag as string;
    expect(emptyTag).toMatch(/^W\/".+"$/);
    expect(empty.headers['cache-control']).toContain('no-cache');

    const notModified = await list(id, author, { 'if-none-match': emptyTag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(emptyTag);

    const created = (await post(id, { comment: 'Nou' }, author)).json();
    const changed = await list(id, author, { 'if-none-match': emptyTag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().comments).toHaveLength(1);
    const tag = changed.headers.etag as string;
    expect(tag).not.toBe(emptyTag);
    // Any tag of a list matches; the same tag from another reader is just as good.
    expect((await list(id, await registerUser(app), { 'if-none-match': `W/"x", ${tag}` })).statusCode).toBe(
      304,
    );

    await remove(id, created.id, author);
    expect((await list(id, author, { 'if-none-match': tag })).statusCode).toBe(200);
  });

  it('are deleted by their author or an admin only', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const writer = await registerUser(app);
    const other = await registerUser(app);
    const admin = await registerAdmin(app);
    const first = (await post(id, { comment: 'Un' }, writer)).json();
    const second = (await post(id, { comment: 'Dos' }, writer)).json();

    const refused = await remove(id, first.id, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Només l’autor del comentari o un administrador el poden esborrar.');
    // Owning the recipe does not make someone else's comment yours.
    expect((await remove(id, first.id, author)).statusCode).toBe(403);
    expect(await storedFor(id)).toHaveLength(2);

    const own = await remove(id, first.id, writer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ message: 'Comentari eliminat correctament' });
    expect((await remove(id, second.id, admin)).statusCode).toBe(200);
    expect(await storedFor(id)).toEqual([]);
  });

  it('are deleted only through their own recipe', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const elsewhere = await makeRecipe(app.db, author.user.id, catalog);
    const created = (await post(id, { comment: 'Aquí' }, author)).json();
    const wrongRecipe = await remove(elsewhere, created.id, author);
    expect(wrongRecipe.statusCode).toBe(404);
    expect(wrongRecipe.json().message).toBe('No s’ha trobat el comentari.');
    expect((await remove(id, 99_999_999, author)).statusCode).toBe(404);
    expect((await remove(id, 'un', author)).statusCode).toBe(422);
    expect(await storedFor(id)).toHaveLength(1);
  });

  it('need a token, a known recipe and a numeric id', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    expect((await list(id)).statusCode).toBe(401);
    expect((await post(id, { comment: 'Hola' })).statusCode).toBe(401);
    // Without a token nothing is validated: the answer is 401 whatever the body.
    expect((await post(id, { comment: '   ' })).statusCode).toBe(401);
    expect((await remove(id, 1)).statusCode).toBe(401);
    expect(await storedFor(id)).toEqual([]);

    for (const res of [await list(99_999_999, author), await post(99_999_999, { comment: 'Hola' }, author)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No s’ha trobat la recepta.');
    }
    const hidden = await makeRecipe(app.db, author.user.id, catalog, { status: 'pending' });
    expect((await post(hidden, { comment: 'Hola' }, await registerUser(app))).statusCode).toBe(404);
    expect((await list('abc', author)).statusCode).toBe(404);
    expect((await post('abc', { comment: 'Hola' }, author)).statusCode).toBe(404);
  });
});

describe('all comments (admin)', () => {
  it('are 401 without a token and 403 for non-admins', async () => {
    expect((await app.inject({ url: '/api/comments' })).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/comments', headers: author.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Només els administradors poden fer això.');
  });

  it('list every recipe’s comments newest first, searchable by author, title or text', async () => {
    const admin = await registerAdmin(app);
    const a = await makeRecipe(app.db, author.user.id, catalog, { title: 'Calçots amb romesco' });
    const b = await makeRecipe(app.db, author.user.id, catalog, { title: 'Pa amb tomàquet' });
    const writer = await registerUser(app);
    const c1 = (await post(a, { comment: 'Salsa perfecta' }, writer)).json();
    const c2 = (await post(b, { comment: 'Rebaixa del 100% avui' }, author)).json();
    const c3 = (await post(b, { comment: 'Molt_bo' }, writer)).json();
    const c4 = (await post(b, { comment: 'Molt bo' }, admin)).json();

    const all = (await app.inject({ url: '/api/comments', headers: admin.auth })).json().comments;
    expect(all.slice(0, 4).map((c: { id: number }) => c.id)).toEqual([c4.id, c3.id, c2.id, c1.id]);
    expect(all[3]).toMatchObject({ recipe_title: 'Calçots amb romesco', name: writer.user.name });

    const search = async (q: string) =>
      (await app.inject({ url: `/api/comments?q=${encodeURIComponent(q)}`, headers: admin.auth }))
        .json()
        .comments.map((c: { id: number }) => c.id);
    expect(await search('CALÇOTS')).toEqual([c1.id]);
    expect(await search('salsa')).toEqual([c1.id]);
    expect(await search(writer.user.name.toUpperCase())).toEqual([c3.id, c1.id]);
    // LIKE wildcards are taken literally.
    expect(await search('100%')).toEqual([c2.id]);
    expect(await search('%')).toEqual([c2.id]);
    expect(await search('Molt_bo')).toEqual([c3.id]);
    expect(await search('molt bo')).toEqual([c4.id]);
    expect(await search('ningú ho ha escrit')).toEqual([]);
  });
});
