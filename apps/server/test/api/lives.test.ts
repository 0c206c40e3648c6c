import { tr } from '@receptari/shared/i18n/tr/core';
import { madridInstant, madridParts } from '@receptari/shared/lives/lives.rules';
import { type Live, liveSchema } from '@receptari/shared/lives/lives.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  follows,
  likes,
  lives,
  notifications,
  notificationSettings,
  recipes,
  savedRecipes,
  users,
} from '../../src/db/schema/index.ts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@receptari/shared/notifications/notification-settings.schemas';
import { notificationSchema } from '@receptari/shared/notifications/notifications.schemas';
import { caughtUp } from '../helpers/announcements.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { notificationInbox, openSocket } from '../helpers/socket-client.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

const DAY = 86_400_000;

/** The audit log's entries about one live. */
const auditOf = (liveId: number) =>
  app.db
    .select({ action: auditLog.action, adminId: auditLog.adminId, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'live'), eq(auditLog.targetId, liveId)));

let app: TestApp;
let catalog: Catalog;
let chef: TestUser;
let otherChef: TestUser;
let admin: TestUser;
let plain: TestUser;
let chefRecipe: number;
let otherChefRecipe: number;

async function withRole(who: TestUser, role: 'chef' | 'admin') {
  await app.db.update(users).set({ role }).where(eq(users.id, who.user.id));
  return who;
}

beforeAll(async () => {
  ({ app, author: plain, catalog } = await recipeTestWorld());
  // Roles set before each user's first request, so no session cache holds the old one.
  chef = await withRole(await registerUser(app), 'chef');
  otherChef = await withRole(await registerUser(app), 'chef');
  admin = await withRole(await registerUser(app), 'admin');
  chefRecipe = await makeRecipe(app.db, chef.user.id, catalog, {
    title: 'Arròs negre',
    description: 'Amb sípia i allioli.',
  });
  otherChefRecipe = await makeRecipe(app.db, otherChef.user.id, catalog, { title: 'Ramen' });
});
afterAll(() => app.dispose());

/** Madrid's dia and hora `ms` from now, to the minute (rounded up, so still in the future). */
const inMadrid = (ms: number) => madridParts(new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000));

const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who?: TestUser) =>
  app.inject({ method, url, headers: who?.auth ?? {}, payload: payload as object });
const create = (payload: unknown, who: TestUser | null = chef) =>
  send('POST', '/api/lives', payload, who ?? undefined);
const get = (url: string, who?: TestUser) => app.inject({ url, headers: who?.auth ?? {} });
const remove = (id: number | string, who?: TestUser) =>
  app.inject({ method: 'DELETE', url: `/api/lives/${id}`, headers: who?.auth ?? {} });

/** A live straight in the database (no rate limit, no notification), `ms` from now. */
async function insertLive(chefId: number, recipeId: number | null, ms: number, status = 'scheduled') {
  const [row] = await app.db
    .insert(lives)
    .values({
      chefId,
      recipeId,
      title: 'Còpia del títol',
      description: 'Còpia de la descripció',
      startsAt: new Date(Date.now() + ms),
      status: status as 'scheduled',
    })
    .returning({ id: lives.id });
  return row!.id;
}

describe('POST /lives', () => {
  it('schedules a live of the chef’s own recipe, its dia and hora read in Madrid', async () => {
    const when = inMadrid(3 * DAY);
    const res = await create({ recipe_id: chefRecipe, dia: ` ${when.dia} `, hora: when.hora });
    expect(res.statusCode, res.body).toBe(201);
    const live = liveSchema.parse(res.json());
    expect(live).toMatchObject({
      dia: when.dia,
      hora: when.hora,
      status: 'scheduled',
      title: 'Arròs negre',
      description: 'Amb sípia i allioli.',
      recipe: { id: chefRecipe, title: 'Arròs negre', description: 'Amb sípia i allioli.' },
      chef: { id: chef.user.id, name: chef.user.name, img: null },
    });
    expect(live.starts_at).toBe(madridInstant(when.dia, when.hora)!.toISOString());
    const [row] = await app.db.select().from(lives).where(eq(lives.id, live.id));
    expect(row).toMatchObject({ title: 'Arròs negre', description: 'Amb sípia i allioli.' });
  });

  it('takes the Madrid wall clock: 18:00 on a winter day is 17:00 UTC, on a summer day 16:00 UTC', () => {
    expect(madridInstant('2030-01-15', '18:00')!.toISOString()).toBe('2030-01-15T17:00:00.000Z');
    expect(madridInstant('2030-07-15', '18:00')!.toISOString()).toBe('2030-07-15T16:00:00.000Z');
    // The hour skipped when summer time begins does not exist; the repeated one is the earlier.
    expect(madridInstant('2030-03-31', '02:30')).toBeNull();
    expect(madridInstant('2030-10-27', '02:30')!.toISOString()).toBe('2030-10-27T00:30:00.000Z');
  });

  it('is refused to a visitor (401), a plain user and an admin (403, the spec’s message)', async () => {
    const when = inMadrid(DAY);
    const body = { recipe_id: chefRecipe, dia: when.dia, hora: when.hora };
    expect((await create(body, null)).statusCode).toBe(401);
    for (const who of [plain, admin]) {
      const res = await create(body, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'chef_only', message: 'Solo los chefs pueden crear lives' });
    }
  });

  it('compares the chef role case-insensitively', async () => {
    // The column's check stores lower case only; the guard and the rule compare whatever they get.
    const { policy } = await import('../../src/lib/policy.ts');
    expect(policy.hasRole({ id: 1, name: 'x', role: 'CHEF' }, ['chef'])).toBe(true);
    expect(policy.canEditLive({ id: 1, name: 'x', role: 'ADMIN' }, { chefId: 2 })).toBe(true);
    expect(policy.canEditLive({ id: 1, name: 'x', role: 'user' }, { chefId: 1 })).toBe(false);
    expect(policy.canEditLive({ id: 1, name: 'x', role: 'Chef' }, { chefId: 1 })).toBe(true);
  });

  it('refuses another chef’s recipe (403), an unknown or unpublished one (422)', async () => {
    const when = inMadrid(DAY);
    const other = await create({ recipe_id: otherChefRecipe, dia: when.dia, hora: when.hora });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ code: 'not_own_recipe', message: tr.lives.notOwnRecipe });

    const unknown = await create({ recipe_id: 2_000_000_000, dia: when.dia, hora: when.hora });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: tr.lives.recipeUnknown });

    const hidden = await makeRecipe(app.db, otherChef.user.id, catalog, { status: 'pending' });
    expect((await create({ recipe_id: hidden, dia: when.dia, hora: when.hora })).json()).toMatchObject({
      message: tr.lives.recipeUnknown,
    });
    const ownPending = await makeRecipe(app.db, chef.user.id, catalog, { status: 'pending' });
    const pending = await create({ recipe_id: ownPending, dia: when.dia, hora: when.hora });
    expect(pending.statusCode).toBe(422);
    expect(pending.json()).toMatchObject({ message: tr.lives.recipeNotPublished });
  });

  it('refuses a time in the past, today’s past hour included, and beyond a year (422)', async () => {
    const past = inMadrid(-2 * 60_000);
    for (const when of [past, inMadrid(-400 * DAY), { dia: '2020-01-01', hora: '10:00' }]) {
      const res = await create({ recipe_id: chefRecipe, ...when });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'live_in_past', message: tr.lives.inPast });
    }
    const far = await create({ recipe_id: chefRecipe, ...inMadrid(400 * DAY) });
    expect(far.statusCode).toBe(422);
    expect(far.json()).toMatchObject({ message: tr.lives.tooFar });
  });

  it('refuses malformed dia, hora and recipe_id with Catalan messages, never a 5xx', async () => {
    // A chef of its own: each refusal counts towards the per-user creation limit.
    const picky = await withRole(await registerUser(app), 'chef');
    const chefRecipe = await makeRecipe(app.db, picky.user.id, catalog);
    const { dia, hora } = inMadrid(DAY);
    const cases: [unknown, string][] = [
      [{ recipe_id: chefRecipe, dia: '2030-02-30', hora }, tr.lives.badDate],
      [{ recipe_id: chefRecipe, dia: '30/01/2030', hora }, tr.lives.badDate],
      [{ recipe_id: chefRecipe, dia: '2030-1-5', hora }, tr.lives.badDate],
      [{ recipe_id: chefRecipe, dia: 20300105, hora }, tr.lives.badDate],
      [{ recipe_id: chefRecipe, hora }, tr.lives.badDate],
      [{ recipe_id: chefRecipe, dia, hora: '24:00' }, tr.lives.badTime],
      [{ recipe_id: chefRecipe, dia, hora: '9:30' }, tr.lives.badTime],
      [{ recipe_id: chefRecipe, dia, hora: '09:30:00' }, tr.lives.badTime],
      [{ recipe_id: chefRecipe, dia, hora: '09:3\u0000' }, tr.errors.controlCharacters],
      [{ recipe_id: chefRecipe, dia }, tr.lives.badTime],
      [{ recipe_id: '1', dia, hora }, tr.errors.badId],
      [{ recipe_id: 0, dia, hora }, tr.errors.badId],
      [{ dia, hora }, tr.errors.badId],
      [{ recipe_id: chefRecipe, dia: '2030-03-31', hora: '02:30' }, tr.lives.missingTime],
    ];
    for (const [payload, message] of cases) {
      const res = await create(payload, picky);
      expect([400, 422], `${JSON.stringify(payload)}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().message, JSON.stringify(payload)).toContain(message);
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/lives',
      headers: { ...picky.auth, 'content-type': 'application/json' },
      payload: '{"recipe_id": 1,',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ message: tr.errors.malformedJson });
  });

  it('notifies the chef’s followers, once, not those who turned it off nor mere likers', async () => {
    const fan = await makeRecipe(app.db, chef.user.id, catalog, { title: 'Crema catalana' });
    const liker = await registerUser(app);
    const saver = await registerUser(app);
    const both = await registerUser(app);
    const muted = await registerUser(app);
    await app.db.insert(likes).values([
      { userId: liker.user.id, recipeId: fan },
      { userId: chef.user.id, recipeId: fan },
    ]);
    // Followers are the audience (docs/product.md#following); a like or a save alone is not.
    const notLiking = await registerUser(app);
    await app.db.insert(savedRecipes).values([{ userId: notLiking.user.id, recipeId: chefRecipe }]);
    await app.db
      .insert(follows)
      .values([liker, saver, both, muted].map((u) => ({ followerId: u.user.id, followedId: chef.user.id })));
    const off = await app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: muted.auth,
      payload: { ...DEFAULT_NOTIFICATION_SETTINGS, followed_live: false },
    });
    expect(off.statusCode).toBe(200);
    const when = inMadrid(2 * DAY);
    const res = await create({ recipe_id: chefRecipe, ...when });
    expect(res.statusCode).toBe(201);
    await caughtUp(
      app.db,
      [liker, saver, both, muted, notLiking].map((u) => u.user.id),
    );
    const notes = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'live'), eq(notifications.triggeredBy, chef.user.id)));
    const [y, m, d] = when.dia.split('-');
    const latest = notes.filter((n) => n.message.includes(`${d}/${m}/${y} a les ${when.hora}`));
    expect(latest.map((n) => n.userId).sort((a, b) => a - b)).toEqual(
      [liker.user.id, saver.user.id, both.user.id].sort((a, b) => a - b),
    );
    for (const note of latest) {
      expect(note).toMatchObject({
        recipeId: chefRecipe,
        message: `${chef.user.name} farà un live de "Arròs negre" el ${d}/${m}/${y} a les ${when.hora}`,
      });
    }
    // They read it through the notifications API like any other.
    const inbox = await get('/api/notifications', liker);
    expect(inbox.json().notifications[0]).toMatchObject({ type: 'live', recipe_id: chefRecipe });
  });

  it('tells every follower who wants it, however many, after the commit', async () => {
    const popular = await withRole(await registerUser(app), 'chef');
    const recipe = await makeRecipe(app.db, popular.user.id, catalog, { title: 'Famosa' });
    const tag = `fan${process.pid}_${Date.now().toString(36)}`;
    const fans = await app.db
      .insert(users)
      .values(
        Array.from({ length: 1205 }, (_, i) => ({ name: `${tag}_${i}`, email: `${tag}_${i}@example.cat` })),
      )
      .returning({ id: users.id });
    await app.db.insert(follows).values(fans.map((f) => ({ followerId: f.id, followedId: popular.user.id })));
    // One follower turned lives off.
    await app.db.insert(notificationSettings).values({ userId: fans[0]!.id, followedLive: false });
    const res = await create({ recipe_id: recipe, ...inMadrid(DAY) }, popular);
    expect(res.statusCode).toBe(201);
    await caughtUp(
      app.db,
      fans.map((f) => f.id),
    );
    const notes = await app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'live'), eq(notifications.triggeredBy, popular.user.id)));
    expect(notes.map((n) => n.userId).sort((a, b) => a - b)).toEqual(
      fans
        .slice(1)
        .map((f) => f.id)
        .sort((a, b) => a - b),
    );
  });
});

describe('GET /lives/{id}, PUT and DELETE', () => {
  it('answers any caller, a visitor too; unknown is 404 Live no encontrado', async () => {
    const id = await insertLive(chef.user.id, chefRecipe, DAY);
    for (const who of [undefined, plain, admin]) {
      const res = await get(`/api/lives/${id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, recipe: { id: chefRecipe } });
    }
    const missing = await get('/api/lives/2000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'live_not_found', message: 'Live no encontrado' });
    // A path that names no id at all is the router's 404 (bad_path), as everywhere in the API.
    for (const bad of ['abc', '0', '01', '99999999999', '1.5']) {
      const res = await get(`/api/lives/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ code: 'bad_path', message: tr.errors.badId });
    }
  });

  it('falls back to the live’s own copy when its recipe is deleted', async () => {
    const recipe = await makeRecipe(app.db, chef.user.id, catalog, { title: 'Efímera' });
    const res = await create({ recipe_id: recipe, ...inMadrid(DAY) });
    const { id } = res.json() as Live;
    await app.db.delete(recipes).where(eq(recipes.id, recipe));
    expect((await get(`/api/lives/${id}`)).json()).toMatchObject({
      recipe: null,
      title: 'Efímera',
      description: 'Les postres més típiques, amb sucre cremat.',
    });
  });

  it('lets its chef and an admin reschedule it; others get 403, a visitor 401, unknown 404', async () => {
    const id = await insertLive(chef.user.id, chefRecipe, DAY);
    const second = await makeRecipe(app.db, chef.user.id, catalog, { title: 'Fideuà' });
    const when = inMadrid(5 * DAY);
    const body = { recipe_id: second, ...when };
    const byChef = await send('PUT', `/api/lives/${id}`, body, chef);
    expect(byChef.statusCode, byChef.body).toBe(200);
    expect(byChef.json()).toMatchObject({ id, ...when, title: 'Fideuà', recipe: { id: second } });

    for (const who of [otherChef, plain]) {
      const res = await send('PUT', `/api/lives/${id}`, body, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'No tienes permiso para actualizar este live' });
    }
    expect((await send('PUT', `/api/lives/${id}`, body)).statusCode).toBe(401);
    const missing = await send('PUT', '/api/lives/2000000000', body, chef);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Live no encontrado' });

    // An admin keeps it the chef's: the recipe must be the chef's, not the admin's nor another's.
    const byAdmin = await send('PUT', `/api/lives/${id}`, { recipe_id: chefRecipe, ...when }, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ chef: { id: chef.user.id }, recipe: { id: chefRecipe } });
    const notHis = await send('PUT', `/api/lives/${id}`, { recipe_id: otherChefRecipe, ...when }, admin);
    expect(notHis.statusCode).toBe(403);
    // Only the admin's change of a chef's live is audited, once (the refused one wrote nothing).
    expect(await auditOf(id)).toEqual([
      {
        action: 'live.update',
        adminId: admin.user.id,
        details: expect.objectContaining({ chef_id: chef.user.id }),
      },
    ]);

    const past = await send('PUT', `/api/lives/${id}`, { recipe_id: chefRecipe, ...inMadrid(-DAY) }, chef);
    expect(past.statusCode).toBe(422);
  });

  it('refuses to change a live that has started or ended (409)', async () => {
    const id = await insertLive(chef.user.id, chefRecipe, -60_000, 'live');
    const res = await send('PUT', `/api/lives/${id}`, { recipe_id: chefRecipe, ...inMadrid(DAY) }, chef);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'live_not_scheduled', message: tr.lives.notScheduled });
  });

  it('lets its chef or an admin delete it; another chef, a user get 403; then it is 404', async () => {
    const mine = await insertLive(chef.user.id, chefRecipe, DAY);
    const forAdmin = await insertLive(chef.user.id, chefRecipe, DAY);
    for (const who of [otherChef, plain]) {
      const res = await remove(mine, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'No tienes permiso para actualizar este live' });
    }
    expect((await remove(mine)).statusCode).toBe(401);
    const done = await remove(mine, chef);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: tr.lives.deleted });
    expect((await remove(mine, chef)).json()).toMatchObject({ message: 'Live no encontrado' });
    expect((await remove(forAdmin, admin)).statusCode).toBe(200);
    expect((await get(`/api/lives/${forAdmin}`)).statusCode).toBe(404);
    expect(await auditOf(mine)).toEqual([]);
    expect(await auditOf(forAdmin)).toEqual([
      {
        action: 'live.delete',
        adminId: admin.user.id,
        details: expect.objectContaining({ chef_id: chef.user.id }),
      },
    ]);
  });
});

describe('the lists', () => {
  let listChef: TestUser;
  let ids: { soon: number; later: number; justStarted: number; old: number; ended: number };
  beforeAll(async () => {
    listChef = await withRole(await registerUser(app), 'chef');
    const recipe = await makeRecipe(app.db, listChef.user.id, catalog, { title: 'Llista' });
    ids = {
      later: await insertLive(listChef.user.id, recipe, 3 * DAY),
      soon: await insertLive(listChef.user.id, recipe, 2 * 60 * 60_000),
      justStarted: await insertLive(listChef.user.id, recipe, -60 * 60_000, 'live'),
      old: await insertLive(listChef.user.id, recipe, -2 * DAY),
      ended: await insertLive(listChef.user.id, recipe, -30 * 60_000, 'ended'),
    };
  });

  const mine = (list: Live[]) => list.filter((l) => l.chef.id === listChef.user.id).map((l) => l.id);

  it('GET /lives: a plain array to anyone, soonest first, without ended or day-old lives', async () => {
    const res = await get('/api/lives');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Live[];
    expect(Array.isArray(list)).toBe(true);
    for (const live of list) liveSchema.parse(live);
    expect(mine(list)).toEqual([ids.justStarted, ids.soon, ids.later]);
    const starts = list.map((l) => l.starts_at);
    expect(starts).toEqual([...starts].sort());
  });

  it('GET /mis-lives: the caller’s own, signed in only', async () => {
    expect((await get('/api/mis-lives')).statusCode).toBe(401);
    const own = (await get('/api/mis-lives', listChef)).json() as Live[];
    expect(own.map((l) => l.id)).toEqual([ids.justStarted, ids.soon, ids.later]);
    expect((await get('/api/mis-lives', plain)).json()).toEqual([]);
  });

  it('GET /chef/{id}/lives: { data } for a chef, empty for a non-chef, 404 for nobody', async () => {
    const res = await get(`/api/chef/${listChef.user.id}/lives`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: Live[] }).data.map((l) => l.id)).toEqual([
      ids.justStarted,
      ids.soon,
      ids.later,
    ]);
    expect((await get(`/api/chef/${plain.user.id}/lives`)).json()).toEqual({ data: [] });
    const nobody = await get('/api/chef/2000000000/lives');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({ code: 'user_not_found' });
    expect((await get('/api/chef/x/lives')).json()).toMatchObject({ code: 'bad_path' });
  });

  it('GET /users/{id}/lives: success and lives', async () => {
    const res = await get(`/api/users/${listChef.user.id}/lives`, plain);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((res.json() as { lives: Live[] }).lives.map((l) => l.id)).toEqual([
      ids.justStarted,
      ids.soon,
      ids.later,
    ]);
    expect((await get(`/api/users/${plain.user.id}/lives`)).json()).toEqual({ success: true, lives: [] });
    expect((await get('/api/users/2000000000/lives')).statusCode).toBe(404);
  });

  it('drops the lives of a chef who is a chef no more, who may then not edit them', async () => {
    const former = await withRole(await registerUser(app), 'chef');
    const recipe = await makeRecipe(app.db, former.user.id, catalog);
    const id = await insertLive(former.user.id, recipe, DAY);
    expect(((await get('/api/lives')).json() as Live[]).some((l) => l.id === id)).toBe(true);
    await app.db.update(users).set({ role: 'user' }).where(eq(users.id, former.user.id));
    expect(((await get('/api/lives')).json() as Live[]).some((l) => l.id === id)).toBe(false);
    expect((await get(`/api/users/${former.user.id}/lives`)).json()).toEqual({ success: true, lives: [] });
    const edit = await send('PUT', `/api/lives/${id}`, { recipe_id: recipe, ...inMadrid(DAY) }, former);
    expect(edit.statusCode).toBe(403);
    expect((await remove(id, former)).statusCode).toBe(403);
    expect((await remove(id, admin)).statusCode).toBe(200);
  });
});

describe('the live notification on the socket', () => {
  it('reaches an open socket of a follower of the chef once the live is committed', async () => {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const pushChef = await withRole(await registerUser(app), 'chef');
    const recipe = await makeRecipe(app.db, pushChef.user.id, catalog, { title: 'Calçots' });
    const saver = await registerUser(app);
    await app.db.insert(follows).values({ followerId: saver.user.id, followedId: pushChef.user.id });
    const socket = await openSocket(url, { auth: { token: saver.token } });
    try {
      const inbox = notificationInbox(socket);
      const when = inMadrid(DAY);
      expect((await create({ recipe_id: recipe, ...when }, pushChef)).statusCode).toBe(201);
      const [pushed] = (await inbox.until(1)).map((p) => notificationSchema.parse(p));
      expect(pushed).toMatchObject({
        user_id: saver.user.id,
        recipe_id: recipe,
        type: 'live',
        triggered_by: pushChef.user.id,
        read: false,
      });
      expect(pushed!.message).toContain('"Calçots"');
    } finally {
      socket.close();
    }
  });
});
