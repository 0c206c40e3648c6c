import { difficultyOf, ingredientKey } from '@receptari/shared/recipes/recipes.rules';
import { DIFFICULTIES } from '@receptari/shared/search/search.rules';
import { searchQuerySchema } from '@receptari/shared/search/search.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, cuisines } from '../../src/db/schema/index.ts';
import { MicroCache } from '../../src/lib/micro-cache.ts';
import { searchRecipes } from '../../src/modules/search/search.service.ts';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, makeCatalog, makeRecipe, type TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let me: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  me = await registerUser(app);
});
afterAll(() => app.dispose());

const search = (query: string, on: TestApp = app, auth = me.auth) =>
  on.inject({ url: `/api/recipes/search?${query}`, headers: auth });
const ids = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().recipes as { id: number }[]).map((r) => r.id);
};
const steps = (n: number) => Array.from({ length: n }, (_, i) => `Pas ${i + 1}.`);

describe('GET /recipes/search', () => {
  let cat: Catalog;
  beforeAll(async () => {
    cat = await makeCatalog(app.db);
  });

  it('matches a case- and accent-insensitive substring of title or description', async () => {
    const arros = await makeRecipe(app.db, me.user.id, cat, { title: 'ARRÒS a banda', description: '' });
    const byText = await makeRecipe(app.db, me.user.id, cat, {
      title: 'Plat del dia',
      description: 'Un bon arròs de muntanya.',
    });
    await makeRecipe(app.db, me.user.id, cat, { title: 'Arròs pendent', status: 'pending' });
    expect(await ids('q=arros')).toEqual([byText, arros]);
    expect(await ids(`q=${encodeURIComponent('  ArRòS ')}`)).toEqual([byText, arros]);
  });

  it('matches % and _ literally', async () => {
    const percent = await makeRecipe(app.db, me.user.id, cat, { title: 'Descompte 50% xocolata' });
    await makeRecipe(app.db, me.user.id, cat, { title: 'Descompte 500 xocolata' });
    expect(await ids(`q=${encodeURIComponent('50%')}`)).toEqual([percent]);
    expect(await ids(`q=${encodeURIComponent('5_0')}`)).toEqual([]);
  });

  it('matches queries of one and two characters, with accents, % and _ literally', async () => {
    const c = await makeCatalog(app.db);
    const only = (q: string) => ids(`category=${c.category.id}&q=${encodeURIComponent(q)}`);
    const xato = await makeRecipe(app.db, me.user.id, c, { title: 'Xató', description: 'Amb romesco.' });
    const off = await makeRecipe(app.db, me.user.id, c, { title: 'Oferta 5%', description: '' });
    const snake = await makeRecipe(app.db, me.user.id, c, { title: 'Nom_amb_ratlla', description: '' });
    await makeRecipe(app.db, me.user.id, c, { title: 'Ó pendent', status: 'pending' });
    expect(await only('Ó')).toEqual([snake, off, xato]);
    expect(await only('o')).toEqual([snake, off, xato]);
    expect(await only('TÓ')).toEqual([xato]);
    expect(await only('to')).toEqual([xato]);
    expect(await only('ro')).toEqual([xato]); // in the description only
    expect(await only('5%')).toEqual([off]);
    expect(await only('%')).toEqual([off]);
    expect(await only('_')).toEqual([snake]);
    expect(await only('m_')).toEqual([snake]);
    expect(await only('_%')).toEqual([]);
    expect(await only('zq')).toEqual([]);
    // The end of the title and the start of the description make no pair together.
    expect(await only('óa')).toEqual([]);
  });

  it('applies difficulty from the number of steps, one or several', async () => {
    const c = await makeCatalog(app.db);
    const base = `category=${c.category.id}`;
    const easy = await makeRecipe(app.db, me.user.id, c, { steps: steps(5) });
    const medium = await makeRecipe(app.db, me.user.id, c, { steps: steps(6) });
    const hard = await makeRecipe(app.db, me.user.id, c, { steps: steps(11) });
    expect(await ids(`${base}&difficulty=facil`)).toEqual([easy]);
    expect(await ids(`${base}&difficulty=regular`)).toEqual([medium]);
    expect(await ids(`${base}&difficulty=dificil`)).toEqual([hard]);
    expect(await ids(`${base}&difficulty=facil,dificil`)).toEqual([hard, easy]);
    expect(await ids(`${base}&difficulty=facil&difficulty=regular&difficulty=dificil`)).toEqual([
      hard,
      medium,
      easy,
    ]);
  });

  it('takes lists as repeated parameters or comma lists, and pages with a cursor', async () => {
    const c = await makeCatalog(app.db);
    const d = await makeCatalog(app.db);
    const made = [
      await makeRecipe(app.db, me.user.id, c),
      await makeRecipe(app.db, me.user.id, d),
      await makeRecipe(app.db, me.user.id, c),
    ].reverse();
    const list = `${c.category.id},${d.category.id}`;
    expect(await ids(`category=${list}`)).toEqual(made);
    expect(await ids(`category=${c.category.id}&category=${d.category.id}`)).toEqual(made);
    const first = (await search(`category=${list}&limit=2`)).json();
    expect(first.recipes.map((r: { id: number }) => r.id)).toEqual(made.slice(0, 2));
    const second = (await search(`category=${list}&limit=2&cursor=${first.next_cursor}`)).json();
    expect(second).toMatchObject({ recipes: [{ id: made[2] }], next_cursor: null });
  });

  it('refuses bad input with a Catalan 422, never a 500', async () => {
    const refusals: [string, string][] = [
      [`q=${'a'.repeat(201)}`, 'La cerca pot tenir com a màxim 200 caràcters.'],
      [`q=${'x'.repeat(10_000)}`, 'La cerca pot tenir com a màxim 200 caràcters.'],
      ['max_time=-1', 'El temps màxim no pot ser negatiu.'],
      ['difficulty=molt', 'La dificultat ha de ser facil, regular o dificil.'],
      ['category=abc', 'Les categories i les cuines s’indiquen amb identificadors numèrics positius.'],
      ['cursor=nope', 'El cursor de paginació no és vàlid.'],
    ];
    for (const [query, message] of refusals) {
      const res = await search(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().message, query).toBe(message);
    }
    expect((await search('limit=1000')).statusCode).toBe(422);
    expect(await ids('category=99999999')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent("'; drop table recipes; --")}`)).toEqual([]);
    expect((await app.inject({ url: '/api/recipes/search?q=arros' })).statusCode).toBe(401);
  });
});

describe('the search answer cache', () => {
  it('answers a repeated search and filter call from its entry, until a write through the API', async () => {
    // A cache that never expires by itself: what is tested is the key and the drop, not the clock.
    const usual = app.caches.search;
    app.caches.search = new MicroCache<string>(Number.POSITIVE_INFINITY, 100);
    try {
      const c = await makeCatalog(app.db);
      const d = await makeCatalog(app.db);
      const first = await makeRecipe(app.db, me.user.id, c, { title: 'Coca de recapte' });
      const other = await makeRecipe(app.db, me.user.id, d, { title: 'Coca de llardons' });
      const both = `${c.category.id},${d.category.id}`;
      expect(await ids(`category=${both}&q=coca`)).toEqual([other, first]);
      const byFilter = async () =>
        (
          (await app.inject({ url: `/api/filterByCategory/${c.category.id}`, headers: me.auth })).json()
            .recipes as { id: number }[]
        ).map((r) => r.id);
      expect(await byFilter()).toEqual([first]);
      // The search answers with a count (docs/product.md#sorting-and-counting), so it has its own entry.
      expect(await ids(`category=${c.category.id}&sort=recent`)).toEqual([first]);

      // Written straight into the database, the cache does not know: the same questions, in any
      // order or spelling, get the answers already given.
      const late = await makeRecipe(app.db, me.user.id, c, { title: 'Coca de vidre' });
      expect(
        await ids(`category=${d.category.id}&category=${c.category.id}&q=${encodeURIComponent(' coca ')}`),
      ).toEqual([other, first]);
      expect(await ids(`category=${c.category.id}`)).toEqual([first]); // `recent` is the default
      expect(await byFilter()).toEqual([first]);

      // Any successful write through the API drops every search answer.
      const liked = await app.inject({ method: 'POST', url: `/api/recipes/${first}/like`, headers: me.auth });
      expect(liked.statusCode).toBe(200);
      expect(await ids(`category=${both}&q=coca`)).toEqual([late, other, first]);
      expect(await byFilter()).toEqual([late, first]);
    } finally {
      app.caches.search = usual;
    }
  });
});

// --- The property test: the endpoint against a plain in-memory reading of the search rules
// (docs/product.md#search-rules).

/** mulberry32: a small seeded generator, so a failure replays exactly. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  const some = <T>(xs: readonly T[], max: number): T[] => [
    ...new Set(Array.from({ length: int(0, max) }, () => pick(xs))),
  ];
  return { next, int, pick, some };
}

const WORDS = [
  'Arròs',
  'crema',
  'CATALANA',
  'pèsols',
  'col·lecció',
  'fideuà',
  'ÀVIA',
  'pa',
  '50%',
  'a_b',
  'truita',
  'xató',
];
const INGREDIENTS = ['Ceba', 'all', 'Tomàquet', 'oli d’oliva', 'SAL', 'pebre', 'Espinacs', 'pinyons'];

type Model = {
  id: number;
  title: string;
  description: string | null;
  categoryId: number | null;
  cuisineId: number | null;
  total: number;
  steps: number;
  ingredients: Set<string>;
  published: boolean;
};

/** What PostgreSQL's f_unaccent(lower(...)) does to the characters used here. */
const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

describe('GET /recipes/search against the spec rules on random data', () => {
  const rnd = random(20261123);
  const models: Model[] = [];
  const catalogIds = { categories: [] as number[], cuisines: [] as number[] };
  // A database of its own: the model must know every recipe in it.
  let world: TestApp;
  let cook: TestUser;
  afterAll(() => world?.dispose());

  beforeAll(async () => {
    world = await buildTestApp();
    cook = await registerUser(world);
    const catalogs = [];
    for (let i = 0; i < 4; i++) catalogs.push(await makeCatalog(world.db));
    catalogIds.categories = catalogs.map((c) => c.category.id);
    catalogIds.cuisines = catalogs.map((c) => c.cuisine.id);
    for (let i = 0; i < 70; i++) {
      const category = rnd.pick(catalogs).category;
      const cuisine = rnd.pick(catalogs).cuisine;
      const title = Array.from({ length: rnd.int(1, 3) }, () => rnd.pick(WORDS)).join(' ');
      const description =
        rnd.next() < 0.3 ? '' : Array.from({ length: rnd.int(1, 4) }, () => rnd.pick(WORDS)).join(' ');
      const names = Array.from({ length: rnd.int(1, 4) }, () => {
        const n = rnd.pick(INGREDIENTS);
        return rnd.next() < 0.3 ? ` ${n.toUpperCase()} ` : n;
      });
      const over = {
        title,
        description,
        steps: steps(rnd.int(1, 14)),
        ingredients: names.map((name) => ({ quantity: '', unit: '' as const, name })),
        prep_time: rnd.int(0, 90),
        cook_time: rnd.int(0, 90),
        status: rnd.next() < 0.1 ? ('pending' as const) : ('published' as const),
      };
      const id = await makeRecipe(world.db, cook.user.id, { category, cuisine }, over);
      models.push({
        id,
        title,
        description: description || null,
        categoryId: category.id,
        cuisineId: cuisine.id,
        total: over.prep_time + over.cook_time,
        steps: over.steps.length,
        ingredients: new Set(names.map(ingredientKey)),
        published: over.status === 'published',
      });
    }
    // A deleted category and cuisine leave their recipes with none (ON DELETE SET NULL).
    await world.db.delete(categories).where(eq(categories.id, catalogIds.categories[3]!));
    await world.db.delete(cuisines).where(eq(cuisines.id, catalogIds.cuisines[3]!));
    for (const m of models) {
      if (m.categoryId === catalogIds.categories[3]) m.categoryId = null;
      if (m.cuisineId === catalogIds.cuisines[3]) m.cuisineId = null;
    }
  }, 120_000);

  it('answers exactly the recipes the spec rules select, for 250 random filter combinations', async () => {
    const unknownId = 2_000_000_000;
    let nonEmpty = 0;
    const short = { one: 0, two: 0 };
    for (let round = 0; round < 250; round++) {
      const q = rnd.next() < 0.4 ? '' : randomQuery();
      if ([...q.trim()].length === 1) short.one++;
      if ([...q.trim()].length === 2) short.two++;
      const category = rnd.some([...catalogIds.categories, unknownId], 2);
      const cuisine = rnd.some([...catalogIds.cuisines, unknownId], 2);
      const maxTime = rnd.next() < 0.5 ? undefined : rnd.int(0, 180);
      const ingredient = rnd
        .some([...INGREDIENTS, 'safrà'], 3)
        .map((n) => (rnd.next() < 0.3 ? ` ${n.toUpperCase()}` : n));
      const difficulty = rnd.some(DIFFICULTIES, 2);
      const limit = rnd.pick([1, 7, 100]);

      const expected = models
        .filter((m) => m.published)
        .filter(
          (m) => !q.trim() || [m.title, m.description ?? ''].some((t) => fold(t).includes(fold(q.trim()))),
        )
        .filter((m) => !category.length || category.includes(m.categoryId ?? -1))
        .filter((m) => !cuisine.length || cuisine.includes(m.cuisineId ?? -1))
        .filter((m) => maxTime === undefined || m.total <= maxTime)
        .filter((m) => !ingredient.length || ingredient.some((n) => m.ingredients.has(ingredientKey(n))))
        .filter((m) => !difficulty.length || difficulty.includes(difficultyOf(m.steps)))
        .map((m) => m.id)
        .sort((a, b) => b - a);

      const params = new URLSearchParams({ limit: String(limit) });
      if (q) params.set('q', q);
      // Both list forms, at random: repeated parameters and comma lists.
      const addList = (key: string, values: (string | number)[], commas: boolean) => {
        if (commas && values.length) params.set(key, values.join(','));
        else for (const v of values) params.append(key, String(v));
      };
      addList('category', category, rnd.next() < 0.5);
      addList('cuisine', cuisine, rnd.next() < 0.5);
      addList('ingredient', ingredient, false);
      addList('difficulty', difficulty, rnd.next() < 0.5);
      if (maxTime !== undefined) params.set('max_time', String(maxTime));

      const got: number[] = [];
      let cursor: string | null = null;
      do {
        if (cursor) params.set('cursor', cursor);
        const res = await search(params.toString(), world, cook.auth);
        expect(res.statusCode, params.toString()).toBe(200);
        const page = res.json() as { recipes: { id: number }[]; next_cursor: string | null };
        got.push(...page.recipes.map((r) => r.id));
        cursor = page.next_cursor;
      } while (cursor && got.length <= models.length);
      expect(got, `round ${round}: ${params.toString()}`).toEqual(expected);
      // The same through id windows of 3, 10 and 30 recipes (search-windows.ts): on this small
      // data a page then spans several windows, older ones sorted rather than walked. The first
      // page places them from an estimate of the newest id, which may be stale either way (the
      // routes cache it for a second), or say the table is empty: no recipe may be missed.
      const newestId = Math.max(...models.map((m) => m.id));
      const estimate = rnd.pick([newestId, newestId - rnd.int(1, 40), newestId + rnd.int(1, 40), 0]);
      params.delete('cursor');
      const windowed: number[] = [];
      let next: string | null = null;
      do {
        if (next) params.set('cursor', next);
        const input = searchQuerySchema.parse(asQuery(params));
        const page = await searchRecipes(world.db, input, {
          windows: [3, 10, 30],
          newestId: () => Promise.resolve(estimate),
        });
        windowed.push(...page.recipes.map((r) => r.id));
        next = page.next_cursor;
      } while (next && windowed.length <= models.length);
      expect(windowed, `windows, round ${round}: ${params.toString()}`).toEqual(expected);
      if (expected.length) nonEmpty++;
    }
    // The combinations must exercise real matches, not only empty answers.
    expect(nonEmpty).toBeGreaterThan(60);
    // Queries of one and of two characters take their own path in SQL: both must be well covered.
    expect(short.one).toBeGreaterThan(25);
    expect(short.two).toBeGreaterThan(25);
  }, 120_000);

  /** The query as Fastify hands it to the route: repeated keys become arrays. */
  function asQuery(params: URLSearchParams): Record<string, string | string[]> {
    const out: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const all = params.getAll(key);
      out[key] = all.length > 1 ? all : all[0]!;
    }
    return out;
  }

  /**
   * A piece of a word as typed: any case, accents kept or dropped, sometimes padded. Half of them
   * one or two characters long, which the database answers from other indexes than longer ones.
   */
  function randomQuery(): string {
    const word = rnd.pick([...WORDS, 'zzz', 'zq', '%', '_', '\\']);
    const start = rnd.int(0, Math.max(0, word.length - 2));
    const length = rnd.next() < 0.5 ? rnd.int(1, 2) : rnd.int(1, word.length);
    let piece = word.slice(start, start + length);
    if (rnd.next() < 0.3) piece = fold(piece);
    if (rnd.next() < 0.3) piece = piece.toUpperCase();
    return rnd.next() < 0.2 ? ` ${piece} ` : piece;
  }
});
