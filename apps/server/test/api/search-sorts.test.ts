import type { RecipeInput } from '@receptari/shared/recipes/recipes.schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noFilters } from '../../src/db/recipe-search.ts';
import { recipes } from '../../src/db/schema/index.ts';
import { type KeyedSort, sortedCardRows } from '../../src/modules/search/search-sorts.repo.ts';
import { searchRecipes, searchTotal } from '../../src/modules/search/search.service.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Catalog,
  makeCatalog,
  makeRecipe,
  setLikesCount,
  type TestUser,
} from '../helpers/recipe-factory.ts';

// docs/product.md#leaving-ingredients-out and #sorting-and-counting, through the real route and database.

let app: TestApp;
let me: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
});
afterAll(() => app.dispose());

const search = (query: string) => app.inject({ url: `/api/recipes/search?${query}`, headers: me.auth });
const answer = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    recipes: { id: number }[];
    next_cursor: string | null;
    total: number;
    total_is_estimate: boolean;
  };
};
const ids = async (query: string) => (await answer(query)).recipes.map((r) => r.id);

/** Every page of a search, `limit` at a time, following the cursors. */
async function allPages(query: string, limit: number): Promise<number[]> {
  const out: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const page = await answer(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.recipes.length).toBeLessThanOrEqual(limit);
    out.push(...page.recipes.map((r) => r.id));
    cursor = page.next_cursor;
    if (!cursor) return out;
  }
  throw new Error('too many pages');
}

const named = (...names: string[]): RecipeInput['ingredients'] =>
  names.map((name) => ({ quantity: '1', unit: '', name }));
const steps = (n: number) => Array.from({ length: n }, (_, i) => `Pas ${i + 1}.`);

describe('without', () => {
  let c: Catalog;
  let milk: number, egg: number, flour: number;
  beforeAll(async () => {
    c = await makeCatalog(app.db);
    milk = await makeRecipe(app.db, me.user.id, c, {
      title: 'Flam de llet',
      ingredients: named('Llet', 'Sucre'),
      steps: steps(2),
    });
    egg = await makeRecipe(app.db, me.user.id, c, {
      title: 'Truita de patates',
      ingredients: named('Ou', 'Patata', 'Sucre'),
      steps: steps(7),
    });
    flour = await makeRecipe(app.db, me.user.id, c, {
      title: 'Pa de pagès',
      description: 'Sense llet ni ou.',
      ingredients: named('Farina', 'Aigua'),
      steps: steps(3),
    });
  });

  it('leaves out recipes with any of the names, compared trimmed and in any case', async () => {
    const cat = `category=${c.category.id}`;
    expect(await ids(cat)).toEqual([flour, egg, milk]);
    expect(await ids(`${cat}&without=llet`)).toEqual([flour, egg]);
    expect(await ids(`${cat}&without=${encodeURIComponent('  SUCRE ')}`)).toEqual([flour]);
    expect(await ids(`${cat}&without=Llet&without=Ou`)).toEqual([flour]);
    // A name no recipe has leaves every recipe in.
    expect(await ids(`${cat}&without=safrà`)).toEqual([flour, egg, milk]);
  });

  it('alone, and with a text query, a difficulty or an ingredient', async () => {
    const alone = await ids('without=Sucre&limit=100');
    expect(alone).toContain(flour);
    expect(alone).not.toContain(milk);
    expect(alone).not.toContain(egg);
    const cat = `category=${c.category.id}`;
    // The text is in flour's description ("llet"), the ingredient in milk's: without leaves out by ingredient.
    expect(await ids(`${cat}&q=llet&without=Llet`)).toEqual([flour]);
    expect(await ids(`${cat}&difficulty=facil&without=Farina`)).toEqual([milk]);
    expect(await ids(`${cat}&ingredient=Sucre&without=Ou`)).toEqual([milk]);
    expect(await answer(`${cat}&without=Sucre`)).toMatchObject({ total: 1, total_is_estimate: false });
  });
});

describe('sort', () => {
  let c: Catalog;
  type Made = { id: number; likes: number; cooks: number; time: number; count: number; inTitle: boolean };
  const made: Made[] = [];
  beforeAll(async () => {
    c = await makeCatalog(app.db);
    // Ties in every value, so the order among equals (newest first) and the cursors across them count.
    const specs = [
      { likes: 3, cooks: 1, prep: 10, cook: 20, count: 4, inTitle: true },
      { likes: 0, cooks: 5, prep: 5, cook: 0, count: 2, inTitle: false },
      { likes: 3, cooks: 0, prep: 30, cook: 0, count: 4, inTitle: false },
      { likes: 7, cooks: 1, prep: 60, cook: 60, count: 1, inTitle: true },
      { likes: 0, cooks: 2, prep: 0, cook: 5, count: 2, inTitle: true },
      { likes: 3, cooks: 0, prep: 15, cook: 15, count: 6, inTitle: false },
      { likes: 1, cooks: 1, prep: 1, cook: 1, count: 4, inTitle: true },
    ];
    for (const [i, s] of specs.entries()) {
      const id = await makeRecipe(app.db, me.user.id, c, {
        title: s.inTitle ? `Escudella ${i}` : `Plat ${i}`,
        description: s.inTitle ? 'Del dia.' : 'Com una escudella.',
        prep_time: s.prep,
        cook_time: s.cook,
        ingredients: named(...Array.from({ length: s.count }, (_, k) => `Ingredient ${k}`)),
      });
      await app.db.update(recipes).set({ cooksnapsCount: s.cooks }).where(eq(recipes.id, id));
      await setLikesCount(app.db, id, s.likes);
      made.push({
        id,
        likes: s.likes,
        cooks: s.cooks,
        time: s.prep + s.cook,
        count: s.count,
        inTitle: s.inTitle,
      });
    }
  });

  const newestFirst = (a: Made, b: Made) => b.id - a.id;
  const expected = (by: (a: Made, b: Made) => number) =>
    [...made].sort((a, b) => by(a, b) || newestFirst(a, b)).map((m) => m.id);

  it('orders by each sort, newest first among equals, with no duplicate or gap across pages', async () => {
    const cat = `category=${c.category.id}`;
    const orders = {
      recent: expected(() => 0),
      popular: expected((a, b) => b.likes - a.likes),
      quickest: expected((a, b) => a.time - b.time),
      fewest_ingredients: expected((a, b) => a.count - b.count),
      most_cooked: expected((a, b) => b.cooks - a.cooks),
    };
    for (const [sort, order] of Object.entries(orders)) {
      expect(await ids(`${cat}&sort=${sort}`), sort).toEqual(order);
      for (const limit of [1, 2, 3])
        expect(await allPages(`${cat}&sort=${sort}`, limit), sort).toEqual(order);
    }
    // The default is recent, and relevance without a text query is recent too.
    expect(await ids(cat)).toEqual(orders.recent);
    expect(await ids(`${cat}&sort=relevance`)).toEqual(orders.recent);
  });

  it('relevance puts title matches first, then description-only ones, newest first in each, across pages', async () => {
    const query = `category=${c.category.id}&q=escudella&sort=relevance`;
    const order = expected((a, b) => Number(b.inTitle) - Number(a.inTitle));
    expect(await ids(query)).toEqual(order);
    for (const limit of [1, 2, 3, 4, 5])
      expect(await allPages(query, limit), `limit ${limit}`).toEqual(order);
  });

  it('relevance reads its phases through the id windows, however they cut the recipes', async () => {
    const input = {
      q: 'escudella',
      category: [c.category.id],
      sort: 'relevance' as const,
      limit: 2,
    };
    const order = expected((a, b) => Number(b.inTitle) - Number(a.inTitle));
    const got: number[] = [];
    let cursor: string | undefined;
    do {
      const page = await searchRecipes(app.db, { ...input, cursor }, { windows: [1, 3] });
      got.push(...page.recipes.map((r) => r.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(got).toEqual(order);
  });

  it('combines with the other filters', async () => {
    const cat = `category=${c.category.id}`;
    const light = made.filter((m) => m.count <= 4 && m.time <= 30);
    const order = [...light].sort((a, b) => b.likes - a.likes || newestFirst(a, b)).map((m) => m.id);
    expect(
      await ids(`${cat}&sort=popular&max_time=30&without=${encodeURIComponent('Ingredient 4')}`),
    ).toEqual(order);
    // Every recipe here holds the word and has 3 steps (facil).
    expect(await ids(`${cat}&q=escudella&sort=quickest&max_time=30&difficulty=facil`)).toEqual(
      made
        .filter((m) => m.time <= 30)
        .sort((a, b) => a.time - b.time || newestFirst(a, b))
        .map((m) => m.id),
    );
  });

  it('refuses a cursor of another order as a 422', async () => {
    const cat = `category=${c.category.id}&q=escudella&limit=1`;
    const cursors: Record<string, string | null> = {};
    for (const sort of ['recent', 'relevance', 'popular', 'quickest', 'fewest_ingredients', 'most_cooked']) {
      cursors[sort] = (await answer(`${cat}&sort=${sort}`)).next_cursor;
    }
    for (const [made, cursor] of Object.entries(cursors)) {
      for (const sort of Object.keys(cursors)) {
        const res = await search(`${cat}&sort=${sort}&cursor=${cursor}`);
        expect(res.statusCode, `${made} cursor, ${sort}`).toBe(sort === made ? 200 : 422);
        if (sort !== made) expect(Object.keys(res.json().errors)).toEqual(['cursor']);
      }
    }
  });
});

describe('sort plans', () => {
  it('walks each keyed sort in its index order from the cursor, with no sort step', async () => {
    const indexes = {
      popular: 'recipe_like_counts_popular_idx',
      quickest: 'recipes_quickest_idx',
      fewest_ingredients: 'recipes_fewest_ingredients_idx',
      most_cooked: 'recipes_most_cooked_idx',
    } as const;
    for (const [sort, index] of Object.entries(indexes) as [KeyedSort, string][]) {
      for (const from of [undefined, { value: 3, id: 10 }]) {
        const plan = await app.db.transaction(async (tx) => {
          await tx.execute(sql`set local enable_seqscan = off`);
          await tx.execute(sql`set local enable_sort = off`);
          const query = sortedCardRows(tx, noFilters(), sort, 20, from);
          const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
          return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
        });
        expect(plan, sort).toContain(index);
        expect(plan, sort).not.toMatch(/\bSort\b/);
        // The cursor is one index range, not a filter on every row read.
        if (from) expect(plan, sort).toMatch(/Index Cond: \(ROW\(/);
      }
    }
  });
});

describe('band probes', () => {
  it("reads a text search's bands from their index alone, never ANDing in every published recipe", async () => {
    // At 1,000,000 recipes the planner ANDed a partial index of published recipes into each probe
    // (2.6 -> 183 ms, search-sort-bands.repo.ts): no index but the bands' serves the probe's rows.
    for (const [sort, bands] of [
      ['quickest', 'recipes_quickest_grams_idx'],
      ['fewest_ingredients', 'recipes_fewest_grams_idx'],
    ] as const) {
      const plan = await app.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const query = sortedCardRows(tx, { ...noFilters(), q: 'escudella' }, sort, 20, undefined);
        const explained = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
        return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, sort).toContain(bands);
      expect(plan, sort).not.toMatch(/BitmapAnd|recipes_user_published_idx/);
    }
  });
});

describe('total', () => {
  it('counts every match, not the page, the same on every page', async () => {
    const c = await makeCatalog(app.db);
    for (let i = 0; i < 5; i++) await makeRecipe(app.db, me.user.id, c, { title: `Coca ${i}` });
    await makeRecipe(app.db, me.user.id, c, { title: 'Coca pendent', status: 'pending' });
    const first = await answer(`category=${c.category.id}&limit=2`);
    expect(first).toMatchObject({ total: 5, total_is_estimate: false });
    expect(first.recipes).toHaveLength(2);
    expect(await answer(`category=${c.category.id}&limit=2&cursor=${first.next_cursor}`)).toMatchObject({
      total: 5,
      total_is_estimate: false,
    });
    expect(await answer(`category=${c.category.id}&q=zzzz`)).toMatchObject({ total: 0, recipes: [] });
  });

  it('is counted on the first page only: the next pages take it from their cursor', async () => {
    const c = await makeCatalog(app.db);
    for (let i = 0; i < 3; i++) await makeRecipe(app.db, me.user.id, c, { title: `Coca ${i}` });
    const first = await answer(`category=${c.category.id}&limit=2`);
    expect(first).toMatchObject({ total: 3, total_is_estimate: false });
    // A recipe published meanwhile: a count would now say 4; the scrolled list keeps the 3 it showed.
    await makeRecipe(app.db, me.user.id, c, { title: 'Coca nova' });
    const second = await answer(`category=${c.category.id}&limit=2&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ total: 3, total_is_estimate: false });
    // A new first page (another size: the answer cache keeps the first for a second) counts again.
    expect(await answer(`category=${c.category.id}&limit=3`)).toMatchObject({ total: 4 });
  });

  it('stops counting past its cap and says so', async () => {
    const c = await makeCatalog(app.db);
    for (let i = 0; i < 4; i++) await makeRecipe(app.db, me.user.id, c, { title: `Coca ${i}` });
    const input = { category: [c.category.id], limit: 10 };
    expect(await searchTotal(app.db, input, { totalCap: 3 })).toEqual({ total: 3, total_is_estimate: true });
    expect(await searchTotal(app.db, input, { totalCap: 4 })).toEqual({ total: 4, total_is_estimate: false });
    expect(await searchTotal(app.db, { ...input, without: ['Llet'] }, { totalCap: 3 })).toEqual({
      total: 0,
      total_is_estimate: false,
    });
  });
});

describe('bad search input', () => {
  const refused = async (query: string, param: string) => {
    const res = await search(query);
    expect(res.statusCode, query).toBe(422);
    expect(Object.keys(res.json().errors), query).toEqual([param]);
    return res.json().message as string;
  };

  it('is a 422 naming the parameter, in Catalan', async () => {
    const names = Array.from({ length: 21 }, (_, i) => `without=ingredient${i}`).join('&');
    expect(await refused(names, 'without')).toContain('Com a màxim 20 ingredients a «without»');
    expect(await refused('sort=best', 'sort')).toContain('Ordre desconegut');
    expect(await refused('free_of=bacon', 'free_of')).toContain('Al·lèrgen desconegut');
    expect(await refused('diet=keto', 'diet')).toContain('Dieta desconeguda');
    expect(await refused('ingredient=Llet&without=%20llet', 'without')).toContain(
      'Un ingredient no pot ser alhora amb i sense',
    );
    expect(await refused(`q=${'a'.repeat(1000)}`, 'q')).toContain('com a màxim 200 caràcters');
  });
});
