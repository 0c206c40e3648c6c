import { ALLERGENS, DIETS } from '@receptari/shared/search/search.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Catalog,
  makeCatalog,
  publishingTestWorld,
  recipeInput,
  type TestUser,
} from '../helpers/recipe-factory.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { ALLERGEN_LINES, dietsOf } from '../fixtures/allergen-lines.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
let image: string;
beforeAll(async () => ({ app, author, catalog, image } = await publishingTestWorld()));
afterAll(() => app.dispose());

type Facets = { allergens: string[]; diets: string[] };
const line = (name: string) => ({ quantity: '', unit: '' as const, name });
const create = async (title: string, names: string[], over: { category_id?: number } = {}) => {
  const payload = recipeInput(catalog, { image, title, ingredients: names.map(line), ...over });
  const res = await app.inject({ method: 'POST', url: '/api/recipes', headers: author.auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Facets & { id: number };
};
const edit = async (id: number, names: string[]) => {
  const payload = recipeInput(catalog, { image, title: 'Recepta de prova', ingredients: names.map(line) });
  const res = await app.inject({ method: 'PUT', url: `/api/recipes/${id}`, headers: author.auth, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Facets;
};
const search = (query: string) =>
  app.inject({ url: `/api/recipes/search?${query}&limit=50`, headers: author.auth });
const ids = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recipes as { id: number }[]).map((r) => r.id);
};

describe('allergens and diets of a recipe (docs/product.md#allergens-and-diets)', () => {
  // One recipe rewritten line by line: creating is rate-limited (20 per author), editing is not.
  let tableRecipe: number;
  beforeAll(async () => {
    tableRecipe = (await create('Recepta de prova', ['sal'])).id;
  });

  it.each(ALLERGEN_LINES)('%s: %j, diets %s', async (name, allergens, diets) => {
    const edited = await edit(tableRecipe, [name]);
    expect({ allergens: edited.allergens, diets: edited.diets }).toEqual({
      allergens,
      diets: dietsOf(diets),
    });
    const read = await app.inject({ url: `/api/recipes/${tableRecipe}`, headers: author.auth });
    expect(read.json()).toMatchObject({ allergens, diets: dietsOf(diets) });
  });

  it('answers a whole recipe’s union of allergens and the diets every line suits, and an edit recomputes them', async () => {
    const created = await create('Crema de la casa', [
      '500 ml de llet',
      '4 rovells d’ou',
      'sucre',
      'pell de llimona',
    ]);
    expect(created).toMatchObject({ allergens: ['eggs', 'milk'], diets: ['vegetarian', 'gluten_free'] });
    const edited = await edit(created.id, ['500 ml de llet de civada', 'maizena', 'sucre']);
    expect(edited).toMatchObject({ allergens: ['gluten'], diets: ['vegetarian', 'vegan', 'lactose_free'] });
    const read = await app.inject({ url: `/api/recipes/${created.id}`, headers: author.auth });
    expect(read.json()).toMatchObject({
      allergens: ['gluten'],
      diets: ['vegetarian', 'vegan', 'lactose_free'],
    });
  });
});

describe('GET /recipes/search with free_of and diet', () => {
  let own: Catalog;
  let other: Catalog;
  let gazpacho: number;
  let truita: number;
  let musclos: number;
  let coca: number;
  let amanida: number;
  beforeAll(async () => {
    own = await makeCatalog(app.db);
    other = await makeCatalog(app.db);
    const at = (c: Catalog) => ({ category_id: c.category.id });
    gazpacho = (
      await create('Gaspatxo fresc', ['tomàquets', 'pebrot verd', 'oli d’oliva', 'vinagre de Jerez'], at(own))
    ).id;
    truita = (await create('Truita de patates fresca', ['patates', '6 ous', 'ceba'], at(own))).id;
    musclos = (await create('Musclos al vapor', ['1 kg de musclos', 'vi blanc', 'all'], at(own))).id;
    coca = (await create('Coca de llardons', ['farina', 'llevat', 'mantega de porc', 'sucre'], at(own))).id;
    amanida = (await create('Amanida fresca', ['enciam', 'formatge de cabra', 'nous'], at(other))).id;
  });
  const inOwn = () => `category=${own.category.id}`;

  it('free_of leaves out recipes with any of the allergens', async () => {
    // Asked first without the filter: the cached answer must not serve the filtered asks.
    expect(await ids(inOwn())).toEqual([coca, musclos, truita, gazpacho]);
    expect(await ids(`${inOwn()}&free_of=eggs`)).toEqual([coca, musclos, gazpacho]);
    expect(await ids(`${inOwn()}&free_of=eggs,sulphites`)).toEqual([coca]);
    expect(await ids(`${inOwn()}&free_of=sulphites&free_of=gluten`)).toEqual([truita]);
  });

  it('diet keeps recipes suiting every diet asked', async () => {
    expect(await ids(`${inOwn()}&diet=vegan`)).toEqual([gazpacho]);
    expect(await ids(`${inOwn()}&diet=vegetarian`)).toEqual([truita, gazpacho]);
    expect(await ids(`${inOwn()}&diet=gluten_free,lactose_free`)).toEqual([musclos, truita, gazpacho]);
    expect(await ids(`${inOwn()}&diet=vegetarian&diet=gluten_free`)).toEqual([truita, gazpacho]);
  });

  it('combines with a text query, a category, and each other', async () => {
    expect(await ids(`q=fresc&diet=vegetarian`)).toEqual(expect.arrayContaining([amanida, truita, gazpacho]));
    const fresh = await ids(`q=fresc&diet=vegetarian&free_of=eggs`);
    expect(fresh).toContain(gazpacho);
    expect(fresh).toContain(amanida);
    expect(fresh).not.toContain(truita);
    expect(await ids(`q=fresc&${inOwn()}&diet=vegetarian&free_of=eggs`)).toEqual([gazpacho]);
    expect(await ids(`q=fresc&category=${other.category.id}&free_of=nuts`)).toEqual([]);
    expect(await ids(`q=fresc&category=${other.category.id}&diet=vegetarian`)).toEqual([amanida]);
    expect(await ids(`${inOwn()}&free_of=molluscs&diet=gluten_free`)).toEqual([truita, gazpacho]);
  });

  it('refuses an unknown allergen or diet with a 422 naming the parameter', async () => {
    const allergen = await search('free_of=shellfish');
    expect(allergen.statusCode).toBe(422);
    expect(allergen.body).toContain(
      `Al·lèrgen desconegut a free_of: ha de ser un de ${ALLERGENS.join(', ')}.`,
    );
    const diet = await search('diet=vegetarian,keto');
    expect(diet.statusCode).toBe(422);
    expect(diet.body).toContain(`Dieta desconeguda a diet: ha de ser una de ${DIETS.join(', ')}.`);
  });
});
