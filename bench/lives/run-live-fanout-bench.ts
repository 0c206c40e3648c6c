/**
 * `npm run bench:lives -w @receptari/bench`: one live's chat across two instances.
 *
 * Two real server processes (src/server.ts) on one PostgreSQL database and one Redis. VIEWERS
 * Socket.IO clients (no media) join one live's room, half on each instance, with the chef on
 * instance A; the chef starts the live; then MESSAGES chat lines, each from the next viewer (the
 * chat is rate-limited per user), one after the other. Each line's fan-out runs from the sender's
 * emit to every member's receipt (all VIEWERS + the chef), and the servers' CPU time over the chat
 * phase, divided by the lines, is the CPU per message (both instances together).
 *
 * The load generator runs on the same two cores as both servers, PostgreSQL and Redis: the figures
 * are an upper bound of what a dedicated machine would show.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import {
  LIVE_NAMESPACE,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@receptari/shared/lives/live-socket';
import { io, type Socket } from 'socket.io-client';
import type { ServerProcess } from '../../apps/server/test/helpers/server-process.ts';
import { openBenchDatabase } from '../lib/bench-database.ts';
import { insertBenchLive } from '../lib/bench-live.ts';
import {
  cpuMs,
  freshDatabaseUrl,
  insertBenchUsers,
  percentile,
  sleep,
  startTwoInstances,
  stopAll,
  writeReport,
} from '../lib/two-instances.ts';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const DB_NAME = 'receptari_bench_lives';

type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;

function joinLive(url: string, token: string, liveId: number): Promise<LiveSocket> {
  const socket: LiveSocket = io(`${url}${LIVE_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
    query: { liveId: String(liveId) },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      socket.emit('joinLiveRoom', { liveId }, (answer) =>
        answer.ok ? resolve(socket) : reject(new Error(answer.error.message)),
      ),
    );
    socket.once('connect_error', reject);
  });
}

async function main() {
  const databaseUrl = await freshDatabaseUrl(DB_NAME);
  const dataDir = mkdtempSync(join(tmpdir(), 'receptari-bench-lives-'));
  const handle = await openBenchDatabase(databaseUrl, dataDir);
  const db = handle.db;
  // User 0 is the chef; the others watch.
  const { tokens, ids } = await insertBenchUsers(db, VIEWERS + 1);
  const liveId = await insertBenchLive(db, ids[0]!);

  let servers: ServerProcess[] = [];
  const sockets: LiveSocket[] = [];
  try {
    servers = await startTwoInstances(databaseUrl, dataDir);
    const chef = await joinLive(servers[0]!.url, tokens[0]!, liveId);
    sockets.push(chef);
    const joinStart = performance.now();
    for (let i = 1; i <= VIEWERS; i += 50) {
      const batch = [];
      for (let j = i; j < Math.min(VIEWERS + 1, i + 50); j++)
        batch.push(joinLive(servers[j % 2]!.url, tokens[j]!, liveId));
      sockets.push(...(await Promise.all(batch)));
    }
    const joinSeconds = (performance.now() - joinStart) / 1000;
    await new Promise<void>((resolve, reject) =>
      chef.emit('chefStartLive', { liveId, hasVideo: true }, (a) =>
        a.ok ? resolve() : reject(new Error(a.error.message)),
      ),
    );
    await sleep(2000);

    // Every member records when each line reached it.
    const pending = new Map<string, { sentAt: number; receipts: number[]; done: () => void }>();
    for (const socket of sockets) {
      socket.on('newChatMessage', ({ message }) => {
        const line = pending.get(message);
        if (!line) return;
        line.receipts.push(performance.now() - line.sentAt);
        if (line.receipts.length === sockets.length) line.done();
      });
    }

    const cpuBefore = servers.map((s) => cpuMs(s.pid));
    const chatStart = performance.now();
    const receipts: number[] = [];
    const slowest: number[] = [];
    let incomplete = 0;
    for (let n = 0; n < MESSAGES; n++) {
      const message = `Missatge ${n}`;
      const sender = sockets[1 + (n % VIEWERS)]!;
      const arrived = new Promise<void>((resolve) => {
        pending.set(message, { sentAt: performance.now(), receipts: [], done: resolve });
      });
      sender.emit('sendChatMessage', { liveId, message });
      const outcome = await Promise.race([
        arrived.then(() => 'all' as const),
        sleep(5000).then(() => 'timeout' as const),
      ]);
      const line = pending.get(message)!;
      pending.delete(message);
      if (outcome === 'timeout') incomplete++;
      receipts.push(...line.receipts);
      slowest.push(Math.max(...line.receipts));
    }
    const chatSeconds = (performance.now() - chatStart) / 1000;
    const cpuPerMessage = servers.reduce((sum, s, k) => sum + cpuMs(s.pid) - cpuBefore[k]!, 0) / MESSAGES;
    receipts.sort((a, b) => a - b);
    slowest.sort((a, b) => a - b);

    const f = (x: number) => x.toFixed(1);
    const p99 = percentile(receipts, 0.99);
    const lines = [
      `Live chat fan-out, two instances, ${VIEWERS} viewers (${VIEWERS / 2} each) + the chef, ${MESSAGES} lines`,
      `joined ${VIEWERS} viewers in ${f(joinSeconds)} s`,
      `fan-out, send to each receipt (${receipts.length} receipts): p50 ${f(percentile(receipts, 0.5))} ms, p99 ${f(p99)} ms, max ${f(receipts.at(-1)!)} ms (target p99 < 100 ms: ${p99 < 100 ? 'PASS' : 'FAIL'})`,
      `fan-out, send to the last receipt of each line: p50 ${f(percentile(slowest, 0.5))} ms, p99 ${f(percentile(slowest, 0.99))} ms`,
      `server CPU per chat line (both instances): ${f(cpuPerMessage)} ms, ${((cpuPerMessage * 1000) / (VIEWERS + 1)).toFixed(0)} µs per delivery; ${MESSAGES} lines in ${f(chatSeconds)} s`,
      `lines not received by every member within 5 s: ${incomplete}`,
      'first decoded frame, chef start to both viewers playing (one host, mesh): printed by e2e/specs/live-room.spec.ts',
    ];
    writeReport('lives', lines);
  } finally {
    await stopAll(sockets, servers, handle, dataDir);
  }
}

await main();
