/**
 * bench:site's load generator (its own process; run-site-bench.ts starts it with a plan file):
 * the plan's signed-in users, each holding a notifications socket as the web does
 * (apps/web/src/lib/socket.ts: websocket first, then polling, `authenticate` on every connection,
 * the list read again after a reconnection) and following the product's mix with pauses between
 * steps. Bounded: at most `maxRps` requests a second from this process, nothing started after the
 * plan's duration. Writes its samples to the plan's results file and exits.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ClientToServerEvents, ServerToClientEvents } from '@receptari/shared/events';
import { SOCKET_PATH } from '@receptari/shared/socket-path';
import { io, type Socket } from 'socket.io-client';
import { type Dispatcher, request as undiciRequest } from 'undici';
import { refuseNonLoopback } from './loopback.ts';
import {
  type SiteUser,
  type SocketLife,
  type StepSamples,
  type UsersPlan,
  type UsersResults,
  waitForStart,
} from './site-plan.ts';

const REQUEST_TIMEOUT_MS = 10_000;

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as UsersPlan;
refuseNonLoopback('the load target', plan.target);
const startAt = await waitForStart();
const endAt = startAt + plan.durationMs;

const results: UsersResults = {
  steps: {},
  acked: { likes: [], saves: [], comments: [], recipes: [] },
  sockets: [],
  notifications: [],
};

/** Requests a second held under maxRps: each request takes the next free slot. */
let nextSlot = 0;
async function pace() {
  const now = Date.now();
  const slot = Math.max(now, nextSlot);
  nextSlot = slot + 1000 / plan.maxRps;
  if (slot > now) await sleep(slot - now);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

function record(step: string, at: number, ms: number, status: number) {
  const samples: StepSamples = (results.steps[step] ??= { at: [], ms: [], status: [] });
  samples.at.push(at);
  samples.ms.push(Math.round(ms * 10) / 10);
  samples.status.push(status);
}

/** An answer as received; `text()` decodes (and decompresses) it, only for the steps that read it. */
type Answer = { status: number; contentType: string; text: () => string };

/**
 * What Chromium sends: the API compresses answers over 1 KB for it (plugins/compression.ts), and
 * that CPU is the site's as much as the answer's, so the bench asks as a browser does.
 */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

function decoded(body: Buffer, encoding: string): string {
  const decode = decoders[encoding];
  return (decode ? decode(body) : body).toString('utf8');
}

/**
 * A request through undici's own `request`, not `fetch`: the generators' CPU is the machine's too
 * (bench/README.md, "Whole site"), and `fetch`'s WHATWG layers cost about 0.3 ms more per request
 * (a local 7 kB JSON answer, 20 at a time, server included: 380-710 µs of CPU a request with
 * `fetch`, 70-190 µs with `request`; about a tenth of a core at 320 requests a second).
 * Keep-alive connections per origin, as the browser's.
 */
async function sendRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  json: unknown,
): Promise<Answer> {
  const res = await undiciRequest(url, {
    method: method as Dispatcher.HttpMethod,
    headers,
    body: json !== undefined ? JSON.stringify(json) : undefined,
    headersTimeout: REQUEST_TIMEOUT_MS,
    bodyTimeout: REQUEST_TIMEOUT_MS,
  });
  const contentType = res.headers['content-type'];
  // Read whole (the answer is over only then), decompressed only if a step reads it.
  const body = Buffer.from(await res.body.arrayBuffer());
  const encoding = String(res.headers['content-encoding'] ?? '');
  return {
    status: res.statusCode,
    contentType: String(contentType ?? ''),
    text: () => decoded(body, encoding),
  };
}

/** A multipart upload (5% of users, once each), as the form sends it: `fetch` builds the body. */
async function sendForm(url: string, headers: Record<string, string>, form: FormData): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers,
    body: form,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: () => text };
}

/** One request, timed and recorded under `step`; answers the status (0: no answer) and the JSON body, parsed when read. */
async function request(
  step: string,
  user: SiteUser,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<{ status: number; body: unknown }> {
  progress.paced++;
  await pace();
  progress.sent++;
  const headers: Record<string, string> = {
    authorization: `Bearer ${user.token}`,
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
  };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const at = Date.now();
  const started = performance.now();
  try {
    const res = init.form
      ? await sendForm(`${plan.target}${path}`, headers, init.form)
      : await sendRequest(`${plan.target}${path}`, init.method ?? 'GET', headers, init.json);
    progress.done++;
    record(step, at, performance.now() - started, res.status);
    const isJson = res.contentType.includes('json');
    // Decoded and parsed only by the steps that read it (a like's state, a list's ids): the pages'
    // answers are the largest and nobody reads them, and the generators' CPU is the machine's too.
    return {
      status: res.status,
      get body(): unknown {
        const text = isJson ? res.text() : '';
        return text !== '' ? JSON.parse(text) : null;
      },
    };
  } catch {
    record(step, at, performance.now() - started, 0);
    return { status: 0, body: null };
  }
}

const ok = (status: number) => status >= 200 && status < 300;

// BENCH_DEBUG: this process's progress every 5 s (requests answered, on their way, waiting for a slot).
const progress = { done: 0, sent: 0, paced: 0 };
if (process.env.BENCH_DEBUG)
  setInterval(() => console.log(`[users ${process.pid}] ${JSON.stringify(progress)}`), 5000).unref();

type Seen = { pushed: number[]; listed: number[] };
type NotificationList = { notifications: { id: number }[] };

function listed(seen: Seen, body: unknown) {
  for (const n of (body as NotificationList | null)?.notifications ?? []) seen.listed.push(n.id);
}

/** The notifications socket, as the web opens it; its connections and disconnections are recorded. */
function openNotificationSocket(user: SiteUser, seen: Seen) {
  const life: SocketLife = { userId: user.id, kind: 'notifications', connects: [], disconnects: [] };
  results.sockets.push(life);
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(plan.target, {
    path: SOCKET_PATH,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    auth: { token: user.token },
  });
  socket.on('connect', () => {
    life.connects.push(Date.now());
    socket.emit('authenticate', user.id);
    // Back after a lost connection: what was pushed meanwhile never came, so the web reads the list again.
    if (life.connects.length > 1)
      void request('notifications after a reconnection', user, '/api/notifications?limit=20').then((r) =>
        listed(seen, r.body),
      );
  });
  socket.on('disconnect', (reason) => life.disconnects.push({ at: Date.now(), reason }));
  socket.on('newNotification', (n) => seen.pushed.push(n.id));
  return socket;
}

/** Recipes this user has liked, saved (or tried to): a like or a save is a toggle, so each is done once. */
type Touched = { liked: Set<number>; saved: Set<number> };

const searchFilters = () => {
  const params = new URLSearchParams({ q: pick(plan.words), limit: '20' });
  if (Math.random() < 0.5) params.set('category', String(pick(plan.categories)));
  if (Math.random() < 0.3) params.set('cuisine', String(pick(plan.cuisines)));
  if (Math.random() < 0.4) params.set('max_time', pick(['15', '30', '60']));
  if (Math.random() < 0.3) params.set('difficulty', pick(['facil', 'regular']));
  return params;
};

const anyRecipe = () =>
  plan.recipeIds.min + Math.floor(Math.random() * (plan.recipeIds.max - plan.recipeIds.min + 1));

/** An own-recipe of another bench user this user has not yet touched in `set` (undefined: none left). */
function untouched(set: Set<number>) {
  for (let i = 0; i < 20; i++) {
    const id = pick(plan.ownRecipes);
    if (!set.has(id)) return id;
  }
  return undefined;
}

/** The product's mix (docs/product.md): what a signed-in visit does, by weight. */
const MIX: [weight: number, step: (user: SiteUser, touched: Touched, seen: Seen) => Promise<void>][] = [
  [
    20,
    async (user) => {
      await Promise.all([
        request('landing: page', user, '/'),
        request('landing: popular', user, '/api/recipes?sort=popular&limit=20'),
        request('landing: for you', user, '/api/recipes/recommended?limit=20'),
      ]);
    },
  ],
  [
    20,
    async (user) =>
      void (await request('search with filters', user, `/api/recipes/search?${searchFilters()}`)),
  ],
  [
    25,
    async (user) => {
      const id = Math.random() < 0.5 ? anyRecipe() : pick(plan.ownRecipes);
      await Promise.all([
        request('open recipe', user, `/api/recipes/${id}`),
        request('open recipe: comments', user, `/api/recipes/${id}/comments`),
      ]);
    },
  ],
  [
    8,
    async (user, touched) => {
      const id = untouched(touched.liked);
      if (id === undefined) return;
      touched.liked.add(id);
      const r = await request('like', user, `/api/recipes/${id}/like`, { method: 'POST', json: {} });
      if (ok(r.status) && (r.body as { liked: boolean }).liked) results.acked.likes.push([user.id, id]);
    },
  ],
  [
    6,
    async (user, touched) => {
      const id = untouched(touched.saved);
      if (id === undefined) return;
      touched.saved.add(id);
      const r = await request('save', user, `/api/saved-recipes/toggle/${id}`, { method: 'POST' });
      if (ok(r.status) && (r.body as { saved: boolean }).saved) results.acked.saves.push([user.id, id]);
    },
  ],
  [
    5,
    async (user) => {
      const id = pick(plan.ownRecipes);
      const r = await request('comment', user, `/api/recipes/${id}/comment`, {
        method: 'POST',
        json: { comment: `Molt bona, la farem diumenge (${user.name})` },
      });
      if (ok(r.status)) results.acked.comments.push((r.body as { id: number }).id);
    },
  ],
  [
    16,
    async (user, _touched, seen) => {
      const r = await request('open notifications', user, '/api/notifications?limit=20');
      listed(seen, r.body);
    },
  ],
];
const MIX_TOTAL = MIX.reduce((sum, [w]) => sum + w, 0);

function nextStep() {
  let roll = Math.random() * MIX_TOTAL;
  for (const [weight, step] of MIX) {
    roll -= weight;
    if (roll < 0) return step;
  }
  return MIX[0]![1];
}

const photo = readFileSync(plan.photoPath);

/** 5% of the users (plan's `creates`): upload a picture as the form does, then publish a recipe with it. */
async function createRecipe(user: SiteUser) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'plat.jpg');
  const uploaded = await request('create recipe: picture', user, '/api/media', { method: 'POST', form });
  if (!ok(uploaded.status)) return;
  const image = (uploaded.body as { secure_url: string }).secure_url;
  const created = await request('create recipe: publish', user, '/api/recipes', {
    method: 'POST',
    json: {
      ...plan.recipe,
      category_id: pick(plan.categories),
      cuisine_id: pick(plan.cuisines),
      title: `Coca de recapte de ${user.name}`,
      image,
    },
  });
  if (ok(created.status)) results.acked.recipes.push((created.body as { id: number }).id);
}

const think = () => plan.thinkMs * (0.5 + Math.random());

async function runUser(user: SiteUser, index: number) {
  await sleep(startAt + (index / plan.users.length) * plan.rampMs - Date.now());
  const seen: Seen = { pushed: [], listed: [] };
  results.notifications.push({ userId: user.id, ...seen });
  const socket = openNotificationSocket(user, seen);
  const touched: Touched = { liked: new Set(), saved: new Set() };
  // The creators publish once, somewhere in their visit.
  let createAt = user.creates ? Date.now() + Math.random() * (endAt - Date.now()) * 0.8 : Infinity;
  while (Date.now() + 100 < endAt) {
    if (Date.now() >= createAt) {
      createAt = Infinity;
      await createRecipe(user);
    } else await nextStep()(user, touched, seen);
    await sleep(Math.min(think(), endAt - Date.now()));
  }
  return socket;
}

const sockets = await Promise.all(plan.users.map(runUser));
// Pushes still on their way at the end (a notification committed in the last instant).
await sleep(2000);
for (const socket of sockets) socket.close();
for (const entry of results.notifications) {
  // runUser pushed its own `seen` object's arrays: results.notifications holds them by reference.
  entry.pushed = [...new Set(entry.pushed)];
  entry.listed = [...new Set(entry.listed)];
}
writeFileSync(plan.resultsPath, JSON.stringify(results));
process.exit(0);
