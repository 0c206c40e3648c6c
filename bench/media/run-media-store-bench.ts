/**
 * `npm run bench:media-store`: the media on S3 (docs/decisions/0022) against the local folder, on
 * loopback, through the real app (buildApp on PostgreSQL, BENCH_DATABASE_URL as the other benches):
 * - a 10 MB photo uploaded through POST /api/media (decoded, re-encoded, 6 variants stored), one
 *   at a time, BENCH_MEDIA_UPLOADS each (default 10), the two stores in turn: p50 and p99 with
 *   each store and the p50 difference (target: at most +100 ms); and the storing alone (the 7
 *   objects of one rendering, 20 times each), which is all the store changes;
 * - one card image (-card.webp) served under /media at a steady 200 req/s for 10 s (autocannon's
 *   overall rate) by the built server in its own process (as production runs it; an app inside
 *   this process would share its event loop with the load generator): p50 and p99 with each store
 *   (target with S3: p99 under 20 ms).
 * The S3 server is BENCH_S3_ENDPOINT / BENCH_S3_ACCESS_KEY_ID / BENCH_S3_SECRET_ACCESS_KEY when
 * set, else a throwaway radosgw started here with scripts/lib/start-s3.sh (Ceph's packages needed).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { MEDIA_MAX_BYTES } from '@receptari/shared/media/media.rules';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { type RenderedImage, renderImage } from '../../apps/server/src/modules/media/render-image.ts';
import { storeRendered } from '../../apps/server/src/modules/media/store-upload.ts';
import { s3ClientOf } from '../../apps/server/src/storage/s3-media-storage.ts';
import { DEFAULT_BENCH_URL, openBenchDatabase } from '../lib/bench-database.ts';
import { startBuiltServer } from '../lib/built-server.ts';
import { percentile } from '../lib/two-instances.ts';

const UPLOADS = Number(process.env.BENCH_MEDIA_UPLOADS ?? 10);
const RATE = 200;
const STORE_RUNS = 20;
const setBytes = (r: RenderedImage) => r.original.length + r.variants.reduce((n, v) => n + v.data.length, 0);
const SECONDS = 10;
const STORES = ['local', 's3'] as const;
const root = resolve(import.meta.dirname, '../..');
const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** The S3 server: the one given, or a throwaway radosgw (stopped at the end). */
function s3Server() {
  if (process.env.BENCH_S3_ENDPOINT)
    return {
      endpoint: process.env.BENCH_S3_ENDPOINT,
      accessKeyId: process.env.BENCH_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.BENCH_S3_SECRET_ACCESS_KEY ?? '',
      stop: () => {},
    };
  const dir = mkdtempSync(join(tmpdir(), 'receptari-bench-s3-'));
  const script = join(root, 'scripts/lib/start-s3.sh');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const out = execFileSync('bash', [script, dir], {
    env: { ...process.env, S3_PORT: String(port), CEPH_MON_PORT: String(port + 2) },
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString();
  const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(out)?.[1] ?? '';
  return {
    endpoint: value('TEST_S3_ENDPOINT'),
    accessKeyId: value('TEST_S3_ACCESS_KEY_ID'),
    secretAccessKey: value('TEST_S3_SECRET_ACCESS_KEY'),
    stop: () => {
      execFileSync('bash', [script, '--stop', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A photo of noise as a JPEG just under the 10 MB limit (noise does not compress). */
async function tenMegabytePhoto(): Promise<Buffer> {
  for (let side = 3450; ; side -= 50) {
    const noise = randomBytes(side * side * 3);
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    if (jpeg.length <= MEDIA_MAX_BYTES.image) return jpeg;
  }
}

/** The settings that put the media on a fresh bucket of the S3 server (created here). */
async function bucketSettings(s3: ReturnType<typeof s3Server>) {
  const bucket = `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const client = s3ClientOf({ ...s3, region: 'us-east-1', bucket, forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    MEDIA_STORE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** A new user of the app at `base`: its bearer token. */
async function registerUser(base: string, store: Store) {
  const name = `bench_media_${store}_${Date.now().toString(36)}`;
  const register = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email: `${name}@bench.cat`, password: 'bench-cullera-fosca-27' }),
  });
  const { token } = (await register.json()) as { token: string };
  return token;
}

/** The app on one store inside this process (its storage is timed directly), listening, signed in. */
async function startApp(store: Store, s3: ReturnType<typeof s3Server>) {
  const dataDir = mkdtempSync(join(tmpdir(), `receptari-bench-media-${store}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    ...(store === 's3' ? await bucketSettings(s3) : {}),
  });
  const database = await openBenchDatabase(url, dataDir);
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    token: await registerUser(base, store),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built app on one store in its own process, as production runs it: what serving a card
 * image costs, measured by a load generator (this process) that does not share its event loop.
 */
async function startServingApp(store: Store, s3: ReturnType<typeof s3Server>) {
  const settings = store === 's3' ? await bucketSettings(s3) : {};
  const server = await startBuiltServer(`bench-media-serve-${store}`, {
    env: { SEED_DEMO_DATA: 'false', ...settings },
  });
  return { base: server.base, token: await registerUser(server.base, store), close: server.stop };
}
type Store = 'local' | 's3';
type BenchApp = { base: string; token: string };

/** One upload of the photo through POST /api/media: its time and the stored URL. */
async function upload(target: BenchApp, photo: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
  const t0 = performance.now();
  const res = await fetch(`${target.base}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}` },
    body: form,
  });
  const answer = (await res.json()) as { secure_url?: string; message?: string };
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${answer.message}`);
  return { ms: performance.now() - t0, url: answer.secure_url! };
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};

/**
 * A card image at RATE for SECONDS: autocannon's latencies, with 2 connections (steady: a request
 * every 5 ms) and with 10 (autocannon gives each connection its share of the rate, so 10 requests
 * leave together and the last waits for the nine before it: the burst's queue, not the serving).
 */
async function serveCard(target: BenchApp, card: string) {
  const at = async (connections: number) => {
    const serve = await autocannon({
      url: `${target.base}${card}`,
      connections,
      overallRate: RATE,
      duration: SECONDS,
    });
    return {
      rps: serve.requests.average,
      p50: serve.latency.p50,
      p99: serve.latency.p99,
      bad: serve.errors + serve.timeouts + serve.non2xx,
    };
  };
  return { steady: await at(2), bursts: await at(10) };
}

/**
 * Both stores' uploads side by side, their runs taken in turn (local, S3, local, S3, …): a shared
 * machine's load changes over minutes, and so it weighs on both alike.
 */
async function measureUploads(s3: ReturnType<typeof s3Server>, photo: Buffer) {
  const apps = { local: await startApp('local', s3), s3: await startApp('s3', s3) };
  try {
    for (const store of STORES) await upload(apps[store], photo); // warm-up: sharp, the food check
    const uploads = { local: [] as number[], s3: [] as number[] };
    for (let i = 0; i < UPLOADS; i++)
      for (const store of STORES) uploads[store].push((await upload(apps[store], photo)).ms);
    // The storing alone (what the store changes), from one rendering: the 7 objects an upload stores.
    const rendered = await renderImage(photo);
    const storing = { local: [] as number[], s3: [] as number[] };
    for (let i = 0; i < STORE_RUNS; i++)
      for (const store of STORES) {
        const t0 = performance.now();
        await storeRendered(apps[store].app.mediaStorage, `bench/${Date.now().toString(36)}-${i}`, rendered);
        storing[store].push(performance.now() - t0);
      }
    const of = (store: Store) => ({
      upload: figures(uploads[store]),
      store: { ...figures(storing[store]), bytes: setBytes(rendered) },
    });
    return { local: of('local'), s3: of('s3') };
  } finally {
    await apps.local.close();
    await apps.s3.close();
  }
}

/** Each store's card image served by the built app in its own process, one store after the other. */
async function measureServing(s3: ReturnType<typeof s3Server>, photo: Buffer) {
  const serving = {} as Record<Store, Awaited<ReturnType<typeof serveCard>>>;
  for (const store of STORES) {
    const app = await startServingApp(store, s3);
    try {
      const card = (await upload(app, photo)).url.replace(/\.webp$/, '-card.webp');
      // The upload's own background work (the food check's worker) settles before the load.
      await new Promise((r) => setTimeout(r, 3000));
      serving[store] = await serveCard(app, card);
    } finally {
      await app.close();
    }
  }
  return serving;
}

async function measure(s3: ReturnType<typeof s3Server>, photo: Buffer) {
  const uploads = await measureUploads(s3, photo);
  const serving = await measureServing(s3, photo);
  return {
    local: { ...uploads.local, serve: serving.local },
    bucket: { ...uploads.s3, serve: serving.s3 },
  };
}

const photo = await tenMegabytePhoto();
console.log(
  `bench: a ${(photo.length / 1024 / 1024).toFixed(1)} MB JPEG, ${UPLOADS} uploads per store; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
);
const s3 = s3Server();
try {
  const { local, bucket } = await measure(s3, photo);
  const diff = bucket.upload.p50 - local.upload.p50;
  const storeDiff = bucket.store.p50 - local.store.p50;
  console.log(
    `\n| store | upload p50 | upload p99 | storing the set p50 | p99 | card image req/s | p50 | p99 | errors | in bursts of 10: p50 | p99 |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, r] of [
    ['local folder', local],
    ['S3 (radosgw)', bucket],
  ] as const)
    console.log(
      `| ${name} | ${ms(r.upload.p50)} | ${ms(r.upload.p99)} | ${ms(r.store.p50)} | ${ms(r.store.p99)} | ${r.serve.steady.rps.toFixed(0)} | ${r.serve.steady.p50} ms | ${r.serve.steady.p99} ms | ${r.serve.steady.bad + r.serve.bursts.bad} | ${r.serve.bursts.p50} ms | ${r.serve.bursts.p99} ms |`,
    );
  console.log(
    `\nthe set an upload stores: 7 objects, ${(local.store.bytes / 1024).toFixed(0)} KB` +
      `\nupload p50 with S3: ${diff >= 0 ? '+' : ''}${ms(diff)}; storing alone: ${storeDiff >= 0 ? '+' : ''}${ms(storeDiff)}` +
      ` (target at most +100 ms: ${diff <= 100 ? 'PASS' : 'FAIL'} end to end, ${storeDiff <= 100 ? 'PASS' : 'FAIL'} storing)`,
  );
  console.log(
    `card image from S3 at ${RATE} req/s, steady: p99 ${bucket.serve.steady.p99} ms (target under 20 ms: ${bucket.serve.steady.p99 < 20 ? 'PASS' : 'FAIL'}); in bursts of 10: p99 ${bucket.serve.bursts.p99} ms`,
  );
} finally {
  s3.stop();
}
