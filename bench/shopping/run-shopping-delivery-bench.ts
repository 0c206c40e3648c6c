/**
 * `npm run bench:shopping-delivery -w @receptari/bench` (and part of `npm run bench`): a shopping
 * list's change reaching another member's socket across two instances (docs/product.md#shopping-list).
 *
 * Two real server processes (src/server.ts) on one fresh PostgreSQL database and one Redis, as
 * behind a load balancer. LISTS lists, each with an owner and a member, written straight to the
 * tables (4,000 sign-ups would hit their limit; the lists' own routes are what the other tests
 * cover). Every owner's socket connects to instance A and every member's to instance B: real
 * socket.io clients with real tokens. Then, one change at a time, an owner ticks a line of their
 * list (PATCH /api/shopping-list/items/{id} on instance A) and the time runs until the member's
 * socket on instance B receives `shoppingListChanged` for that list; each change is a different
 * list's, so no per-user rate limit is near.
 *
 * The load generator (all the sockets) runs on the same two cores as both servers, PostgreSQL and
 * Redis. The changes go one at a time, so between two of them the client process has nothing to
 * do but the sockets' pings; its event loop's delay during the sampling is printed beside the
 * figures: a figure that the client skewed would show there.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/database.ts';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { type BenchSocket, connectCrowd } from '../lib/bench-sockets.ts';
import {
  cpuMs,
  freshDatabaseUrl,
  insertBenchUsers,
  percentile,
  rssKb,
  sleep,
  startTwoInstances,
  stopAll,
  writeReport,
} from '../lib/two-instances.ts';

const LISTS = Number(process.env.BENCH_LISTS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
/** Lines on each list: a household's usual week. */
const LINES = 20;
const DB_NAME = 'receptari_bench_shopping_delivery';
const TARGET_P99_MS = 100;
/** The event-loop monitor's timer, in ms: what it records beyond this is the client's own delay. */
const LOOP_RESOLUTION_MS = 10;

type BenchList = { ownerToken: string; memberToken: string; listId: number; itemId: number };

/** User 2i owns list i and user 2i + 1 is its member; every list has LINES lines. */
async function makeLists(db: Db): Promise<BenchList[]> {
  const { tokens, ids } = await insertBenchUsers(db, 2 * LISTS);
  const owners = ids.filter((_, i) => i % 2 === 0);
  const members = ids.filter((_, i) => i % 2 === 1);
  const asArray = (values: number[]) => sql`string_to_array(${values.join(',')}, ',')::int[]`;
  await db.execute(sql`insert into shopping_lists (owner_id) select unnest(${asArray(owners)})`);
  await db.execute(sql`
    insert into shopping_list_members (list_id, user_id)
    select l.id, t.member from unnest(${asArray(owners)}, ${asArray(members)}) as t(owner, member)
    join shopping_lists l on l.owner_id = t.owner`);
  await db.execute(sql`
    insert into shopping_list_items (list_id, name, key, aisle, position, amounts)
    select l.id, 'article ' || n, 'article ' || n, 'altres', n, '[{"quantity": 1, "unit": "unitats"}]'::jsonb
    from shopping_lists l, generate_series(0, ${LINES - 1}) n`);
  const { rows } = await db.execute<{ owner_id: number; list_id: number; item_id: number }>(sql`
    select l.owner_id, l.id as list_id, min(i.id) as item_id
    from shopping_lists l join shopping_list_items i on i.list_id = l.id
    group by l.id`);
  const byOwner = new Map(rows.map((row) => [Number(row.owner_id), row]));
  return owners.map((owner, i) => ({
    ownerToken: tokens[2 * i]!,
    memberToken: tokens[2 * i + 1]!,
    listId: Number(byOwner.get(owner)!.list_id),
    itemId: Number(byOwner.get(owner)!.item_id),
  }));
}

/**
 * SAMPLES changes, one at a time, each by the next list's owner on instance A; the time from the
 * request (and from its answer) until that list's member's socket on B hears of it.
 */
async function sample(a: ServerProcess, lists: BenchList[], members: BenchSocket[]) {
  const sinceRequest: number[] = [];
  const sinceAnswer: number[] = [];
  let lost = 0;
  for (let n = 0; n < SAMPLES; n++) {
    const k = n % LISTS;
    const list = lists[k]!;
    let receivedAt = 0;
    const received = new Promise<void>((resolve) => {
      const heard = (payload: { list_id: number }) => {
        if (payload.list_id !== list.listId) return;
        receivedAt = performance.now();
        members[k]!.off('shoppingListChanged', heard);
        resolve();
      };
      members[k]!.on('shoppingListChanged', heard);
    });
    const sentAt = performance.now();
    const res = await fetch(`${a.url}/api/shopping-list/items/${list.itemId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${list.ownerToken}` },
      body: JSON.stringify({ checked: Math.floor(n / LISTS) % 2 === 0 }),
    });
    const answeredAt = performance.now();
    if (res.status !== 200) throw new Error(`bench: PATCH answered ${res.status}: ${await res.text()}`);
    if ((await Promise.race([received.then(() => 'in'), sleep(5000).then(() => 'timeout')])) !== 'in') {
      lost++;
      members[k]!.removeAllListeners('shoppingListChanged');
      continue;
    }
    sinceRequest.push(receivedAt - sentAt);
    // A push may arrive before the answer does: that delivery took no time after the answer.
    sinceAnswer.push(Math.max(0, receivedAt - answeredAt));
  }
  return {
    sinceRequest: sinceRequest.sort((x, y) => x - y),
    sinceAnswer: sinceAnswer.sort((x, y) => x - y),
    lost,
  };
}

/** Counts every `shoppingListChanged` any socket hears: each change should reach its owner and member, once. */
function countPushes(sockets: BenchSocket[]) {
  const counter = { pushes: 0 };
  for (const socket of sockets) socket.on('shoppingListChanged', () => (counter.pushes += 1));
  return counter;
}

async function main() {
  const databaseUrl = await freshDatabaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-shopping-delivery-'));
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  const setupStart = performance.now();
  const lists = await makeLists(handle.db);
  const setupSeconds = (performance.now() - setupStart) / 1000;

  let servers: ServerProcess[] = [];
  const sockets: BenchSocket[] = [];
  try {
    servers = await startTwoInstances(databaseUrl, dataDir);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    await sleep(2000);
    const rssBefore = servers.map((s) => rssKb(s.pid));
    const connectStart = performance.now();
    const owners = await connectCrowd(
      lists.map((l) => l.ownerToken),
      () => a.url,
    );
    sockets.push(...owners);
    const members = await connectCrowd(
      lists.map((l) => l.memberToken),
      () => b.url,
    );
    sockets.push(...members);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await sleep(5000);
    const rssAfter = servers.map((s) => rssKb(s.pid));

    const counter = countPushes(sockets);
    const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const sampleStart = performance.now();
    loop.enable();
    const figures = await sample(a, lists, members);
    loop.disable();
    const sampleSeconds = (performance.now() - sampleStart) / 1000;
    await sleep(1000);
    const cpu = servers.map((s, k) => (cpuMs(s.pid) - cpuBefore[k]!) / SAMPLES);

    const f = (x: number) => x.toFixed(1);
    const lag = (ns: number) => f(Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS));
    const p = (sorted: number[], q: number) => f(percentile(sorted, q));
    const { sinceRequest: req, sinceAnswer: ans } = figures;
    const p99 = percentile(req, 0.99);
    writeReport('shopping-delivery', [
      `Shopping list change delivery, two instances, ${LISTS} lists (owner on A, member on B: ${2 * LISTS} sockets), ${SAMPLES} changes`,
      `made ${LISTS} lists of ${LINES} lines with their ${2 * LISTS} users in ${f(setupSeconds)} s; connected ${2 * LISTS} sockets in ${f(connectSeconds)} s`,
      `PATCH on A -> member's socket on B, from the request: p50 ${p(req, 0.5)} ms, p95 ${p(req, 0.95)} ms, p99 ${f(p99)} ms, max ${f(req.at(-1) ?? 0)} ms (target p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'PASS' : 'FAIL'})`,
      `after the PATCH's answer: p50 ${p(ans, 0.5)} ms, p95 ${p(ans, 0.95)} ms, p99 ${p(ans, 0.99)} ms`,
      `changes ${SAMPLES}, delivered to the member ${req.length}, lost (none within 5 s) ${figures.lost}; pushes heard by all sockets ${counter.pushes} (expected ${2 * SAMPLES}: the owner and the member, once each)`,
      `client event-loop delay while sampling: p50 ${lag(loop.percentile(50))} ms, p99 ${lag(loop.percentile(99))} ms, max ${lag(loop.max)} ms; ${f(SAMPLES / sampleSeconds)} changes/s`,
      `server CPU per change: A ${f(cpu[0]!)} ms, B ${f(cpu[1]!)} ms; resident memory before / after the sockets: A ${rssBefore[0]} / ${rssAfter[0]} KB, B ${rssBefore[1]} / ${rssAfter[1]} KB`,
    ]);
  } finally {
    await stopAll(sockets, servers, handle, dataDir);
  }
}

await main();
