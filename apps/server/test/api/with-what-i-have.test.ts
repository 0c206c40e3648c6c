import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookWithWhatIHave } from '../../src/modules/search/with-what-i-have.service.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

// docs/product.md#cook-with-what-i-have, through the real route and database.

let app: TestApp;
let me: TestUser;
let c: Catalog;
beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
  c = await makeCatalog(app.db);
});
afterAll(() => app.dispose());

const ask = (payload: unknown, auth: Record<string, string> | undefined = me.auth) =>
  app.inject({
    method: 'POST',
    url: '/api/recipes/with-what-i-have',
    headers: auth,
    payload: payload as object,
  });
type Card = { id: number; title: string; missing: string[] };
const cards = async (payload: unknown) => {
  const res = await ask(payload);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { recipes: Card[] }).recipes;
};
const named = (...names: string[]): RecipeInput['ingredients'] =>
  names.map((name) => ({ quantity: '1', unit: '', name }));
const recipe = (title: string, ...names: string[]) =>
  makeRecipe(app.db, me.user.id, c, { title, ingredients: named(...names) });

describe('POST /recipes/with-what-i-have', () => {
  it('ranks by fewest missing ingredients, staples never missing, each card with what is missing', async () => {
    const omelette = await recipe('Truita', 'Ous', 'Patates', 'Oli', 'Sal');
    const fried = await recipe('Ous ferrats', 'Ous', "Oli d'oliva verge extra", 'Sal', 'Pebre negre');
    const cake = await recipe('Pastís', 'Ous', 'Farina', 'Sucre', 'Llet');
    const salad = await recipe('Amanida', 'Enciam', 'Tomàquet', 'Sal');
    await makeRecipe(app.db, me.user.id, c, {
      title: 'Ous pendents',
      ingredients: named('Ous'),
      status: 'pending',
    });

    const got = await cards({ have: ['ous', ' PATATES '] });
    // Nothing missing in both first ones: the omelette uses more of what the cook has, so it comes
    // before the newer fried eggs. The salad uses nothing the cook has; the pending recipe is never shown.
    expect(got.map((r) => r.id)).toEqual([omelette, fried, cake]);
    expect(got.map((r) => r.missing)).toEqual([[], [], ['Farina', 'Sucre', 'Llet']]);
    expect(got[0]).toMatchObject({ title: 'Truita' });
    expect(got.map((r) => r.id)).not.toContain(salad);
    // What each uses of what the cook has is the chat's (a recipe using only the onion named is no
    // answer), not the route's.
    expect(got[0]).not.toHaveProperty('uses');
    const ranked = await cookWithWhatIHave(app.db, { have: ['ous', ' PATATES '], without: [], limit: 5 });
    expect(ranked.recipes.map((r) => r.uses)).toEqual([['Ous', 'Patates'], ['Ous'], ['Ous']]);

    // Names as the cook writes them: one egg and one potato are the recipes' 'Ous' and 'Patates'.
    expect((await cards({ have: ['ou', 'patata'] })).map((r) => r.id)).toEqual([omelette, fried, cake]);

    // With eggs only, the omelette lacks potatoes.
    expect((await cards({ have: ['Ous'] })).map((r) => r.id).slice(0, 3)).toEqual([fried, omelette, cake]);
  });

  it('leaves out recipes with any ingredient of without, and answers at most limit', async () => {
    const d = await makeCatalog(app.db);
    const a = await makeRecipe(app.db, me.user.id, d, { title: 'A', ingredients: named('Bolets', 'Nata') });
    const b = await makeRecipe(app.db, me.user.id, d, { title: 'B', ingredients: named('Bolets', 'All') });
    const e = await makeRecipe(app.db, me.user.id, d, { title: 'E', ingredients: named('Bolets') });
    expect((await cards({ have: ['Bolets'] })).map((r) => r.id)).toEqual([e, b, a]);
    expect((await cards({ have: ['Bolets'], without: ['nata'] })).map((r) => r.id)).toEqual([e, b]);
    expect((await cards({ have: ['Bolets'], limit: 2 })).map((r) => r.id)).toEqual([e, b]);
    expect(await cards({ have: ['Bolets'], without: ['Safrà'] })).toHaveLength(3);
    expect(await cards({ have: ['Res de res'] })).toEqual([]);
  });

  it('ranks among the newest recipes using each ingredient (a bound on the work)', async () => {
    const d = await makeCatalog(app.db);
    const old = await makeRecipe(app.db, me.user.id, d, { title: 'Vell', ingredients: named('Tòfona') });
    const newer = await makeRecipe(app.db, me.user.id, d, {
      title: 'Nou',
      ingredients: named('Tòfona', 'Caviar'),
    });
    const body = { have: ['Tòfona'], without: [], limit: 10 };
    expect((await cookWithWhatIHave(app.db, body)).recipes.map((r) => r.id)).toEqual([old, newer]);
    expect((await cookWithWhatIHave(app.db, body, { perIngredient: 1 })).recipes.map((r) => r.id)).toEqual([
      newer,
    ]);
  });

  it('is for signed-in users only', async () => {
    expect((await ask({ have: ['Ous'] }, {})).statusCode).toBe(401);
  });

  it('refuses bad input with a 422 naming the parameter, in Catalan', async () => {
    const refused = async (payload: unknown, param: string) => {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([param]);
      return res.json().message as string;
    };
    const many = Array.from({ length: 21 }, (_, i) => `Ingredient ${i}`);
    expect(await refused({ have: [] }, 'have')).toContain('Debe proporcionar al menos un ingrediente');
    expect(await refused({}, 'have')).toContain('Debe proporcionar al menos un ingrediente');
    expect(await refused({ have: many }, 'have')).toContain('Com a màxim 20 ingredients a «have»');
    expect(await refused({ have: ['Ous'], without: many }, 'without')).toContain('«without»');
    expect(await refused({ have: ['Ous'], without: ['OUS'] }, 'without')).toContain(
      'Un ingredient no pot ser alhora amb i sense',
    );
    expect(await refused({ have: ['Ous'], limit: 51 }, 'limit')).toBeTruthy();
  });
});
