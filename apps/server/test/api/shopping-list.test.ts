import { SHOPPING_ITEMS_MAX } from '@receptari/shared/shopping-list/shopping-list.rules';
import { shoppingListAnswerSchema } from '@receptari/shared/shopping-list/shopping-list.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListItems } from '../../src/db/schema/index.ts';
import { addRecipesToShoppingList } from '../../src/modules/shopping-list/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeRecipe, recipeTestWorld, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
beforeAll(async () => ({ app, author, catalog } = await recipeTestWorld()));
afterAll(() => app.dispose());

type Answer = ReturnType<typeof shoppingListAnswerSchema.parse>;
const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  app.inject({
    method,
    url: `/api/shopping-list${url}`,
    headers: user.auth,
    ...(payload !== undefined && { payload: payload as object }),
  });
const getList = async (user: TestUser) =>
  shoppingListAnswerSchema.parse((await call(user, 'GET', '')).json());
const addRecipe = (user: TestUser, id: number, servings = 4) =>
  call(user, 'POST', `/recipes/${id}`, { servings });
const line = (list: Answer, name: string) => list.items.find((item) => item.name === name);

// Two real recipes that share an ingredient under two names (ceba / cebes), written for 4.
const truita = (over = {}) =>
  makeRecipe(app.db, author.user.id, catalog, {
    title: 'Truita de patates',
    servings: 4,
    ingredients: [
      { quantity: '6', unit: '', name: 'ous' },
      { quantity: '500', unit: 'g', name: 'patates' },
      { quantity: '1', unit: 'unitats', name: 'ceba' },
      { quantity: '', unit: '', name: 'sal' },
    ],
    ...over,
  });
const sofregit = () =>
  makeRecipe(app.db, author.user.id, catalog, {
    title: 'Sofregit',
    servings: 2,
    ingredients: [
      { quantity: '2', unit: '', name: 'Cebes' },
      { quantity: '0.5', unit: 'kg', name: 'tomàquets madurs' },
      { quantity: '3', unit: 'cullerada', name: 'oli d’oliva' },
    ],
  });

describe('the shopping list', () => {
  it('is made the first time it is read: empty, its owner alone', async () => {
    const user = await registerUser(app);
    const list = await getList(user);
    expect(list).toMatchObject({ items: [], recipes: [] });
    expect(list.members).toEqual([{ id: user.user.id, name: user.user.name, avatar: null, owner: true }]);
    expect((await getList(user)).id).toBe(list.id);
  });

  it('merges two recipes sharing an ingredient into one line, and takes one off exactly', async () => {
    const user = await registerUser(app);
    const [a, b] = [await truita(), await sofregit()];
    expect((await addRecipe(user, a, 8)).statusCode).toBe(200);
    const res = await addRecipe(user, b, 2);
    expect(res.statusCode).toBe(200);
    // The answer is the recipe as the list holds it, not the whole list.
    expect(res.json()).toEqual({ recipe: { recipe_id: b, title: 'Sofregit', servings: 2 }, lines: 6 });
    const list = await getList(user);
    const onion = line(list, 'ceba')!;
    expect(onion).toMatchObject({ quantity: 4, unit: 'unitats', aisle: 'fruita i verdura' });
    expect(onion.sources.map((s) => [s.recipe_id, s.servings])).toEqual([
      [a, 8],
      [b, 2],
    ]);
    expect(line(list, 'patates')).toMatchObject({ quantity: 1000, unit: 'g' });
    expect(line(list, 'ous')).toMatchObject({ quantity: 12, unit: 'unitats', aisle: 'làctics i ous' });
    expect(line(list, 'sal')).toMatchObject({ quantity: null, amounts: [], aisle: 'espècies' });
    expect(line(list, 'oli d’oliva')).toMatchObject({ quantity: 45, unit: 'ml', aisle: 'rebost' });
    expect(list.items.filter((i) => i.name.startsWith('ceb'))).toHaveLength(1);
    expect(list.recipes.map((r) => r.title)).toEqual(['Truita de patates', 'Sofregit']);

    const removed = await call(user, 'DELETE', `/recipes/${a}`);
    expect(removed.statusCode).toBe(200);
    const after = shoppingListAnswerSchema.parse(removed.json());
    expect(line(after, 'ceba')).toMatchObject({ quantity: 2, unit: 'unitats' });
    expect(after.items.map((i) => i.name).sort()).toEqual(['ceba', 'oli d’oliva', 'tomàquets madurs']);
    expect((await call(user, 'DELETE', `/recipes/${a}`)).json()).toMatchObject({
      code: 'not_in_shopping_list',
    });
  });

  it('adds a recipe already there into its share, and takes the whole share off', async () => {
    const user = await registerUser(app);
    const a = await truita();
    await addRecipe(user, a, 4);
    expect((await addRecipe(user, a, 2)).json()).toMatchObject({ recipe: { recipe_id: a, servings: 6 } });
    const twice = await getList(user);
    expect(line(twice, 'patates')).toMatchObject({ quantity: 750, unit: 'g' });
    expect(twice.recipes).toEqual([{ recipe_id: a, title: 'Truita de patates', servings: 6 }]);
    const gone = shoppingListAnswerSchema.parse((await call(user, 'DELETE', `/recipes/${a}`)).json());
    expect(gone.items).toEqual([]);
  });

  it('refuses recipes the caller may not see, and bad servings, changing nothing', async () => {
    const user = await registerUser(app);
    const pending = await truita({ status: 'pending' });
    expect((await addRecipe(user, pending)).json()).toMatchObject({ code: 'recipe_not_found' });
    expect((await addRecipe(user, 99_999_999)).statusCode).toBe(404);
    const ok = await truita();
    for (const servings of [0, 1000, 2.5, '4', null])
      expect((await addRecipe(user, ok, servings as number)).statusCode).toBe(422);
    expect((await call(user, 'POST', '/recipes/abc', { servings: 4 })).statusCode).toBeLessThan(500);
    expect((await getList(user)).items).toEqual([]);
  });

  it('reads a free line typed as a recipe line, and merges it into the same food', async () => {
    const user = await registerUser(app);
    const typed = await call(user, 'POST', '/items', { name: '2 kg de patates' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().item).toMatchObject({
      name: 'patates',
      quantity: 2000,
      unit: 'g',
      aisle: 'fruita i verdura',
      sources: [],
    });
    const more = await call(user, 'POST', '/items', { name: 'Patata', quantity: 500, unit: 'g' });
    expect(more.json().item).toMatchObject({ id: typed.json().item.id, quantity: 2500 });
    const paper = await call(user, 'POST', '/items', { name: 'paper de cuina', aisle: 'altres' });
    expect(paper.json().item).toMatchObject({ name: 'paper de cuina', quantity: null, aisle: 'altres' });
    // What was typed by hand stays when a recipe with the same food is taken off.
    const a = await truita();
    await addRecipe(user, a, 4);
    const after = shoppingListAnswerSchema.parse((await call(user, 'DELETE', `/recipes/${a}`)).json());
    expect(after.items.map((i) => [i.name, i.quantity])).toEqual([
      ['patates', 2500],
      ['paper de cuina', null],
    ]);
  });

  it('refuses bad lines with 422', async () => {
    const user = await registerUser(app);
    for (const payload of [
      { name: 'x'.repeat(500) },
      { name: 'pa\u0000' },
      { name: '   ' },
      { name: 'pa', quantity: -1 },
      { name: 'pa', quantity: 2_000_000 },
      { name: 'pa', unit: 'u'.repeat(31) },
      { name: 'pa', aisle: 'ferreteria' },
    ]) {
      const res = await call(user, 'POST', '/items', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
    }
    const { item } = (await call(user, 'POST', '/items', { name: 'pa' })).json();
    for (const payload of [{}, { position: -1 }, { checked: 'yes' }, { name: '' }]) {
      expect((await call(user, 'PATCH', `/items/${item.id}`, payload)).statusCode).toBe(422);
    }
  });

  it('patches only the fields sent, reorders, deletes lines and clears the ticked ones', async () => {
    const user = await registerUser(app);
    const ids: number[] = [];
    for (const name of ['pa', 'llet', 'ous', 'sal'])
      ids.push((await call(user, 'POST', '/items', { name })).json().item.id);
    const patched = await call(user, 'PATCH', `/items/${ids[1]}`, { quantity: 1.5, unit: 'l' });
    expect(patched.json().item).toMatchObject({ name: 'llet', quantity: 1500, unit: 'ml', checked: false });
    const unit = await call(user, 'PATCH', `/items/${ids[1]}`, { unit: 'g' });
    expect(unit.json().item).toMatchObject({ quantity: 1500, unit: 'g' });
    await call(user, 'PATCH', `/items/${ids[3]}`, { position: 0 });
    expect((await getList(user)).items.map((i) => i.name)).toEqual(['sal', 'pa', 'llet', 'ous']);
    await call(user, 'PATCH', `/items/${ids[0]}`, { checked: true });
    await call(user, 'PATCH', `/items/${ids[2]}`, { checked: true, aisle: 'altres' });
    const cleared = await call(user, 'DELETE', '/checked');
    expect(cleared.json()).toMatchObject({
      removed: 2,
      items: [{ name: 'pa' }, { name: 'ous', aisle: 'altres' }],
    });
    const deleted = await call(user, 'DELETE', `/items/${ids[1]}`);
    expect(deleted.json().items.map((i: { name: string }) => i.name)).toEqual(['sal']);
    expect((await call(user, 'DELETE', `/items/${ids[1]}`)).json()).toMatchObject({
      code: 'shopping_item_not_found',
    });
  });

  it('keeps both of two concurrent changes of different fields of one line', async () => {
    const owner = await registerUser(app);
    const member = await registerUser(app);
    expect((await call(owner, 'POST', '/members', { name: member.user.name })).statusCode).toBe(201);
    const { item } = (await call(owner, 'POST', '/items', { name: '1 kg de farina' })).json();
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        call(owner, 'PATCH', `/items/${item.id}`, { checked: round % 2 === 0 }),
        call(member, 'PATCH', `/items/${item.id}`, { quantity: 100 + round }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(line(await getList(owner), 'farina')).toMatchObject({
        checked: round % 2 === 0,
        quantity: 100 + round,
        unit: 'g',
      });
    }
  });

  it('refuses the line that would pass the limit, naming it, and changes nothing', async () => {
    const user = await registerUser(app);
    const { id } = await getList(user);
    await app.db.insert(shoppingListItems).values(
      Array.from({ length: SHOPPING_ITEMS_MAX - 1 }, (_, i) => ({
        listId: id,
        name: `article ${i}`,
        key: `article ${i}`,
        aisle: 'altres',
        position: i,
      })),
    );
    expect((await call(user, 'POST', '/items', { name: 'un més' })).statusCode).toBe(201);
    const full = await call(user, 'POST', '/items', { name: 'un altre' });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({
      code: 'shopping_list_full',
      message: `La llista no pot tenir més de ${SHOPPING_ITEMS_MAX} articles.`,
    });
    const recipe = await truita();
    expect((await addRecipe(user, recipe)).json()).toMatchObject({ code: 'shopping_list_full' });
    // A line that merges into one already there adds none, so it still goes in.
    expect((await call(user, 'POST', '/items', { name: 'Un més', quantity: 2 })).statusCode).toBe(201);
    expect((await getList(user)).items).toHaveLength(SHOPPING_ITEMS_MAX);
  });

  it('adds the planner’s recipes in one go, skipping those the user may not see', async () => {
    const user = await registerUser(app);
    const [a, b, pending] = [await truita(), await sofregit(), await truita({ status: 'pending' })];
    const added = await addRecipesToShoppingList(app.db, app.events, user.user.id, [
      { recipeId: a, servings: 4 },
      { recipeId: b, servings: 2 },
      { recipeId: pending, servings: 4 },
      { recipeId: 99_999_999, servings: 4 },
    ]);
    expect(added).toBe(2);
    expect(line(await getList(user), 'ceba')).toMatchObject({ quantity: 3 });
  });
});
