/**
 * `npm run bench:feed -w @receptari/bench`: GET /api/feed (docs/product.md#feed) on PostgreSQL for a
 * reader who follows 500 cooks, over 1,000,000 recipes, 2,000,000 cooksnaps (when the cooksnaps
 * table exists) and 20,000 lives of 20,000 cooks: the first page and pages deep in the feed, timed
 * in the service (database time and hydration, no HTTP), with the plan of the first page. Then the
 * figure the other design would pay (docs/decisions/0018): copying one new item into the feeds of
 * 100,000 followers. Writes bench/reports/feed-<date>.md.
 *
 * The generated database (BENCH_FEED_DATABASE_URL) is kept between runs (--reseed makes it again).
 * The search's text indexes are dropped in it: the feed never reads them, and they would make
 * generating a million recipes take most of an hour on two cores.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { Actor } from '../../apps/server/src/lib/policy.ts';
import { feedKeysQuery } from '../../apps/server/src/modules/feed/feed.repo.ts';
import { feed } from '../../apps/server/src/modules/feed/feed.service.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { percentile, writeReport } from '../lib/two-instances.ts';

const url = process.env.BENCH_FEED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/receptari_bench_feed';
const COOKS = 20_000;
const RECIPES = Number(process.env.BENCH_FEED_RECIPES ?? 1_000_000);
const COOKSNAPS = RECIPES * 2;
const LIVES = 20_000;
const FOLLOWED = 500;
const SAMPLES = Number(process.env.BENCH_FEED_SAMPLES ?? 300);
const DEEP_PAGES = 10;
const FANOUT_FOLLOWERS = 100_000;

const log = (m: string) => console.log(m);

async function step(db: Db, label: string, query: string) {
  const started = performance.now();
  await db.execute(sql.raw(query));
  log(`  ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const hasTable = async (db: Db, name: string) =>
  (await db.execute(sql`select to_regclass(${name}) is not null as found`)).rows[0]?.found === true;

/** The generated set's size, as the meta table recorded it when generation ended. */
async function generatedSize(db: Db): Promise<string | undefined> {
  if (!(await hasTable(db, 'bench_feed_meta'))) return undefined;
  return (await db.execute<{ size: string }>(sql`select size from bench_feed_meta`)).rows[0]?.size;
}

async function generate(db: Db, withCooksnaps: boolean) {
  log(`Generating ${RECIPES} recipes${withCooksnaps ? `, ${COOKSNAPS} cooksnaps` : ''}, ${LIVES} lives…`);
  await step(
    db,
    'wipe',
    `drop table if exists bench_feed_meta; truncate users, categories, cuisines restart identity cascade`,
  );
  const textIndexes = await db.execute<{ name: string }>(sql`
    select indexname as name from pg_indexes
    where tablename = 'recipes' and (indexdef like '%gin%' or indexname like '%grams%')`);
  for (const { name } of textIndexes.rows) await step(db, `drop ${name}`, `drop index if exists ${name}`);
  await step(
    db,
    'users',
    `insert into users (name, name_skeleton, email, role)
     select 'cuiner_' || g, 'cuiner_' || g, 'cuiner_' || g || '@bench.cat', 'chef'
     from generate_series(1, ${COOKS + 1}) g`,
  );
  // Recipes over two years, each cook's spread through them (1 + (g * 7919) % COOKS scatters authors; bigint, as g * 7919 passes 2^31).
  await step(
    db,
    'recipes',
    `insert into recipes (user_id, title, description, servings, prep_time, cook_time, steps_count,
                          created_at, updated_at)
     select 1 + (g::bigint * 7919) % ${COOKS}, 'Recepta ' || g, 'Descripció de la recepta ' || g, 4, 10, 20, 5,
            now() - (g * interval '63 seconds'), now() - (g * interval '63 seconds')
     from generate_series(1, ${RECIPES}) g`,
  );
  await step(
    db,
    'lives',
    `insert into lives (chef_id, recipe_id, title, description, starts_at, status, created_at)
     select 1 + (g::bigint * 104729) % ${COOKS}, null, 'Live ' || g, null,
            now() + interval '1 day' - (g * interval '53 minutes'),
            case when g < 50 then 'scheduled' else 'ended' end, now() - (g * interval '53 minutes')
     from generate_series(1, ${LIVES}) g`,
  );
  if (withCooksnaps)
    await step(
      db,
      'cooksnaps',
      `insert into cooksnaps (recipe_id, user_id, image, note, status, created_at)
       select 1 + (g::bigint * 15485863) % ${RECIPES}, 1 + (g::bigint * 6007) % ${COOKS}, '/media/bench/cooksnap.webp',
              'Boníssim', 'published', now() - (g * interval '31 seconds')
       from generate_series(1, ${COOKSNAPS}) g`,
    );
  // The reader (the last user) follows 500 cooks spread over all of them.
  await step(
    db,
    'follows',
    `insert into follows (follower_id, followed_id)
     select ${COOKS + 1}, 1 + (g * 37) % ${COOKS} from generate_series(1, ${FOLLOWED}) g`,
  );
  // VACUUM sets the visibility map, so the feed's index-only walks read no heap, as autovacuum makes them on a live site.
  await step(db, 'vacuum analyze', 'vacuum analyze');
  await step(
    db,
    'meta',
    `create table bench_feed_meta (size text); insert into bench_feed_meta values ('${RECIPES}/${withCooksnaps}')`,
  );
}

/** Milliseconds per call of `run`, `samples` times after a short warm-up. */
async function timeCalls(samples: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), p99: percentile(times, 0.99) };
}

const fmt = (t: { p50: number; p95: number; p99: number }) =>
  `p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms`;

/** What writing the feed on write would cost one publish: a row per follower, in one statement. */
async function fanOutOnWrite(db: Db) {
  await db.execute(sql`drop table if exists bench_feed_copy`);
  await db.execute(sql`create table bench_feed_copy (
    user_id int not null, type text not null, item_id int not null, created_at timestamptz not null)`);
  await db.execute(sql`create index on bench_feed_copy (user_id, created_at desc, item_id desc)`);
  const started = performance.now();
  await db.execute(sql`insert into bench_feed_copy
    select g, 'recipe', 1, now() from generate_series(1, ${FANOUT_FOLLOWERS}) g`);
  const ms = performance.now() - started;
  const size = (
    await db.execute<{ bytes: string }>(sql`select pg_total_relation_size('bench_feed_copy') as bytes`)
  ).rows[0]!.bytes;
  await db.execute(sql`drop table bench_feed_copy`);
  return { ms, bytesPerRow: Number(size) / FANOUT_FOLLOWERS };
}

async function main() {
  const handle = await openBenchDatabase(url, mkdtempSync(join(tmpdir(), 'receptari-bench-feed-')));
  const db = handle.db;
  try {
    const withCooksnaps = await hasTable(db, 'cooksnaps');
    const wanted = `${RECIPES}/${withCooksnaps}`;
    if (process.argv.includes('--reseed') || (await generatedSize(db)) !== wanted)
      await generate(db, withCooksnaps);
    const reader: Actor = { id: COOKS + 1, role: 'chef', name: `cuiner_${COOKS + 1}` };

    // The plan of the first page's keys, as the service asks for them (21: the page and one more).
    const plan = await db.execute<{ 'QUERY PLAN': string }>(
      sql`explain (analyze, buffers) ${feedKeysQuery(reader.id, 21)}`,
    );
    log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));

    const first = await timeCalls(SAMPLES, () => feed(db, reader, { limit: 20 }));
    const keysAlone = await timeCalls(SAMPLES, () => db.execute(feedKeysQuery(reader.id, 21)));
    // A cursor DEEP_PAGES pages in: the reader scrolling back in time.
    let cursor: string | undefined;
    for (let p = 0; p < DEEP_PAGES; p++)
      cursor = (await feed(db, reader, { limit: 20, cursor })).next_cursor ?? undefined;
    const deep = await timeCalls(SAMPLES, () => feed(db, reader, { limit: 20, cursor }));
    const onWrite = await fanOutOnWrite(db);

    writeReport('feed', [
      `GET /api/feed on PostgreSQL: ${RECIPES.toLocaleString('en')} recipes, ${withCooksnaps ? COOKSNAPS.toLocaleString('en') : 'no'} cooksnaps, ${LIVES.toLocaleString('en')} lives, ${COOKS.toLocaleString('en')} cooks; the reader follows ${FOLLOWED}`,
      `first page (20 items): ${fmt(first)} (${SAMPLES} calls, service time: keys + cards + lives${withCooksnaps ? ' + cooksnaps' : ''})`,
      `its keys alone (the one statement that walks the followed cooks): ${fmt(keysAlone)}`,
      `page ${DEEP_PAGES + 1} (a cursor ${DEEP_PAGES * 20} items in): ${fmt(deep)}`,
      `target: p99 under 30 ms`,
      `the other design, the feed written on publish: one item copied to ${FANOUT_FOLLOWERS.toLocaleString('en')} followers' feeds took ${onWrite.ms.toFixed(0)} ms in one statement, ${onWrite.bytesPerRow.toFixed(0)} bytes a row with its index`,
    ]);
  } finally {
    await handle.close();
  }
}

await main();
