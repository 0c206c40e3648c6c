/**
 * bench:site's live (its own process, started by run-site-bench.ts with a plan file): the chef and
 * the viewers in one live's room through the balancer, as the web's room does
 * (apps/web/src/features/lives/room: the `/live` namespace, websocket first, `joinLiveRoom` on
 * every connection), no media (the instances run LIVE_MEDIA=mesh, whose media goes browser to
 * browser). The chef starts the live; then each viewer writes a chat line now and then, and every
 * member's receipt of each line is timed. Writes its figures to the plan's results file and exits.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  LIVE_NAMESPACE,
  type LiveClientEvents,
  type LiveServerEvents,
} from '@receptari/shared/lives/live-socket';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import { io, type Socket } from 'socket.io-client';
import { refuseNonLoopback } from './loopback.ts';
import {
  type LivePlan,
  type LiveResults,
  type SiteUser,
  type SocketLife,
  waitForStart,
} from './site-plan.ts';

type LiveSocket = Socket<LiveServerEvents, LiveClientEvents>;

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LivePlan;
refuseNonLoopback('the load target', plan.target);
const startAt = await waitForStart();
const endAt = startAt + plan.durationMs;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const results: LiveResults = {
  sockets: [],
  joined: 0,
  linesSent: 0,
  fanOutMs: [],
  linesIncomplete: 0,
  rateLimited: 0,
};
/** Lines on their way: when sent, and how many members have them. */
const lines = new Map<string, { sentAt: number; receipts: number }>();

/** A member's room socket; resolves once it has joined the first time. */
function joinRoom(user: SiteUser, isChef: boolean): Promise<LiveSocket> {
  const life: SocketLife = { userId: user.id, kind: 'live', connects: [], disconnects: [] };
  results.sockets.push(life);
  const socket: LiveSocket = io(`${plan.target}${LIVE_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    forceNew: true,
    auth: { token: user.token },
    query: {
      liveId: String(plan.liveId),
      username: user.name,
      isChef: String(isChef),
      userId: String(user.id),
    },
  });
  socket.on('disconnect', (reason) => life.disconnects.push({ at: Date.now(), reason }));
  socket.on('newChatMessage', ({ message, isSystem }) => {
    const line = lines.get(message);
    if (line && !isSystem) {
      line.receipts++;
      results.fanOutMs.push(Date.now() - line.sentAt);
    }
  });
  return new Promise((resolve, reject) => {
    // Every (re)connection joins the room again, as the web's bind-room-events.ts does.
    socket.on('connect', () => {
      life.connects.push(Date.now());
      socket.emit('joinLiveRoom', { liveId: plan.liveId }, (answer) =>
        answer.ok ? resolve(socket) : reject(new Error(answer.error.message)),
      );
    });
  });
}

async function joinAll() {
  await sleep(startAt - Date.now());
  const chef = await joinRoom(plan.chef, true);
  const viewers: LiveSocket[] = [];
  for (let i = 0; i < plan.viewers.length; i += 50) {
    const batch = plan.viewers.slice(i, i + 50).map((viewer) => joinRoom(viewer, false));
    viewers.push(...(await Promise.all(batch)));
  }
  results.joined = viewers.length;
  await new Promise<void>((resolve, reject) =>
    chef.emit('chefStartLive', { liveId: plan.liveId, hasVideo: true }, (a) =>
      a.ok ? resolve() : reject(new Error(a.error.message)),
    ),
  );
  return { chef, viewers };
}

async function chatter(socket: LiveSocket, viewer: SiteUser) {
  let n = 0;
  await sleep(Math.random() * plan.chatEveryMs);
  while (Date.now() + 100 < endAt) {
    const message = `${viewer.name}: quina pinta! (${++n})`;
    if (socket.connected) {
      lines.set(message, { sentAt: Date.now(), receipts: 0 });
      results.linesSent++;
      socket.emit('sendChatMessage', { liveId: plan.liveId, message }, (answer) => {
        if (answer.ok && (answer as { rateLimited?: boolean }).rateLimited) results.rateLimited++;
      });
    }
    await sleep(Math.min(plan.chatEveryMs * (0.5 + Math.random()), endAt - Date.now()));
  }
}

const { chef, viewers } = await joinAll();
await Promise.all(viewers.map((socket, i) => chatter(socket, plan.viewers[i]!)));
await sleep(2000);
const members = viewers.length + 1;
for (const line of lines.values()) if (line.receipts < members) results.linesIncomplete++;
for (const socket of [chef, ...viewers]) socket.close();
writeFileSync(plan.resultsPath, JSON.stringify(results));
process.exit(0);
