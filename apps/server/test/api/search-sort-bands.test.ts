import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Difficulty } from '@receptari/shared/recipes/recipes.rules';
import { DIFFICULTIES, DIFFICULTY_STEPS } from '@receptari/shared/search/search.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogDifficultyBands, catalogTimeBands } from '../../src/db/catalog-text-bands.ts';
import { noFilters, type RecipeFilters, recipeFilterConditions } from '../../src/db/recipe-search.ts';
import { recipes } from '../../src/db/schema/index.ts';
import { type KeyedSort, sortedCardRows } from '../../src/modules/search/search-sorts.repo.ts';
import { searchPageQuery } from '../../src/modules/search/search.repo.ts';
import { searchRecipes } from '../../src/modules/search/search.service.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, type TestUser } from '../helpers/recipe-factory.ts';

// docs/product.md#sorting-and-counting: a text search sorted by quickest or fewest ingredients is
// read by bands of the sort's value and blocks of 65,536 ids (search-sort-bands.repo.ts, migration
// 0022). These recipes spread over four id blocks, with few and many recipes per value, words
// common within a value, rare ones, and one found only in the last values, so every path of the
// banded read (a value's newest recipes, its blocks, a value with no match) gives a page.

let app: TestApp;
let me: TestUser;
let main: Catalog;
let other: Catalog;
const RECIPES = 400;
const idOf = (i: number) => 100 + i * 547; // 100 .. 218,353: blocks 0 to 3
const romesco: number[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
  main = await makeCatalog(app.db);
  other = await makeCatalog(app.db);
  const rows: SQL[] = [];
  for (let i = 0; i < RECIPES; i++) {
    const count = 1 + (i % 4);
    const prep = (i * 7) % 13;
    const words = [
      i % 2 === 0 ? 'sopa' : 'plat',
      i % 37 === 5 ? 'escabetx' : '',
      count === 4 && prep >= 11 ? 'romesco' : '',
    ].filter(Boolean);
    if (words.includes('romesco') && i % 23 !== 0) romesco.push(idOf(i));
    const catalog = i % 3 === 0 ? other : main;
    // Some with no cuisine: they hold only their category's band keys (migration 0025).
    const cuisine = i % 11 === 4 ? null : catalog.cuisine.id;
    rows.push(sql`(${idOf(i)}, ${me.user.id}, ${catalog.category.id}, ${cuisine},
      ${`${words.join(' ')} ${i}`}, ${i % 5 === 1 ? 'Amb salmorra.' : 'Del dia.'}, ${prep},
      ${(i % 3) * 5 + (i % 7) * 20}, ${(i * 5) % 14}, ${count}, ${i % 23 === 0 ? 'pending' : 'published'})`);
  }
  // Times of 0 to 142 minutes and 0 to 13 steps: every time band and difficulty of the catalogue's
  // keys (migration 0038).
  await app.db.execute(sql`insert into recipes (id, user_id, category_id, cuisine_id, title, description,
    prep_time, cook_time, steps_count, ingredients_count, status) values ${sql.join(rows, sql`, `)}`);
});
afterAll(() => app.dispose());

const search = (query: string) => app.inject({ url: `/api/recipes/search?${query}`, headers: me.auth });

/** Every page of a search, `limit` at a time, following the cursors. */
async function allPages(query: string, limit: number): Promise<number[]> {
  const out: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 200; i++) {
    const res = await search(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { recipes: { id: number }[]; next_cursor: string | null };
    expect(page.recipes.length).toBeLessThanOrEqual(limit);
    out.push(...page.recipes.map((r) => r.id));
    cursor = page.next_cursor;
    if (!cursor) return out;
  }
  throw new Error('too many pages');
}

const SORT_VALUES: Record<'quickest' | 'fewest_ingredients', SQL> = {
  quickest: sql`(${recipes.cookTime} + ${recipes.prepTime})`,
  fewest_ingredients: sql`${recipes.ingredientsCount}`,
};

/** The order a search must give, from the search's own conditions over every recipe, no band read. */
async function expectedOrder(sort: keyof typeof SORT_VALUES, filters: RecipeFilters) {
  const rows = await app.db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.status, 'published'), ...recipeFilterConditions(filters)))
    .orderBy(sql`${SORT_VALUES[sort]} asc`, sql`${recipes.id} desc`);
  return rows.map((r) => r.id);
}

describe('a text search sorted by quickest or fewest ingredients', () => {
  const searches: { q: string; category?: number; size: [number, number] }[] = [
    { q: 'sopa', size: [150, 200] }, // common: a page among a value's newest recipes (fewest)
    { q: 'escabetx', size: [8, 12] }, // rare: a few blocks hold it
    { q: 'romesco', size: [10, 20] }, // only in the last values: every earlier value is probed empty
    { q: 'salmorra', size: [60, 80] }, // in the description
    { q: 'sopa salmorra', size: [30, 45] }, // two words, both keyed
    { q: 'sop', size: [150, 200] }, // a piece of a word
    { q: 'sopa 1', size: [40, 90] }, // a word of one character: left to the like
    { q: 'so', size: [150, 200] }, // no word with a trigram: the sort's index is walked
    { q: 'sopa', category: 0, size: [90, 140] }, // beside a catalogue filter
  ];

  it('gives every match once, in the sort order, newest first among equals, across pages', async () => {
    for (const sort of ['quickest', 'fewest_ingredients'] as const) {
      for (const s of searches) {
        const categoryIds = s.category === undefined ? [] : [main.category.id];
        const filters = { ...noFilters(), q: s.q, categoryIds };
        const order = await expectedOrder(sort, filters);
        expect(order.length, s.q).toBeGreaterThanOrEqual(s.size[0]);
        expect(order.length, s.q).toBeLessThanOrEqual(s.size[1]);
        const query = `q=${encodeURIComponent(s.q)}&sort=${sort}${categoryIds.length ? `&category=${categoryIds[0]}` : ''}`;
        for (const limit of [1, 7, 20]) {
          expect(await allPages(query, limit), `${sort} ${s.q} limit ${limit}`).toEqual(order);
        }
      }
    }
    // The oracle is not empty-handed: the recipes made with the word, none pending.
    expect((await expectedOrder('quickest', { ...noFilters(), q: 'romesco' })).sort()).toEqual(
      [...romesco].sort(),
    );
    // Every page of 6 searches, 2 sorts, 3 page sizes: 34 s on PostgreSQL, 90 s on PGlite in a quiet
    // CI, 190 s beside other jobs. The bound only stops a hung run.
  }, 300_000);

  it('answers odd texts as the search reads them: wildcards, quotes, foreign letters; refuses control ones', async () => {
    const odd = ["50% d'ou", 'sop_', '"sopa 1"', 'ñññ sopa', 'sopa'.repeat(20), 'σούπα'];
    for (const sort of ['quickest', 'fewest_ingredients'] as const) {
      for (const q of odd) {
        const order = await expectedOrder(sort, { ...noFilters(), q });
        expect(await allPages(`q=${encodeURIComponent(q)}&sort=${sort}`, 20), `${sort} ${q}`).toEqual(order);
      }
      // A control character is refused before any search, in Catalan, as everywhere.
      const res = await search(`q=${encodeURIComponent('\u001fsopa')}&sort=${sort}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['q']);
    }
  });

  it('reads a keyed text from the sort band index, and walks the sort index otherwise', async () => {
    await app.db.execute(sql`analyze recipes`);
    const planOf = async (sort: KeyedSort, q: string) => {
      const query = sortedCardRows(app.db, { ...noFilters(), q }, sort, 20, { value: 3, id: 100_000 });
      const explained = await app.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    expect(await planOf('quickest', 'sopa')).toContain('recipes_quickest_grams_idx');
    expect(await planOf('fewest_ingredients', 'sopa')).toContain('recipes_fewest_grams_idx');
    expect(await planOf('quickest', 'so')).not.toContain('grams_idx');
    // popular walks its index: the likes change too often to key the text by them.
    expect(await planOf('popular', 'sopa')).not.toContain('grams_idx');
  });
});

describe('a text search beside a category, newest first', () => {
  it('reads its sorted id windows from the catalogue bands, with every match once, newest first', async () => {
    const both = (pick: (c: Catalog) => number) => [pick(main), pick(other)];
    // Categories alone (their bands), with cuisines (the pair bands), with a time filter or
    // difficulties beside them (each band's edges: 15, 16, 30, 31, 120, 121 minutes); the last pair
    // holds no recipe.
    type Chosen = {
      categoryIds: number[];
      cuisineIds: number[];
      maxTime?: number;
      difficulties?: Difficulty[];
    };
    const catalogs: Chosen[] = [
      { categoryIds: [main.category.id], cuisineIds: [] },
      { categoryIds: both((c) => c.category.id), cuisineIds: [] },
      { categoryIds: [main.category.id], cuisineIds: [main.cuisine.id] },
      { categoryIds: both((c) => c.category.id), cuisineIds: both((c) => c.cuisine.id) },
      ...[10, 15, 16, 20, 30, 31, 90, 120, 121, 200].map((maxTime) => ({
        categoryIds: [main.category.id],
        cuisineIds: [],
        maxTime,
      })),
      { categoryIds: both((c) => c.category.id), cuisineIds: [], maxTime: 16 },
      { categoryIds: [main.category.id], cuisineIds: [main.cuisine.id], maxTime: 20 },
      { categoryIds: [main.category.id], cuisineIds: [], difficulties: ['facil'] },
      { categoryIds: both((c) => c.category.id), cuisineIds: [], difficulties: ['regular', 'dificil'] },
      { categoryIds: [main.category.id], cuisineIds: [], maxTime: 45, difficulties: ['facil', 'dificil'] },
      {
        categoryIds: both((c) => c.category.id),
        cuisineIds: both((c) => c.cuisine.id),
        maxTime: 60,
        difficulties: ['regular'],
      },
      { categoryIds: [main.category.id], cuisineIds: [other.cuisine.id] },
    ];
    const found = catalogs.map(() => 0);
    for (const q of ['sopa', 'escabetx', 'romesco', 'sopa salmorra', 'so']) {
      for (const [n, catalog] of catalogs.entries()) {
        const filters = { ...noFilters(), q, ...catalog, difficulties: catalog.difficulties ?? [] };
        const order = (
          await app.db
            .select({ id: recipes.id })
            .from(recipes)
            .where(and(eq(recipes.status, 'published'), ...recipeFilterConditions(filters)))
            .orderBy(sql`${recipes.id} desc`)
        ).map((r) => r.id);
        found[n]! += order.length;
        // Small windows, so most pages come from the sorted ones.
        for (const limit of [3, 20]) {
          const got: number[] = [];
          let cursor: string | undefined;
          do {
            const { categoryIds: category, cuisineIds: cuisine, maxTime: max_time, difficulties } = catalog;
            const input = {
              q,
              category,
              cuisine,
              max_time,
              difficulty: difficulties,
              sort: 'recent' as const,
              limit,
              cursor,
            };
            const page = await searchRecipes(app.db, input, { windows: [547, 5470] });
            got.push(...page.recipes.map((r) => r.id));
            cursor = page.next_cursor ?? undefined;
          } while (cursor);
          expect(got, `${q} ${JSON.stringify(catalog)}, limit ${limit}`).toEqual(order);
        }
      }
    }
    expect(
      found.slice(0, -1).every((n) => n > 0),
      `matches per catalogue: ${found.join(', ')}`,
    ).toBe(true);
    expect(found.at(-1)).toBe(0);
  }, 180_000);

  it('reads the sorted windows from the catalogue band index, and walks the walked ones', async () => {
    await app.db.execute(sql`analyze recipes`);
    const filters = { ...noFilters(), q: 'escabetx', categoryIds: [main.category.id] };
    const planOf = async (f: RecipeFilters) => {
      const query = searchPageQuery(app.db, f, 20, { newestId: idOf(RECIPES) }, [547, 5470])!;
      const explained = await app.db.execute<{ 'QUERY PLAN': string }>(sql`explain verbose ${query}`);
      return explained.rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    // The keys are constants in the plan: the category's ("4~0~0:esc", with each time band and
    // difficulty), or with a cuisine the pair's ("3/4~0~0:esc") and not the category's.
    const categoryKey = new RegExp(`[{,"]${main.category.id}~\\d~\\d:esc`);
    const plan = await planOf(filters);
    expect(plan).toContain('recipes_catalog_grams_idx');
    expect(plan).toMatch(categoryKey);
    const pairs = await planOf({ ...filters, cuisineIds: [main.cuisine.id] });
    expect(pairs).toContain('recipes_catalog_grams_idx');
    expect(pairs).toContain(`${main.cuisine.id}/${main.category.id}~6~2:esc`);
    expect(pairs).not.toMatch(categoryKey);
    // A time filter and a difficulty keep their bands only: up to 20 minutes, bands 0 and 1.
    const short = await planOf({ ...filters, maxTime: 20, difficulties: ['regular'] });
    expect(short).toContain(`${main.category.id}~1~1:esc`);
    expect(short).not.toMatch(new RegExp(`${main.category.id}~(2~\\d|\\d~[02]):esc`));
    // Without a word of three letters there is nothing to key.
    const twoLetters = searchPageQuery(
      app.db,
      { ...filters, q: 'es' },
      20,
      { newestId: idOf(RECIPES) },
      [547],
    );
    const unkeyed = await app.db.execute<{ 'QUERY PLAN': string }>(sql`explain ${twoLetters!}`);
    expect(unkeyed.rows.map((r) => r['QUERY PLAN']).join('\n')).not.toContain('catalog_grams');
  });

  it('keeps, for a time filter and difficulties, exactly the bands the keys give such recipes', async () => {
    // The recipe's bands as migration 0038's function gives them, for every time and steps count.
    const bandOf = async (minutes: number, steps: number) => {
      const { rows } = await app.db.execute<{ k: string[] }>(
        sql`select f_catalog_grams(1, null, ${minutes}, ${steps}, 'abc') as k`,
      );
      const [, time, difficulty] = /^1~(\d)~(\d):abc$/.exec(rows[0]!.k[0]!)!;
      return { time: Number(time), difficulty: Number(difficulty) };
    };
    const timeBands: number[] = [];
    for (let minutes = 0; minutes <= 200; minutes++) {
      timeBands.push((await bandOf(minutes, 0)).time);
      expect(catalogTimeBands(minutes), `${minutes} minutes`).toEqual([...new Set(timeBands)]);
    }
    expect(catalogTimeBands()).toEqual([...new Set(timeBands)]);
    for (let steps = 0; steps <= 20; steps++) {
      const difficulty = DIFFICULTIES.find((d) => {
        const { min, max } = DIFFICULTY_STEPS[d];
        return (min === null || steps >= min) && (max === null || steps <= max);
      })!;
      expect(catalogDifficultyBands([difficulty]), `${steps} steps`).toEqual([
        (await bandOf(0, steps)).difficulty,
      ]);
    }
    expect(catalogDifficultyBands([])).toEqual([0, 1, 2]);
  });
});
