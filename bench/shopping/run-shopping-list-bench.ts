/**
 * `npm run bench:shopping` (and part of `npm run bench`): adding a 20-ingredient recipe to a
 * shopping list of 200 lines on PostgreSQL (docs/product.md#shopping-list), through the service the
 * route calls, in its transaction with the list's lock and its event. Prints p50, p95 and p99.
 * BENCH_DATABASE_URL as the other benches (default DEFAULT_BENCH_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import {
  categories,
  cuisines,
  shoppingListItems,
  shoppingLists,
  users,
} from '../../apps/server/src/db/schema/index.ts';
import { insertRecipe } from '../../apps/server/src/modules/recipes/recipe-write.repo.ts';
import { addRecipesToShoppingList } from '../../apps/server/src/modules/shopping-list/index.ts';
import { THIRTY_INGREDIENTS } from '../cooking/thirty-ingredients.ts';
import { DEFAULT_BENCH_URL, openBenchDatabase } from '../lib/bench-database.ts';

const RUNS = 200;
const LIST_LINES = 200;
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

const stamp = Date.now().toString(36);
const [user] = await db
  .insert(users)
  .values({ name: `bench-shopper-${stamp}`, email: `shopper-${stamp}@example.cat` })
  .returning();
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
  user!.id,
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
  { image: '/media/seed/recipe-1.webp', video: null, status: 'published' },
);
await db.insert(shoppingLists).values({ ownerId: user!.id });
const [list] = await db.select().from(shoppingLists).where(eq(shoppingLists.ownerId, user!.id));

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
const lines = Array.from({ length: LIST_LINES }, (_, i) => {
  const name = i < shared.length ? shared[i]! : `article ${i}`;
  return {
    listId: list!.id,
    name,
    key: name,
    aisle: 'altres',
    position: i,
    amounts: [{ quantity: 1, unit: 'unitats' }],
  };
});

const samples: number[] = [];
for (let run = 0; run < RUNS + 10; run++) {
  await db.delete(shoppingListItems).where(eq(shoppingListItems.listId, list!.id));
  await db.insert(shoppingListItems).values(lines);
  const start = performance.now();
  await addRecipesToShoppingList(db, app.events, user!.id, [{ recipeId, servings: 6 }]);
  // The first ten warm the pool and the lexicon's index.
  if (run >= 10) samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(1);
console.log(
  `shopping list: a 20-ingredient recipe added to a ${LIST_LINES}-line list on PostgreSQL, ${RUNS} runs: ` +
    `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
);

await db.delete(users).where(eq(users.id, user!.id));
await db.delete(categories).where(eq(categories.id, category!.id));
await db.delete(cuisines).where(eq(cuisines.id, cuisine!.id));
await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
