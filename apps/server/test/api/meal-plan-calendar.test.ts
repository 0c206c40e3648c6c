import { tr } from '@receptari/shared/i18n/tr/core';
import { madridParts } from '@receptari/shared/lives/lives.rules';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

const DAY_MS = 86_400_000;
/** A date `days` from today on Madrid's calendar, as the feed counts its weeks. */
const dayFromToday = (days: number) => madridParts(new Date(Date.now() + days * DAY_MS)).dia;
const madridClock = (instant: Date) => madridParts(instant).hora;

const rotate = (user: TestUser, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/meal-plan/calendar-token', headers: { ...user.auth, ...headers } });
const newFeedUrl = async (user: TestUser) => {
  const res = await rotate(user);
  expect(res.statusCode).toBe(200);
  return res.json() as { token: string; url: string };
};
const plan = async (user: TestUser, payload: Record<string, unknown>) => {
  const res = await app.inject({ method: 'POST', url: '/api/meal-plan', headers: user.auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entry as { id: number };
};
/** The path of an absolute feed address, fetched with no login at all (as a calendar app does). */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ url: new URL(url).pathname, headers });

type FeedEvent = { uid: string; summary: string; description: string; start: Date; end: Date };
function parseFeed(text: string): FeedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
    };
  });
}

/** The body of any path the API does not know. */
const unknownPathBody = async () => (await app.inject({ url: '/api/no-such-path' })).json();

describe('the calendar address (GET, POST /meal-plan/calendar-token)', () => {
  it('is none until asked for, then a 32-byte token in an absolute address on the request’s host', async () => {
    const user = await registerUser(app);
    const before = await app.inject({ url: '/api/meal-plan/calendar-token', headers: user.auth });
    expect(before.json()).toEqual({ token: null, url: null });

    const res = await rotate(user, { host: 'receptari.cat' });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { token, url } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(url).toBe(`http://receptari.cat/api/meal-plan/calendar/${token}.ics`);
    const after = await app.inject({
      url: '/api/meal-plan/calendar-token',
      headers: { ...user.auth, host: 'receptari.cat' },
    });
    expect(after.json()).toEqual({ token, url });
  });

  it('is never built on a host the request cannot vouch for', async () => {
    const user = await registerUser(app);
    // No TRUST_PROXY: a forwarded host is not believed; the Host header itself is.
    const forwarded = await rotate(user, {
      host: 'receptari.cat',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(new URL(forwarded.json().url).origin).toBe('http://receptari.cat');
    // Nothing but a bare host and port: no user info, path or second address slips in.
    for (const host of ['receptari.cat@evil.example', 'evil.example/x?', 'a b', 'receptari.cat:80:81']) {
      const res = await rotate(user, { host });
      expect(res.statusCode, host).toBe(400);
      expect(res.json().code).toBe('bad_request');
    }
  });
});

describe('the calendar feed (GET /meal-plan/calendar/{token}.ics)', () => {
  it('lists the plan from 4 weeks back to 12 ahead as events parsed by a calendar library, with no login', async () => {
    const user = await registerUser(app);
    const escudella = await makeRecipe(app.db, author.user.id, catalog, {
      title: 'Escudella, i carn d’olla',
    });
    const fideua = await makeRecipe(app.db, author.user.id, catalog, { title: 'Fideuà' });
    const today = dayFromToday(0);
    const lunch = await plan(user, { date: today, meal: 'dinar', recipe_id: escudella, servings: 4 });
    const dinner = await plan(user, { date: today, meal: 'sopar', recipe_id: fideua, servings: 2 });
    const ahead = await plan(user, {
      date: dayFromToday(11 * 7),
      meal: 'sopar',
      recipe_id: fideua,
      servings: 3,
    });
    const back = await plan(user, {
      date: dayFromToday(-4 * 7),
      meal: 'dinar',
      recipe_id: fideua,
      servings: 1,
    });
    // Out of the span: 6 weeks back, 14 weeks ahead.
    await plan(user, { date: dayFromToday(-6 * 7), meal: 'dinar', recipe_id: fideua, servings: 1 });
    await plan(user, { date: dayFromToday(14 * 7), meal: 'dinar', recipe_id: fideua, servings: 1 });
    // Another user's plan, with a feed of its own.
    const other = await registerUser(app);
    await plan(other, { date: today, meal: 'dinar', recipe_id: escudella, servings: 8 });
    await newFeedUrl(other);

    const { url } = await newFeedUrl(user);
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseFeed(res.body);
    const host = new URL(url).host;
    expect(events.map((e) => e.uid).sort()).toEqual(
      [lunch, dinner, ahead, back].map((e) => `meal-plan-${e.id}@${host}`).sort(),
    );
    const byUid = new Map(events.map((e) => [e.uid, e]));
    const lunchEvent = byUid.get(`meal-plan-${lunch.id}@${host}`)!;
    expect(lunchEvent.summary).toBe('Dinar: Escudella, i carn d’olla');
    expect(lunchEvent.description).toBe(`Racions: 4\n${new URL(url).origin}/info/${escudella}`);
    expect(madridParts(lunchEvent.start)).toEqual({ dia: today, hora: '13:30' });
    expect(lunchEvent.end.getTime() - lunchEvent.start.getTime()).toBe(60 * 60 * 1000);
    const dinnerEvent = byUid.get(`meal-plan-${dinner.id}@${host}`)!;
    expect(dinnerEvent.summary).toBe('Sopar: Fideuà');
    expect(madridClock(dinnerEvent.start)).toBe('20:30');

    // A stale or wrong Authorization header does not matter: the token is the key.
    expect((await fetchFeed(url, { authorization: 'Bearer not-a-token' })).statusCode).toBe(200);
  });

  it('keeps an entry’s UID when it moves, and drops a deleted recipe’s entries', async () => {
    const user = await registerUser(app);
    const recipe = await makeRecipe(app.db, author.user.id, catalog, { title: 'Suquet' });
    const kept = await makeRecipe(app.db, author.user.id, catalog, { title: 'Trinxat' });
    const entry = await plan(user, { date: dayFromToday(1), meal: 'dinar', recipe_id: kept, servings: 2 });
    await plan(user, { date: dayFromToday(2), meal: 'sopar', recipe_id: recipe, servings: 2 });
    const { url } = await newFeedUrl(user);
    expect(
      parseFeed((await fetchFeed(url)).body)
        .map((e) => e.summary)
        .sort(),
    ).toEqual(['Dinar: Trinxat', 'Sopar: Suquet']);

    const moved = await app.inject({
      method: 'PUT',
      url: `/api/meal-plan/${entry.id}`,
      headers: user.auth,
      payload: { date: dayFromToday(3), meal: 'sopar', servings: 6 },
    });
    expect(moved.statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: `/api/recipes/${recipe}`, headers: author.auth });

    const events = parseFeed((await fetchFeed(url)).body);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      uid: `meal-plan-${entry.id}@${new URL(url).host}`,
      summary: 'Sopar: Trinxat',
    });
    expect(madridParts(events[0]!.start)).toEqual({ dia: dayFromToday(3), hora: '20:30' });
    expect(events[0]!.description).toMatch(/^Racions: 6\n/);
  });

  it('stops answering the old address at once when a new one is made', async () => {
    const user = await registerUser(app);
    const first = await newFeedUrl(user);
    expect((await fetchFeed(first.url)).statusCode).toBe(200);
    const second = await newFeedUrl(user);
    expect(second.token).not.toBe(first.token);
    const old = await fetchFeed(first.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual(await unknownPathBody());
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
  });

  it('answers an unknown or malformed token exactly as an unknown path', async () => {
    const notFound = await unknownPathBody();
    expect(notFound).toMatchObject({ statusCode: 404, code: 'not_found', message: tr.errors.notFound });
    const real = (await newFeedUrl(await registerUser(app))).token;
    const files = [
      `${'A'.repeat(43)}.ics`,
      real, // without .ics
      `${real}.ical`,
      `${real.slice(1)}.ics`,
      `${real}x.ics`,
      'abc.ics',
      `${'x'.repeat(80)}.ics`, // longer than the schema allows
      '%2E%2E.ics',
    ];
    for (const file of files) {
      const res = await app.inject({ url: `/api/meal-plan/calendar/${file}` });
      expect(res.statusCode, file).toBe(404);
      expect(res.json(), file).toEqual(notFound);
    }
  });
});
