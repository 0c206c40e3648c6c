import { fill } from '@receptari/shared/i18n/fill';
import { tr } from '@receptari/shared/i18n/tr/core';
import { notificationSchema } from '@receptari/shared/notifications/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';
import { notificationInbox, openSocket, type TestSocket } from '../helpers/socket-client.ts';

/**
 * The whole path of a notification, through the public API: a comment or a like (services, one
 * transaction with the notifications module) reaches the recipe author's open socket after commit
 * (lib/events, realtime/), and nobody else's.
 */
describe('notifications pushed to the recipe author', () => {
  let app: TestApp;
  let url: string;
  let author: TestUser;
  let catalog: Catalog;
  const sockets: TestSocket[] = [];
  const connect = async (user: TestUser) => {
    const socket = await openSocket(url, { auth: { token: user.token } });
    sockets.push(socket);
    return notificationInbox(socket);
  };

  beforeAll(async () => {
    ({ app, author, catalog } = await recipeTestWorld());
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app.dispose();
  });

  it('a comment and a like by a reader reach the author, in order; the reader hears nothing', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog, { title: 'Suquet de peix' });
    const reader = await registerUser(app);
    const authorInbox = await connect(author);
    const readerInbox = await connect(reader);

    const commented = await app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/comment`,
      headers: reader.auth,
      payload: { comment: 'Quin suquet!' },
    });
    expect(commented.statusCode).toBe(201);
    const liked = await app.inject({ method: 'POST', url: `/api/recipes/${id}/like`, headers: reader.auth });
    expect(liked.json()).toMatchObject({ liked: true });

    const [comment, like] = (await authorInbox.until(2)).map((p) => notificationSchema.parse(p));
    const by = { name: reader.user.name, title: 'Suquet de peix' };
    expect(comment).toMatchObject({
      user_id: author.user.id,
      recipe_id: id,
      type: 'comment',
      triggered_by: reader.user.id,
      message: fill(tr.notifications.commented, by),
      read: false,
    });
    expect(like).toMatchObject({ type: 'like', message: fill(tr.notifications.liked, by) });

    // The author comments on their own recipe: nobody is told; the reader's own likes reach no one but the author.
    await app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/comment`,
      headers: author.auth,
      payload: { comment: 'Gràcies!' },
    });
    const other = await makeRecipe(app.db, reader.user.id, catalog, { title: 'Marker' });
    await app.inject({ method: 'POST', url: `/api/recipes/${other}/like`, headers: author.auth });
    const [marker] = (await readerInbox.until(1)).map((p) => notificationSchema.parse(p));
    expect(marker).toMatchObject({ recipe_id: other, type: 'like' });
    expect(authorInbox.items).toHaveLength(2);
  });

  it('an unlike, a like again within ten minutes and a refused comment notify nobody', async () => {
    const id = await makeRecipe(app.db, author.user.id, catalog);
    const reader = await registerUser(app);
    const authorInbox = await connect(author);
    const start = authorInbox.items.length;
    const like = () => app.inject({ method: 'POST', url: `/api/recipes/${id}/like`, headers: reader.auth });
    await like();
    await authorInbox.until(start + 1);
    await like(); // unlike
    const refused = await app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/comment`,
      headers: reader.auth,
      payload: { comment: '   ' },
    });
    expect(refused.statusCode).toBe(422);
    await like(); // liked again within ten minutes: no second notice
    const marker = await app.inject({
      method: 'POST',
      url: `/api/recipes/${id}/comment`,
      headers: reader.auth,
      payload: { comment: 'Marker' },
    });
    expect(marker.statusCode).toBe(201);
    const items = await authorInbox.until(start + 2);
    expect(items.slice(start).map((p) => notificationSchema.parse(p).type)).toEqual(['like', 'comment']);
  });
});
