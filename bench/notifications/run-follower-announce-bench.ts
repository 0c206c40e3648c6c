/**
 * `npm run bench:announce -w @receptari/bench`: a cook with 100,000 followers publishes a recipe
 * (docs/product.md#following, decision 0021). Two real server processes on one fresh PostgreSQL
 * database and one Redis, as behind a load balancer; SOCKETS of the followers connected, half to
 * each instance. Measured from the publishing request's answer: when every connected follower's
 * socket has the notice; then SAMPLED followers who were not connected read their notifications
 * (each must find it, once) and how long those reads take. Meanwhile other users read their
 * notifications at a steady RATE on both instances: their latency before, in the TOLD_MS after a
 * cook nobody follows publishes the same recipe (the control: what any publish costs them), and in
 * the TOLD_MS after the followed cook's publish, from the same clients.
 *
 * The load, the 1,000 sockets, both servers, PostgreSQL and Redis share the machine's two cores:
 * the figures are an upper bound of what a dedicated machine would show. The followers' clients
 * run in a process of their own at a low priority (BENCH_SOCKETS_NICE), as phones elsewhere.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { makeCatalog, recipeInput } from '../../apps/server/test/helpers/recipe-factory.ts';
import { foodPhoto } from '../../apps/server/test/helpers/sample-images.ts';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.ts';
import { multipartBody } from '../../apps/server/test/helpers/upload-media.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
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
/**
 * The connected followers' process's niceness: 19 by default, so their clients take the cores only
 * when the servers leave them (on a real site they are phones); 0 shares them as equals.
 */
const SOCKETS_NICE = Number(process.env.BENCH_SOCKETS_NICE ?? 19);
const READERS = 20;
/** Other users' requests a second: about a quarter of what the two instances answer flat out here. */
const RATE = Number(process.env.BENCH_READ_RATE ?? 100);
const BASELINE_MS = 8000;
/** The window after the publish in which the target wants every follower told: the readers' 'while'. */
const TOLD_MS = 10_000;
/** Followers not connected who read their notifications after it, to check each finds the notice. */
const SAMPLED = Number(process.env.BENCH_SAMPLED ?? 1000);
const DB_NAME = 'receptari_bench_announce';
/** With BENCH_DEBUG, the requests of the window after the publish slower than this are listed. */
const SLOW_MS = Number(process.env.BENCH_SLOW_MS ?? 60);

type Sample = { at: number; ms: number; ok: boolean };

/**
 * Other users reading their notifications at a steady RATE, in their own thread
 * (read-load-worker.mjs), so that nothing else on this thread delays the readers' own timing. Instants are absolute (timeOrigin + now)
 * so both threads' clocks compare. `stop()` ends the load and answers its samples.
 */
function startReadLoad(urls: string[], tokens: string[]) {
  const worker = new Worker(new URL('./read-load-worker.mjs', import.meta.url), {
    workerData: { urls, tokens, rate: RATE },
  });
  const done = new Promise<Sample[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const samples = await done;
      await worker.terminate();
      return samples;
    },
  };
}

const now = () => performance.timeOrigin + performance.now();

/**
 * The connected followers in a process of their own (follower-sockets-child.ts), at SOCKETS_NICE.
 * `connect` resolves once every socket is; `listen` arms them for the publish and resolves with
 * every receipt's instant once all have one, or with those so far after `timeoutMs`.
 */
function followerSocketsProcess() {
  const child = fork(new URL('./follower-sockets-child.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  setPriority(child.pid!, SOCKETS_NICE);
  const next = (kind: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const onMessage = (message: Record<string, unknown>) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`follower sockets ended (${code})`)));
    });
  return {
    connect: async (tokens: string[], urls: string[]) => {
      const connected = next('connected');
      child.send({ kind: 'connect', tokens, urls });
      await connected;
    },
    listen: (timeoutMs: number) => {
      const received = next('received');
      child.send({ kind: 'listen' });
      const timer = setTimeout(() => child.send({ kind: 'report' }), timeoutMs);
      return received.then((message) => {
        clearTimeout(timer);
        return message.received as number[];
      });
    },
    close: () => {
      if (child.connected) child.send({ kind: 'close' });
    },
  };
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

/**
 * A cook publishes a recipe as the web does: the photo uploaded first (a recipe needs one; the
 * food check calls it food), then the recipe, timed from its request to its answer.
 */
async function publish(url: string, token: string, catalog: Awaited<ReturnType<typeof makeCatalog>>) {
  const photo = await multipartBody(foodPhoto('E007'), 'canelons.jpg', 'image/jpeg');
  const uploaded = await fetch(`${url}/api/media`, {
    method: 'POST',
    headers: { 'content-type': photo.contentType, authorization: `Bearer ${token}` },
    body: photo.payload,
  });
  if (uploaded.status !== 201)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const image = ((await uploaded.json()) as { secure_url: string }).secure_url;
  const sentAt = now();
  const res = await fetch(`${url}/api/recipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(recipeInput(catalog, { title: 'Canelons de Sant Esteve', image })),
  });
  const answeredAt = now();
  if (res.status !== 201) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
  return { sentAt, answeredAt, recipeId: ((await res.json()) as { id: number }).id };
}

async function main() {
  const databaseUrl = await freshDatabaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-announce-'));
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  const db = handle.db;

  console.log(`Writing ${FOLLOWERS} followers…`);
  const { tokens, ids } = await insertBenchUsers(db, 1 + FOLLOWERS + READERS + 1);
  const cook = ids[0]!;
  const cookToken = tokens[0]!;
  // The control: a cook nobody follows publishes the same recipe first, in a window of its own.
  const unfollowedCook = ids.at(-1)!;
  const unfollowedToken = tokens.at(-1)!;
  const followers = { from: ids[1]!, to: ids[FOLLOWERS]! };
  const readerTokens = tokens.slice(1 + FOLLOWERS, 1 + FOLLOWERS + READERS);
  await db.execute(sql`update users set role = 'chef' where id in (${cook}, ${unfollowedCook})`);
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
  const followerSockets = followerSocketsProcess();
  let stopLoad = () => {};
  try {
    servers = await startTwoInstances(databaseUrl, dataDir);
    const urls = servers.map((s) => s.url);
    await sleep(2000);
    // Followers spread through the list (the newest and the oldest follows both), alternating instances.
    const step = Math.max(1, Math.floor(FOLLOWERS / SOCKETS));
    const listening = Array.from({ length: SOCKETS }, (_, i) => tokens[1 + i * step]!);
    await followerSockets.connect(listening, urls);
    await sleep(3000);

    // Warm-up, then the readers alone. A live site has published recipes before: the first publish
    // on a fresh instance (its code paths compiled, its first picture) cost the others' p99 more
    // than any after it, so both instances publish once, untimed.
    const load = startReadLoad(urls, readerTokens);
    stopLoad = () => void load.stop();
    for (const url of urls) await publish(url, unfollowedToken, catalog);
    await sleep(2000);
    const baselineFrom = now();
    const cpuBefore = cpuTicks();
    await sleep(BASELINE_MS);
    const baselineTo = now();
    const cpuBaseline = cpuTicks();

    // The control: the same publish by a cook nobody follows, and its window.
    const control = await publish(urls[0]!, unfollowedToken, catalog);
    await sleep(Math.max(0, control.answeredAt + TOLD_MS - now()));
    const controlTo = now();
    const cpuControlled = cpuTicks();

    // The publish, while the readers go on.
    const receipts = followerSockets.listen(60_000);
    const { sentAt, answeredAt, recipeId } = await publish(urls[0]!, cookToken, catalog);
    const received = await receipts;
    const pushed = received.length === SOCKETS;
    const pushedAt = pushed ? Math.max(...received) : Number.NaN;
    await sleep(Math.max(0, answeredAt + TOLD_MS - now()));
    const announceTo = now();
    const cpuAnnounced = cpuTicks();
    const samples = await load.stop();

    // Followers who were not connected, spread through the follow order, read their notifications.
    const connected = new Set(listening);
    const away = tokens.slice(1, 1 + FOLLOWERS).filter((token) => !connected.has(token));
    const sampleStep = Math.max(1, Math.floor(away.length / SAMPLED));
    const sampled = Array.from({ length: Math.min(SAMPLED, away.length) }, (_, i) => away[i * sampleStep]!);
    const catchUps: number[] = [];
    let found = 0;
    for (const token of sampled) {
      const at = now();
      const list = await fetch(`${urls[catchUps.length % 2]}/api/notifications?limit=20`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await list.json()) as { notifications: { type: string; recipe_id: number | null }[] };
      catchUps.push(now() - at);
      const news = body.notifications.filter((n) => n.type === 'followed_recipe' && n.recipe_id === recipeId);
      if (news.length === 1) found++;
    }
    catchUps.sort((a, b) => a - b);

    const { rows } = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from notifications where type = 'followed_recipe' and recipe_id = ${recipeId}`);
    const written = Number(rows[0]?.n);
    const baseline = latencies(samples.filter((s) => s.at >= baselineFrom && s.at < baselineTo));
    const during = latencies(samples.filter((s) => s.at >= sentAt && s.at < announceTo));
    const controlled = latencies(samples.filter((s) => s.at >= control.sentAt && s.at < controlTo));
    if (process.env.BENCH_DEBUG)
      console.log(
        `slow before publish (offset ms, latency ms):`,
        samples
          .filter((x) => x.at >= baselineFrom && x.at < baselineTo && x.ms > SLOW_MS)
          .map((x) => `${(x.at - baselineFrom).toFixed(0)}:${x.ms.toFixed(0)}`)
          .join(' '),
        '\nslow after publish (offset ms, latency ms):',
        samples
          .filter((x) => x.at >= sentAt && x.at < announceTo && x.ms > SLOW_MS)
          .map((x) => `${(x.at - sentAt).toFixed(0)}:${x.ms.toFixed(0)}`)
          .join(' '),
      );
    if (process.env.BENCH_DEBUG)
      for (const [i, server] of servers.entries())
        console.log(
          `instance ${i}'s own slow answers after publish (offset ms, time ms, url):`,
          server
            .output()
            .split('\n')
            .flatMap((line) => {
              if (!line.includes('"responseTime"')) return [];
              const entry = JSON.parse(line) as {
                time: number;
                responseTime: number;
                req?: { url?: string };
              };
              const offset = entry.time - entry.responseTime - sentAt;
              return offset >= 0 && offset < TOLD_MS && entry.responseTime > SLOW_MS
                ? [`${offset.toFixed(0)}:${entry.responseTime.toFixed(0)}`]
                : [];
            })
            .join(' '),
        );
    const failed = samples.filter((s) => !s.ok && s.at >= baselineFrom).length;

    const f = (x: number) => x.toFixed(1);
    const s = (ms: number) => (ms / 1000).toFixed(2);
    const window = (sorted: number[]) =>
      `${f(percentile(sorted, 0.5))} / ${f(percentile(sorted, 0.99))} ms (${sorted.length} requests)`;
    const pushSeconds = (pushedAt - answeredAt) / 1000;
    const lines = [
      `A cook with ${FOLLOWERS.toLocaleString('en')} followers publishes a recipe: two instances on PostgreSQL + Redis, ${SOCKETS} followers connected (their clients in a process of their own at nice ${SOCKETS_NICE})`,
      `the publishing request answered in ${f(answeredAt - sentAt)} ms`,
      `pushed to every connected follower (${received.length} of ${SOCKETS}) within ${pushed ? `${s(pushedAt - answeredAt)} s` : 'NOT within 60 s'}; the first after ${received.length > 0 ? s(Math.min(...received) - answeredAt) : '-'} s (target 10 s: ${pushed && pushSeconds < 10 ? 'PASS' : 'FAIL'})`,
      `followers not connected, reading afterwards: ${found} of ${sampled.length} found the notice once; their reads p50 ${f(percentile(catchUps, 0.5))} / p99 ${f(percentile(catchUps, 0.99))} ms (every follower's notice is there from the commit on: ${found === sampled.length ? 'PASS' : 'FAIL'})`,
      `notices written by the end: ${written.toLocaleString('en')} (the connected followers' at the publish, the sampled ones' at their read; the rest at theirs)`,
      `other users reading their notifications (${RATE} requests a second, both instances), p50 / p99: before ${window(baseline)}; in the ${TOLD_MS / 1000} s after a cook nobody follows publishes (the control) ${window(controlled)}; in the ${TOLD_MS / 1000} s after the followed cook publishes ${window(during)}`,
      `the followers' cost at the other users' p99 (followed cook's window against the control's): ${(percentile(during, 0.99) - percentile(controlled, 0.99)).toFixed(1)} ms`,
      `readers' failed requests: ${failed}`,
      `the machine's two cores busy: ${busyShare(cpuBefore, cpuBaseline)} before, ${busyShare(cpuBaseline, cpuControlled)} in the control's window, ${busyShare(cpuControlled, cpuAnnounced)} in the followed cook's (servers, PostgreSQL, Redis and this bench's clients together)`,
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
    followerSockets.close();
    await stopAll([], servers, handle, dataDir);
  }
}

await main();
