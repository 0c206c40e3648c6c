/**
 * `npm run bench:lives-sfu -w @receptari/bench`: one live through the forwarding server (Janus).
 *
 * One real server process (src/server.ts, LIVE_MEDIA=janus: it runs Janus itself) on a fresh
 * PostgreSQL database. The chef is Chromium with its fake camera on the real room page; the
 * viewers are receive-only WebRTC peers (node-datachannel) in a separate process. For each size in
 * BENCH_SFU_VIEWERS (default 25,50,100): the viewers join at once, each timing its request to its
 * first video RTP packet; then Janus's CPU (and the server's) over a 10 s window while every
 * viewer receives; then they leave.
 *
 * Everything runs on the same two cores (Chromium's encoder, the viewers' DTLS and SRTP, Janus,
 * the server, PostgreSQL): the figures are an upper bound of a dedicated host's.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium } from '@playwright/test';
import {
  exitCode,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/test/helpers/server-process.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { insertBenchLive } from '../lib/bench-live.ts';
import {
  cpuMs,
  freshDatabaseUrl,
  insertBenchUsers,
  percentile,
  sleep,
  writeReport,
} from '../lib/two-instances.ts';

const SIZES = (process.env.BENCH_SFU_VIEWERS ?? '25,50,100').split(',').map(Number);
const WINDOW_MS = 10_000;
const DB_NAME = 'receptari_bench_lives_sfu';
const root = join(import.meta.dirname, '..', '..');

/** One batch of viewers in their own process: their join times, once all have video (or failed). */
async function viewersJoin(url: string, liveId: number, tokens: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'sfu-viewers.ts')], {
    cwd: join(root, 'bench'),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify({ url, liveId, tokens }));
  const joins: number[] = [];
  const errors: string[] = [];
  const started = performance.now();
  for await (const line of createInterface({ input: child.stdout })) {
    const item = JSON.parse(line) as 'ready' | { joinMs?: number; error?: string };
    if (item === 'ready') break;
    if (item.joinMs !== undefined) joins.push(item.joinMs);
    else errors.push(item.error ?? '?');
  }
  return { child, joins: joins.sort((a, b) => a - b), errors, allMs: performance.now() - started };
}

async function main() {
  const max = SIZES.reduce((sum, size) => sum + size, 0);
  const databaseUrl = await freshDatabaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-sfu-'));
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  const { tokens, ids } = await insertBenchUsers(handle.db, max + 1);
  const liveId = await insertBenchLive(handle.db, ids[0]!);
  const serverDir = join(dataDir, 'server');
  mkdirSync(serverDir);

  let server: ServerProcess | null = null;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
    ],
  });
  try {
    server = await startServerProcess({
      DATA_DIR: serverDir,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      LIVE_MEDIA: 'janus',
      WEB_DIST_DIR: join(root, 'apps/web/dist'),
    });
    const context = await browser.newContext({ baseURL: server.url, permissions: ['camera', 'microphone'] });
    await context.addInitScript(`localStorage.setItem('token', ${JSON.stringify(tokens[0])})`);
    const chef = await context.newPage();
    await chef.goto(`/chat/${liveId}`);
    await chef.getByRole('button', { name: 'Començar el live' }).click();
    await chef.getByRole('button', { name: 'Finalitzar el live' }).waitFor();
    await sleep(3000); // the chef's offer is published; Chrome's bitrate ramps up
    const janusPid = Number(
      execFileSync('pgrep', ['-f', `${serverDir}/janus/.*/janus.jcfg`])
        .toString()
        .trim(),
    );

    const lines = [
      `Live through Janus (one host, LIVE_MEDIA=janus): receive-only viewers, chef in Chromium (fake camera)`,
    ];
    const idle = cpuMs(janusPid);
    await sleep(WINDOW_MS);
    const idleCore = (cpuMs(janusPid) - idle) / WINDOW_MS;
    lines.push(`Janus with the chef only: ${(idleCore * 100).toFixed(1)}% of a core`);
    let offset = 1;
    for (const size of SIZES) {
      const batch = await viewersJoin(server.url, liveId, tokens.slice(offset, offset + size));
      offset += size;
      await sleep(2000);
      const [janus0, server0] = [cpuMs(janusPid), cpuMs(server.pid)];
      await sleep(WINDOW_MS);
      const janusCore = (cpuMs(janusPid) - janus0) / WINDOW_MS;
      const serverCore = (cpuMs(server.pid) - server0) / WINDOW_MS;
      batch.child.kill('SIGTERM');
      await exitCode(batch.child);
      const j = batch.joins;
      const f = (ms: number) => (ms / 1000).toFixed(2);
      lines.push(
        `${size} viewers: ${j.length} with video (${batch.errors.length} failed${batch.errors[0] ? `: ${batch.errors[0]}` : ''}); ` +
          `request to first video packet p50 ${f(percentile(j, 0.5))} s, p95 ${f(percentile(j, 0.95))} s, last ${f(j.at(-1) ?? 0)} s; ` +
          `Janus ${(janusCore * 100).toFixed(1)}% of a core (${(((janusCore - idleCore) * 1000) / size).toFixed(1)} ms of CPU per viewer per second), server ${(serverCore * 100).toFixed(1)}%` +
          ` (target: 100 viewers under one core: ${size < 100 ? '-' : janusCore < 1 && j.length === size ? 'PASS' : 'FAIL'})`,
      );
      console.log(lines.at(-1));
      await sleep(3000);
    }
    writeReport('lives-sfu', lines);
    const problems = server
      .output()
      .split('\n')
      .filter((l) => /"level":(40|50)/.test(l));
    if (problems.length) console.log(`server warnings and errors:\n${problems.slice(-10).join('\n')}`);
  } finally {
    await browser.close();
    if (server) {
      server.child.kill('SIGTERM');
      await exitCode(server.child);
    }
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
