/**
 * `npm run bench:announce -w @receptari/bench`: a cook with 100,000 followers publishes a recipe
 * (docs/product.md#following, decision 0019). Two real server processes on one fresh PostgreSQL
 * database and one Redis, as behind a load balancer; SOCKETS of the followers connected, half to
 * each instance. Measured from the publishing request's answer: when every notice is written (the
 * announcement done) and when every connected follower's socket has it. Meanwhile READERS other
 * users read their notifications without pause on both instances: their latency before the publish
 * and while it is told, from the same clients.
 *
 * The load, the 1,000 sockets, both servers, PostgreSQL and Redis share the machine's two cores:
 * the figures are an upper bound of what a dedicated machine would show.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { makeCatalog, recipeInput } from '../../apps/server/test/helpers/recipe-factory.ts';
import { foodPhoto } from '../../apps/server/test/helpers/sample-images.ts';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.ts';
import { multipartBody } from '../../apps/server/test/helpers/upload-media.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { type BenchSocket, connectCrowd } from '../lib/bench-sockets.ts';
import {
  freshDatabaseUrl,
  insertBenchUsers,
  percentile,
  sleep,
  startTwoInstances,
  stopAll,
  writeReport,
} from '../lib/two-instances.ts';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 100_000);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const READERS = 20;
/** Other users' requests a second: about a quarter of what the two instances answer flat out here. */
const RATE = Number(process.env.BENCH_READ_RATE ?? 100);
const BASELINE_MS = 8000;
const DB_NAME = 'receptari_bench_announce';

type Sample = { at: number; ms: number; ok: boolean };

/**
 * Other users reading their notifications at a steady RATE requests a second, alternating the
 * instances, until `stop` says so: each request's start and latency. Open loop, as real users
 * arrive: a slow answer does not hold the next request back.
 */
async function readLoad(urls: string[], tokens: string[], stop: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; !stop(); n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const token = tokens[n % tokens.length]!;
    const at = performance.now();
    pending.push(
      fetch(`${urls[n % urls.length]}/api/notifications?limit=20`, {
        headers: { authorization: `Bearer ${token}` },
      }).then(
        async (res) => {
          await res.arrayBuffer();
          samples.push({ at, ms: performance.now() - at, ok: res.status === 200 });
        },
        () => {
          samples.push({ at, ms: performance.now() - at, ok: false });
        },
      ),
    );
  }
  await Promise.all(pending);
  return samples;
}

/** The machine's CPU counters (/proc/stat: busy and total ticks), to tell how loaded a phase was. */
function cpuTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}
const busyShare = (from: ReturnType<typeof cpuTicks>, to: ReturnType<typeof cpuTicks>) =>
  `${((100 * (to.busy - from.busy)) / (to.total - from.total)).toFixed(0)}%`;

const latencies = (samples: Sample[]) => samples.map((s) => s.ms).sort((a, b) => a - b);

async function main() {
  const databaseUrl = await freshDatabaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-announce-'));
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  const db = handle.db;

  console.log(`Writing ${FOLLOWERS} followers…`);
  const { tokens, ids } = await insertBenchUsers(db, 1 + FOLLOWERS + READERS);
  const cook = ids[0]!;
  const cookToken = tokens[0]!;
  const followers = { from: ids[1]!, to: ids[FOLLOWERS]! };
  const readerTokens = tokens.slice(1 + FOLLOWERS);
  await db.execute(sql`update users set role = 'chef' where id = ${cook}`);
  await db.execute(sql`
    insert into follows (follower_id, followed_id)
    select id, ${cook}::int from users where id between ${followers.from} and ${followers.to} order by id`);
  // The readers have something to read: 30 notices each.
  await db.execute(sql`
    insert into notifications (user_id, type, message)
    select u.id, 'follow', 'Algú et segueix' from users u, generate_series(1, 30)
    where u.id > ${followers.to}`);
  await db.execute(sql`vacuum analyze`);
  const catalog = await makeCatalog(db);

  let servers: ServerProcess[] = [];
  const sockets: BenchSocket[] = [];
  let stopLoad = () => {};
  try {
    servers = await startTwoInstances(databaseUrl, dataDir);
    const urls = servers.map((s) => s.url);
    await sleep(2000);
    // Followers spread through the list (the newest and the oldest follows both), alternating instances.
    const step = Math.max(1, Math.floor(FOLLOWERS / SOCKETS));
    const listening = Array.from({ length: SOCKETS }, (_, i) => tokens[1 + i * step]!);
    sockets.push(...(await connectCrowd(listening, (i) => urls[i % 2]!)));
    await sleep(3000);

    // Warm-up, then the readers alone.
    let phase: 'warmup' | 'baseline' | 'announce' | 'stop' = 'warmup';
    const load = readLoad(urls, readerTokens, () => phase === 'stop');
    stopLoad = () => (phase = 'stop');
    await sleep(2000);
    phase = 'baseline';
    const baselineFrom = performance.now();
    const cpuBefore = cpuTicks();
    await sleep(BASELINE_MS);
    const baselineTo = performance.now();
    const cpuBaseline = cpuTicks();

    // The publish, while the readers go on.
    phase = 'announce';
    const received: number[] = [];
    const allPushed = new Promise<void>((resolve) => {
      for (const socket of sockets) {
        socket.once('newNotification', (n) => {
          if (n.type !== 'followed_recipe') return;
          received.push(performance.now());
          if (received.length === sockets.length) resolve();
        });
      }
    });
    // The photo, uploaded beforehand as the form does (a recipe needs one; the food check calls it food).
    const photo = await multipartBody(foodPhoto('E007'), 'canelons.jpg', 'image/jpeg');
    const uploaded = await fetch(`${urls[0]}/api/media`, {
      method: 'POST',
      headers: { 'content-type': photo.contentType, authorization: `Bearer ${cookToken}` },
      body: photo.payload,
    });
    if (uploaded.status !== 201)
      throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const image = ((await uploaded.json()) as { secure_url: string }).secure_url;
    const sentAt = performance.now();
    const res = await fetch(`${urls[0]}/api/recipes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cookToken}` },
      body: JSON.stringify(recipeInput(catalog, { title: 'Canelons de Sant Esteve', image })),
    });
    const answeredAt = performance.now();
    if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
    const recipeId = ((await res.json()) as { id: number }).id;
    let writtenAt = 0;
    for (;;) {
      const { rows } = await db.execute(sql`
        select done_at is not null as done from follower_announcements
        where type = 'followed_recipe' and subject_id = ${recipeId}`);
      if (rows[0]?.done === true) {
        writtenAt = performance.now();
        break;
      }
      if (performance.now() - answeredAt > 120_000) throw new Error('not written within 120 s');
      await sleep(20);
    }
    const pushed = await Promise.race([allPushed.then(() => true), sleep(30_000).then(() => false)]);
    const pushedAt = pushed ? Math.max(...received) : Number.NaN;
    const announceTo = performance.now();
    const cpuAnnounced = cpuTicks();
    phase = 'stop';
    const samples = await load;

    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications where type = 'followed_recipe' and recipe_id = ${recipeId}`);
    const written = Number(rows[0]?.n);
    const baseline = latencies(samples.filter((s) => s.at >= baselineFrom && s.at < baselineTo));
    const during = latencies(samples.filter((s) => s.at >= sentAt && s.at < announceTo));
    const failed = samples.filter((s) => !s.ok && s.at >= baselineFrom).length;

    const f = (x: number) => x.toFixed(1);
    const s = (ms: number) => (ms / 1000).toFixed(2);
    const tellSeconds = (Math.max(writtenAt, pushedAt) - answeredAt) / 1000;
    const lines = [
      `A cook with ${FOLLOWERS.toLocaleString('en')} followers publishes a recipe: two instances on PostgreSQL + Redis, ${SOCKETS} followers connected`,
      `the publishing request answered in ${f(answeredAt - sentAt)} ms`,
      `notices written: ${written.toLocaleString('en')} of ${FOLLOWERS.toLocaleString('en')}, all within ${s(writtenAt - answeredAt)} s of the answer`,
      `pushed to every connected follower (${received.length} of ${SOCKETS}) within ${pushed ? `${s(pushedAt - answeredAt)} s` : 'NOT within 30 s'}; the first after ${received.length > 0 ? s(Math.min(...received) - answeredAt) : '-'} s`,
      `written and pushed within ${f(tellSeconds)} s (target 10 s: ${pushed && written === FOLLOWERS && tellSeconds < 10 ? 'PASS' : 'FAIL'})`,
      `other users reading their notifications (${RATE} requests a second, both instances): before p50 ${f(percentile(baseline, 0.5))} / p99 ${f(percentile(baseline, 0.99))} ms (${baseline.length} requests); while it is told p50 ${f(percentile(during, 0.5))} / p99 ${f(percentile(during, 0.99))} ms (${during.length} requests)`,
      `readers' failed requests: ${failed}`,
      `the machine's two cores busy: ${busyShare(cpuBefore, cpuBaseline)} before, ${busyShare(cpuBaseline, cpuAnnounced)} while it is told (servers, PostgreSQL, Redis and this bench's clients together)`,
    ];
    writeReport('follower-announce', lines);
  } catch (err) {
    stopLoad();
    for (const [i, server] of servers.entries()) {
      const errors = server
        .output()
        .split('\n')
        .filter((line) => /"level":[56]0/.test(line));
      console.error(`── instance ${i}'s errors:\n${errors.slice(-20).join('\n')}`);
    }
    console.error(err);
    throw err;
  } finally {
    await stopAll(sockets, servers, handle, dataDir);
  }
}

await main();
