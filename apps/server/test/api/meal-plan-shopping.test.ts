/**
 * The planner's week onto the shopping list (POST /meal-plan/shopping, docs/product.md#meal-plan):
 * the meal-plan module through the shopping list's own export, on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

type Source = { recipe_id: number; title: string; servings: number };
type ListAnswer = { items: { name: string; sources: Source[] }[]; recipes: Source[] };

describe('the planned week onto the shopping list', () => {
  let app: TestApp;
  let author: TestUser;
  let catalog: Catalog;
  beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
  afterAll(() => app?.dispose());

  const plan = async (user: TestUser, payload: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: '/api/meal-plan', headers: user.auth, payload });
    expect(res.statusCode, res.body).toBe(201);
  };
  const addWeek = (user: TestUser, week: string) =>
    app.inject({ method: 'POST', url: '/api/meal-plan/shopping', headers: user.auth, payload: { week } });

  it('adds each recipe of the week at its planned servings, and the list shows where its lines come from', async () => {
    const user = await registerUser(app);
    const crema = await makeRecipe(app.db, author.user.id, catalog, { title: 'Crema catalana' });
    const flam = await makeRecipe(app.db, author.user.id, catalog, { title: 'Flam' });
    const later = await makeRecipe(app.db, author.user.id, catalog, { title: 'Mel i mató' });
    // Crema twice in the week: it goes once, at 4 + 2 servings.
    await plan(user, { date: '2026-11-23', meal: 'dinar', recipe_id: crema, servings: 4 });
    await plan(user, { date: '2026-11-25', meal: 'sopar', recipe_id: crema, servings: 2 });
    await plan(user, { date: '2026-11-24', meal: 'sopar', recipe_id: flam, servings: 2 });
    await plan(user, { date: '2026-12-01', meal: 'dinar', recipe_id: later, servings: 2 }); // next week

    const res = await addWeek(user, '2026-W48');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 2 });

    const list = await app.inject({ url: '/api/shopping-list', headers: user.auth });
    expect(list.statusCode, list.body).toBe(200);
    const answer = list.json() as ListAnswer;
    // The recipes were made in this order, so their ids are too.
    const recipes = answer.recipes.map(({ recipe_id, servings }) => ({ recipe_id, servings }));
    expect(recipes.sort((a, b) => a.recipe_id - b.recipe_id)).toEqual([
      { recipe_id: crema, servings: 6 },
      { recipe_id: flam, servings: 2 },
    ]);
    // Both recipes need milk: one line, from both.
    const milk = answer.items.find((item) => item.name.toLowerCase().startsWith('llet'));
    expect(milk?.sources.map((s) => s.recipe_id).sort((a, b) => a - b)).toEqual(
      [crema, flam].sort((a, b) => a - b),
    );
    expect(answer.items.flatMap((item) => item.sources).some((s) => s.recipe_id === later)).toBe(false);
  });

  it('adds nothing for an empty week', async () => {
    const user = await registerUser(app);
    const res = await addWeek(user, '2026-W50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ added: 0 });
  });
});
