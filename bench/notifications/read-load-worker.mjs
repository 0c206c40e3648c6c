/**
 * The readers of run-follower-announce-bench.ts, in a worker thread (plain JavaScript: a worker
 * does not inherit tsx's loader): other users reading their
 * notifications at a steady `rate` a second, alternating the instances, until the parent posts
 * 'stop'; then each request's absolute start and latency go back to it. Open loop, as real users
 * arrive: a slow answer does not hold the next request back.
 */
import { parentPort, workerData } from 'node:worker_threads';

/** @type {{ urls: string[]; tokens: string[]; rate: number }} */
const { urls, tokens, rate } = workerData;
const now = () => performance.timeOrigin + performance.now();
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

let stopped = false;
parentPort.once('message', () => {
  stopped = true;
});

/** @type {{ at: number; ms: number; ok: boolean }[]} */
const samples = [];
const pending = [];
const started = now();
for (let n = 0; !stopped; n++) {
  const wait = started + (n * 1000) / rate - now();
  if (wait > 0) await sleep(wait);
  const at = now();
  pending.push(
    fetch(`${urls[n % urls.length]}/api/notifications?limit=20`, {
      headers: { authorization: `Bearer ${tokens[n % tokens.length]}` },
    }).then(
      async (res) => {
        await res.arrayBuffer();
        samples.push({ at, ms: now() - at, ok: res.status === 200 });
      },
      () => {
        samples.push({ at, ms: now() - at, ok: false });
      },
    ),
  );
}
await Promise.all(pending);
parentPort.postMessage(samples);
