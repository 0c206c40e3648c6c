import { trPlanning } from '@receptari/shared/i18n/tr/planning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

type Entry = {
  id: number;
  date: string;
  meal: string;
  servings: number;
  recipe: { id: number; title: string };
};

const plan = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/meal-plan', headers: user.auth, payload });
const move = (user: TestUser, id: number | string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/api/meal-plan/${id}`, headers: user.auth, payload });
const remove = (user: TestUser, id: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/meal-plan/${id}`, headers: user.auth });
const getWeek = (user: TestUser, week: string) =>
  app.inject({ url: `/api/meal-plan?week=${encodeURIComponent(week)}`, headers: user.auth });
const weekEntries = async (user: TestUser, week: string) =>
  (await getWeek(user, week)).json().entries as Entry[];
const planned = async (user: TestUser, payload: Record<string, unknown>) => {
  const res = await plan(user, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().entry as Entry;
};
const recipe = (title = 'Escudella') => makeRecipe(app.db, author.user.id, catalog, { title });

describe('the week (GET /meal-plan)', () => {
  it('answers its 7 dates and its entries by date, lunch before dinner, with recipe cards', async () => {
    const user = await registerUser(app);
    const [a, b, c] = [await recipe('Escudella'), await recipe('Fideuà'), await recipe('Trinxat')];
    // Planned out of order, and around the week: the days before and after are not in it.
    await planned(user, { date: '2026-11-25', meal: 'sopar', recipe_id: a, servings: 2 });
    await planned(user, { date: '2026-11-23', meal: 'sopar', recipe_id: b, servings: 4 });
    await planned(user, { date: '2026-11-25', meal: 'dinar', recipe_id: c, servings: 3 });
    await planned(user, { date: '2026-11-23', meal: 'dinar', recipe_id: a, servings: 1 });
    await planned(user, { date: '2026-11-22', meal: 'dinar', recipe_id: a, servings: 1 });
    await planned(user, { date: '2026-11-30', meal: 'dinar', recipe_id: a, servings: 1 });
    // Another user's plan of the same week is not this one's.
    await planned(await registerUser(app), { date: '2026-11-24', meal: 'dinar', recipe_id: a, servings: 9 });

    const res = await getWeek(user, '2026-W48');
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.week).toBe('2026-W48');
    expect(answer.dates).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    const slots = (answer.entries as Entry[]).map((e) => [e.date, e.meal, e.recipe.title, e.servings]);
    expect(slots).toEqual([
      ['2026-11-23', 'dinar', 'Escudella', 1],
      ['2026-11-23', 'sopar', 'Fideuà', 4],
      ['2026-11-25', 'dinar', 'Trinxat', 3],
      ['2026-11-25', 'sopar', 'Escudella', 2],
    ]);
    expect(answer.entries[0].recipe).toMatchObject({
      id: a,
      creador: author.user.name,
      user_id: author.user.id,
    });
  });

  it('follows ISO weeks: 2025-W01 starts on 2024-12-30, 2020-W53 and 2026-W53 exist, 2025-W53 does not', async () => {
    const user = await registerUser(app);
    expect((await getWeek(user, '2025-W01')).json().dates[0]).toBe('2024-12-30');
    expect((await getWeek(user, '2020-W53')).json().dates).toEqual([
      '2020-12-28',
      '2020-12-29',
      '2020-12-30',
      '2020-12-31',
      '2021-01-01',
      '2021-01-02',
      '2021-01-03',
    ]);
    // 1 January 2026 is a Thursday, so 2026 has 53 ISO weeks; 2025 and 2027 have 52.
    expect((await getWeek(user, '2026-W53')).json().dates[6]).toBe('2027-01-03');
    for (const week of ['2025-W53', '2027-W53']) expect((await getWeek(user, week)).statusCode).toBe(422);

    // New Year's Day 2025 is in 2025-W01, not in 2024's last week.
    const entry = { date: '2025-01-01', meal: 'dinar', recipe_id: await recipe(), servings: 2 };
    expect((await plan(user, { ...entry, week: '2025-W01' })).statusCode).toBe(201);
    expect((await plan(user, { ...entry, week: '2024-W52' })).statusCode).toBe(422);
    expect((await weekEntries(user, '2025-W01')).map((e) => e.date)).toEqual(['2025-01-01']);
  });

  it('leaves out a recipe that was deleted, and one sent back to review for all but its author', async () => {
    const user = await registerUser(app);
    const gone = await recipe('Suquet');
    const pending = await recipe('Canelons');
    const mine = await makeRecipe(app.db, user.user.id, catalog, { title: 'Els meus macarrons' });
    for (const id of [gone, pending, mine]) {
      await planned(user, { date: '2026-03-02', meal: 'dinar', recipe_id: id, servings: 2 });
      await planned(author, { date: '2026-03-02', meal: 'dinar', recipe_id: id, servings: 2 });
    }
    const deleted = await app.inject({ method: 'DELETE', url: `/api/recipes/${gone}`, headers: author.auth });
    expect(deleted.statusCode).toBe(200);
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, pending));
    await app.db.update(recipes).set({ status: 'pending' }).where(eq(recipes.id, mine));

    expect((await weekEntries(user, '2026-W10')).map((e) => e.recipe.title)).toEqual(['Els meus macarrons']);
    expect((await weekEntries(author, '2026-W10')).map((e) => e.recipe.title)).toEqual(['Canelons']);
    // Planning them again: a pending recipe of someone else, or a deleted one, is a 404.
    for (const id of [gone, pending]) {
      const res = await plan(user, { date: '2026-03-03', meal: 'dinar', recipe_id: id, servings: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('recipe_not_found');
    }
    expect(
      (await plan(user, { date: '2026-03-03', meal: 'dinar', recipe_id: mine, servings: 2 })).statusCode,
    ).toBe(201);
  });
});

describe('planning (POST, PUT, DELETE /meal-plan)', () => {
  it('adds an entry and answers it with its recipe card', async () => {
    const user = await registerUser(app);
    const id = await recipe('Crema catalana');
    const res = await plan(user, {
      date: '2026-06-24',
      meal: 'sopar',
      recipe_id: id,
      servings: 6,
      week: '2026-W26',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entry).toMatchObject({
      date: '2026-06-24',
      meal: 'sopar',
      servings: 6,
      recipe: { id, title: 'Crema catalana' },
    });
  });

  it(`holds at most 6 recipes in one meal, even when they arrive at once`, async () => {
    const user = await registerUser(app);
    const id = await recipe();
    const slot = { date: '2026-05-04', meal: 'dinar', recipe_id: id, servings: 2 };
    const answers = await Promise.all(Array.from({ length: 8 }, () => plan(user, slot)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 201, 422, 422]);
    const full = answers.find((r) => r.statusCode === 422)!.json();
    expect(full).toMatchObject({ code: 'meal_full', message: 'Un àpat pot tenir com a màxim 6 receptes.' });
    expect(await weekEntries(user, '2026-W19')).toHaveLength(6);
    // The other meal and the next day are free.
    expect((await plan(user, { ...slot, meal: 'sopar' })).statusCode).toBe(201);
    expect((await plan(user, { ...slot, date: '2026-05-05' })).statusCode).toBe(201);
  });

  it('moves an entry to another date and meal and changes its servings; a full meal refuses it', async () => {
    const user = await registerUser(app);
    const id = await recipe('Pa amb tomàquet');
    const entry = await planned(user, { date: '2026-09-07', meal: 'dinar', recipe_id: id, servings: 2 });
    const res = await move(user, entry.id, {
      date: '2026-09-10',
      meal: 'sopar',
      servings: 5,
      week: '2026-W37',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ id: entry.id, date: '2026-09-10', meal: 'sopar', servings: 5 });
    expect(res.json().entry.recipe.id).toBe(id);
    expect((await weekEntries(user, '2026-W37')).map((e) => [e.id, e.date, e.meal])).toEqual([
      [entry.id, '2026-09-10', 'sopar'],
    ]);
    // Into the next week, which the screen shows.
    expect((await move(user, entry.id, { date: '2026-09-14', meal: 'sopar', servings: 5 })).statusCode).toBe(
      200,
    );
    expect(await weekEntries(user, '2026-W37')).toEqual([]);

    for (let i = 0; i < 6; i++)
      await planned(user, { date: '2026-09-15', meal: 'dinar', recipe_id: id, servings: 1 });
    const full = await move(user, entry.id, { date: '2026-09-15', meal: 'dinar', servings: 5 });
    expect(full.statusCode).toBe(422);
    expect(full.json().code).toBe('meal_full');
    // Staying in a full meal with other servings is not a move.
    const sixth = (await weekEntries(user, '2026-W38')).find((e) => e.date === '2026-09-15')!;
    expect((await move(user, sixth.id, { date: '2026-09-15', meal: 'dinar', servings: 9 })).statusCode).toBe(
      200,
    );
  });

  it('removes an entry (204); a second time, or another user’s, is 404 and changes nothing', async () => {
    const user = await registerUser(app);
    const other = await registerUser(app);
    const entry = await planned(user, {
      date: '2026-10-05',
      meal: 'dinar',
      recipe_id: await recipe(),
      servings: 2,
    });

    for (const res of [
      await remove(other, entry.id),
      await move(other, entry.id, { date: '2026-10-06', meal: 'sopar', servings: 1 }),
      await remove(user, 999_999),
      await move(user, 999_999, { date: '2026-10-06', meal: 'sopar', servings: 1 }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'meal_plan_entry_not_found',
        message: trPlanning.errors.entryNotFound,
      });
    }
    expect(await weekEntries(user, '2026-W41')).toMatchObject([
      { id: entry.id, date: '2026-10-05', servings: 2 },
    ]);

    const removed = await remove(user, entry.id);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await remove(user, entry.id)).statusCode).toBe(404);
    expect(await weekEntries(user, '2026-W41')).toEqual([]);
  });
});

describe('bad input: a 4xx with a Catalan message, and nothing changed', () => {
  it('refuses weeks that do not exist', async () => {
    const user = await registerUser(app);
    for (const week of ['2026-W60', '2026-W00', 'abc', '2026-W1', '']) {
      const res = await getWeek(user, week);
      expect(res.statusCode, week).toBe(422);
      expect(res.json().errors.week).toEqual([trPlanning.errors.badWeek]);
    }
    expect((await app.inject({ url: '/api/meal-plan', headers: user.auth })).statusCode).toBe(422);
    const shopping = await app.inject({
      method: 'POST',
      url: '/api/meal-plan/shopping',
      headers: user.auth,
      payload: { week: '2026-W60' },
    });
    expect(shopping.statusCode).toBe(422);
  });

  it('refuses bad dates, meals, servings and recipes on add and move', async () => {
    const user = await registerUser(app);
    const id = await recipe();
    const good = { date: '2026-02-27', meal: 'dinar', recipe_id: id, servings: 2, week: '2026-W09' };
    const entry = await planned(user, good);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ date: '2026-02-30' }, 'date', trPlanning.errors.badDate],
      [{ date: '27/02/2026' }, 'date', trPlanning.errors.badDate],
      [{ date: '2026-03-02' }, 'date', trPlanning.errors.dateOutsideWeek],
      [{ meal: 'esmorzar' }, 'meal', trPlanning.errors.badMeal],
      [{ servings: 0 }, 'servings', 'Les racions han de ser un nombre enter entre 1 i 100.'],
      [{ servings: 1000 }, 'servings', 'Les racions han de ser un nombre enter entre 1 i 100.'],
      [{ servings: 2.5 }, 'servings', 'Les racions han de ser un nombre enter entre 1 i 100.'],
      [{ week: '2026-W60' }, 'week', trPlanning.errors.badWeek],
    ];
    for (const [change, field, message] of bad) {
      for (const res of [
        await plan(user, { ...good, ...change }),
        await move(user, entry.id, { ...good, recipe_id: undefined, ...change }),
      ]) {
        expect(res.statusCode, JSON.stringify(change)).toBe(422);
        expect(res.json().errors[field], JSON.stringify(change)).toEqual([message]);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await plan(user, { ...good, recipe_id: 'x' })).statusCode).toBe(422);
    expect((await move(user, 'abc', good)).statusCode).toBe(404);
    expect(await weekEntries(user, '2026-W09')).toMatchObject([
      { id: entry.id, date: '2026-02-27', meal: 'dinar', servings: 2 },
    ]);
  });
});
