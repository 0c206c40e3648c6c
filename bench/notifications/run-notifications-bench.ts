/**
 * `npm run bench:notifications -w @receptari/bench`: notification delivery across two instances.
 *
 * Two real server processes (src/server.ts) on one PostgreSQL database and one Redis, as behind a
 * load balancer. SOCKETS users connect, half to each instance, and stay idle; then, one after the
 * other, a writer comments through instance A on a recipe whose author listens on instance B (and
 * the other way round), and the delivery time runs from the comment's HTTP answer to the author's
 * socket receiving `newNotification`. The memory per idle socket is each instance's resident-memory
 * growth from before the sockets connected to after, divided by its sockets.
 *
 * The load generator (2,000 sockets) runs on the same two cores as both servers, PostgreSQL and
 * Redis: the figures are an upper bound of what a dedicated machine would show.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeCatalog, makeRecipe } from '../../apps/server/test/helpers/recipe-factory.ts';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { type BenchSocket, connectCrowd } from '../lib/bench-sockets.ts';
import {
  freshDatabaseUrl,
  insertBenchUsers,
  percentile,
  rssKb,
  sleep,
  startTwoInstances,
  stopAll,
  writeReport,
} from '../lib/two-instances.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 400);
/** Recipients: the authors whose recipes get the comments, spread over both instances. */
const AUTHORS = 100;
const DB_NAME = 'receptari_bench_notifications';

async function main() {
  const databaseUrl = await freshDatabaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-notify-'));
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  const db = handle.db;

  // The users and their tokens, written directly: 2,000 registrations would hit the sign-up limit.
  const { tokens, ids } = await insertBenchUsers(db, SOCKETS + 1);
  const catalog = await makeCatalog(db);
  // User i (0-based) owns recipe i for the first AUTHORS users; the others write the comments.
  const recipes: number[] = [];
  for (let i = 0; i < AUTHORS; i++) recipes.push(await makeRecipe(db, ids[i]!, catalog));
  // Each comment from a different writer: comments are rate-limited per user (20 a minute).
  const writerToken = (n: number) => tokens[AUTHORS + (n % (SOCKETS + 1 - AUTHORS))]!;

  let servers: ServerProcess[] = [];
  const sockets: BenchSocket[] = [];
  try {
    servers = await startTwoInstances(databaseUrl, dataDir);
    await sleep(2000);
    const rssBefore = servers.map((s) => rssKb(s.pid));

    // Socket i connects to instance i % 2, in batches, as a crowd arriving.
    const connectStart = performance.now();
    sockets.push(...(await connectCrowd(tokens.slice(0, SOCKETS), (i) => servers[i % 2]!.url)));
    const connectSeconds = (performance.now() - connectStart) / 1000;
    await sleep(5000);
    const rssAfter = servers.map((s) => rssKb(s.pid));
    const perSocketKb = servers.map((_, k) => (rssAfter[k]! - rssBefore[k]!) / (SOCKETS / 2));

    // Delivery: the comment goes to the instance the author is NOT connected to.
    const waits: number[] = [];
    const sinceRequest: number[] = [];
    let lost = 0;
    for (let n = 0; n < SAMPLES; n++) {
      const author = n % AUTHORS;
      const socket = sockets[author]!;
      const other = servers[(author + 1) % 2]!;
      let receivedAt = 0;
      const received = new Promise<void>((resolve) => {
        socket.once('newNotification', () => {
          receivedAt = performance.now();
          resolve();
        });
      });
      const sentAt = performance.now();
      const res = await fetch(`${other.url}/api/recipes/${recipes[author]}/comment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writerToken(n)}` },
        body: JSON.stringify({ comment: `Comentari ${n}` }),
      });
      const answeredAt = performance.now();
      if (res.status !== 201) throw new Error(`comment answered ${res.status}: ${await res.text()}`);
      const timeout = sleep(5000).then(() => 'timeout' as const);
      if ((await Promise.race([received, timeout])) === 'timeout') {
        lost++;
        socket.removeAllListeners('newNotification');
        continue;
      }
      // A push may arrive before the answer does: that delivery took no time after the answer.
      waits.push(Math.max(0, receivedAt - answeredAt));
      sinceRequest.push(receivedAt - sentAt);
    }
    waits.sort((a, b) => a - b);
    sinceRequest.sort((a, b) => a - b);

    const f = (x: number) => x.toFixed(1);
    const lines = [
      `Notification delivery, two instances, ${SOCKETS} idle sockets (${SOCKETS / 2} each), ${SAMPLES} comments`,
      `connected ${SOCKETS} sockets in ${f(connectSeconds)} s`,
      `delivery after the comment's answer: p50 ${f(percentile(waits, 0.5))} ms, p99 ${f(percentile(waits, 0.99))} ms, max ${f(waits.at(-1)!)} ms (target p99 < 100 ms: ${percentile(waits, 0.99) < 100 ? 'PASS' : 'FAIL'})`,
      `delivery from the comment's request: p50 ${f(percentile(sinceRequest, 0.5))} ms, p99 ${f(percentile(sinceRequest, 0.99))} ms`,
      `lost (no push within 5 s): ${lost}`,
      `memory per idle socket (resident, instance A / B): ${f(perSocketKb[0]!)} KB / ${f(perSocketKb[1]!)} KB (target < 50 KB: ${Math.max(...perSocketKb) < 50 ? 'PASS' : 'FAIL'})`,
      `resident memory before / after the sockets: A ${rssBefore[0]} / ${rssAfter[0]} KB, B ${rssBefore[1]} / ${rssAfter[1]} KB`,
    ];
    writeReport('notifications', lines);
  } finally {
    await stopAll(sockets, servers, handle, dataDir);
  }
}

await main();
