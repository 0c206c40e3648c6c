/**
 * `npm run bench:shopping` (and part of `npm run bench`): adding a 20-ingredient recipe to a
 * shopping list of 200 lines on PostgreSQL (docs/product.md#shopping-list), measured twice:
 * - the service the planner calls (addRecipesToShoppingList): its transaction with the list's
 *   lock and its event, nothing else;
 * - the route POST /api/shopping-list/recipes/{id} through app.inject: the token, the service and
 *   the recipe and the line count as the answer (the "server" time; no network).
 * Prints p50, p95 and p99 of each and the SQL statements one add sends (BEGIN and COMMIT included).
 * BENCH_DATABASE_URL as the other benches (default DEFAULT_BENCH_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import {
  authTokens,
  categories,
  cuisines,
  shoppingListItems,
  shoppingLists,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { newToken } from '../../apps/server/src/modules/auth/token.ts';
import { insertRecipe } from '../../apps/server/src/modules/recipes/recipe-write.repo.ts';
import { addRecipesToShoppingList } from '../../apps/server/src/modules/shopping-list/index.ts';
import { THIRTY_INGREDIENTS } from '../cooking/thirty-ingredients.ts';
import { DEFAULT_BENCH_URL, openBenchDatabase } from '../lib/bench-database.ts';
import { percentile } from '../lib/two-instances.ts';

const RUNS = 200;
const WARM_UP = 10;
const LIST_LINES = 200;
/** The route allows 30 adds a minute per user: the route's runs go round this many users. */
const ROUTE_USERS = 10;
const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-shopping-'));
const database = await openBenchDatabase(url, dataDir).catch((err: unknown) => {
  console.error(`bench: PostgreSQL at ${url} is needed (${err instanceof Error ? err.message : err})`);
  process.exit(1);
});
const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: 'false',
});
const app = await buildApp({ config, database, logger: false });
const { db } = app;

// Every statement any pool client sends (the pool's own query goes through a client too).
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const stamp = Date.now().toString(36);
const people = await db
  .insert(users)
  .values(
    Array.from({ length: ROUTE_USERS }, (_, i) => ({
      name: `bench-shopper-${stamp}-${i}`,
      email: `shopper-${stamp}-${i}@example.cat`,
    })),
  )
  .returning();
const tokens = people.map(() => newToken());
await db.insert(authTokens).values(people.map((p, i) => ({ userId: p.id, tokenHash: tokens[i]!.hash })));
const [category] = await db
  .insert(categories)
  .values({ name: `bench-cat-${stamp}` })
  .returning();
const [cuisine] = await db
  .insert(cuisines)
  .values({ country: `bench-cui-${stamp}` })
  .returning();
const recipeId = await insertRecipe(
  db,
  people[0]!.id,
  {
    category_id: category!.id,
    cuisine_id: cuisine!.id,
    title: 'Vint ingredients',
    description: 'Per mesurar la llista de la compra.',
    servings: 4,
    explanation: 'Es barreja tot.',
    steps: ['Es barreja tot.'],
    ingredients: THIRTY_INGREDIENTS.slice(0, 20),
    nutrition: { calories: 400, protein: 10, carbs: 50, fats: 15 },
    prep_time: 10,
    cook_time: 10,
  },
  { image: '/media/seed/recipe-1.webp', video: null, status: 'published', reviewAfter: false },
);
const lists = await db
  .insert(shoppingLists)
  .values(people.map((p) => ({ ownerId: p.id })))
  .returning();

// 200 lines, ten of them foods the recipe also has, so its add both merges and inserts.
const shared = [
  'ceba',
  'patates',
  'farina',
  'llet',
  'sal',
  'mantega',
  'sucre',
  'bolets',
  'comí',
  'pastanagues',
];
async function resetList(listId: number, tx: Db = db) {
  await tx.delete(shoppingListItems).where(eq(shoppingListItems.listId, listId));
  await tx.insert(shoppingListItems).values(
    Array.from({ length: LIST_LINES }, (_, i) => {
      const name = i < shared.length ? shared[i]! : `article ${i}`;
      return {
        listId,
        name,
        key: name,
        aisle: 'altres',
        position: i,
        amounts: [{ quantity: 1, unit: 'unitats' }],
      };
    }),
  );
}

/** Runs `add` on a fresh 200-line list RUNS times after a warm-up: its times and statements. */
async function measure(add: (run: number) => Promise<void>) {
  const samples: number[] = [];
  let sent = 0;
  for (let run = 0; run < RUNS + WARM_UP; run++) {
    await resetList(lists[run % ROUTE_USERS]!.id);
    statements = 0;
    const start = performance.now();
    await add(run);
    const took = performance.now() - start;
    // The first runs warm the pool, the lexicon's index and the route's serialiser.
    if (run >= WARM_UP) {
      samples.push(took);
      sent += statements;
    }
  }
  samples.sort((a, b) => a - b);
  const f = (q: number) => percentile(samples, q).toFixed(1);
  return `p50 ${f(0.5)} ms, p95 ${f(0.95)} ms, p99 ${f(0.99)} ms, ${(sent / RUNS).toFixed(1)} SQL statements per add`;
}

const service = await measure(async (run) => {
  await addRecipesToShoppingList(db, app.events, people[run % ROUTE_USERS]!.id, [{ recipeId, servings: 6 }]);
});
const route = await measure(async (run) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/shopping-list/recipes/${recipeId}`,
    headers: { authorization: `Bearer ${tokens[run % ROUTE_USERS]!.token}` },
    payload: { servings: 6 },
  });
  if (res.statusCode !== 200) throw new Error(`bench: the route answered ${res.statusCode}: ${res.body}`);
});
const what = `a 20-ingredient recipe added to a ${LIST_LINES}-line list on PostgreSQL, ${RUNS} runs`;
console.log(`shopping list, ${what}:`);
console.log(`  service (addRecipesToShoppingList): ${service}`);
console.log(
  `  route (POST /api/shopping-list/recipes/{id}, inject, the recipe and line count answered): ${route}`,
);
console.log(`  target: p99 under 20 ms`);

await db.delete(users).where(
  inArray(
    users.id,
    people.map((p) => p.id),
  ),
);
await db.delete(categories).where(eq(categories.id, category!.id));
await db.delete(cuisines).where(eq(cuisines.id, cuisine!.id));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
