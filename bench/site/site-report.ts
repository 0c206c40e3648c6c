import { percentile } from '../lib/two-instances.ts';
import {
  failoverErrors,
  failureKinds,
  notificationFigures,
  reconnections,
  stepRows,
  TARGETS,
  throughput,
  timeline,
} from './site-figures.ts';
import type { LiveResults, UsersResults } from './site-plan.ts';
import { healthWindows } from './site-health.ts';
import type { startSampler } from './site-sampler.ts';
import type { Missing } from './site-verify.ts';

type Watched = Awaited<ReturnType<ReturnType<typeof startSampler>['stop']>>;

export type SiteRun = {
  setup: {
    recipes: number;
    users: number;
    viewers: number;
    seconds: number;
    rate: number;
    maxRps: number;
    thinkMs: number;
    generators: number;
  };
  /** Epoch ms; killAt and backAt are NaN when BENCH_SITE_KILL=0. */
  times: { startAt: number; rampMs: number; endOfLoad: number; killAt: number; backAt: number };
  users: UsersResults;
  live: LiveResults;
  watched: Watched;
  missing: Missing;
  written: { id: number; userId: number; createdAt: number }[];
};

/** After the kill, the window in which failures and disconnections are the kill's. */
const FAILOVER_WINDOW_MS = 60_000;

const f = (x: number, digits = 1) => x.toFixed(digits);
const pct = (x: number, digits = 2) => `${(100 * x).toFixed(digits)}%`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'NOT MET');
const ratio = (value: number, target: number) => `${f(value / target, 2)}x target`;

function stepTable(run: SiteRun) {
  const rows = stepRows(run.users.steps);
  const lines = [
    '| step | requests | p50 ms | p95 ms | p99 ms | errors (no answer, 5xx) | other 4xx | p99 < 200 ms |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.step} | ${r.requests} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} (${pct(r.errors / r.requests)}) | ${r.other4xx} | ${verdict(r.p99 < TARGETS.p99Ms)} |`,
    );
  return { lines, rows };
}

const WINDOWS = 20;

/** Each twentieth of the run: what users saw, then what the machine and each instance went through. */
function timelineTable(run: SiteRun) {
  const { startAt, endOfLoad, killAt } = run.times;
  const killS = (killAt - startAt) / 1000;
  const health = healthWindows(run.watched.health, run.watched.busyEachSecond, startAt, endOfLoad, WINDOWS);
  const pair = (r: Record<string, number>) =>
    ['instance 0', 'instance 1'].map((i) => f(r[i] ?? Number.NaN, 0)).join(' / ');
  return [
    '| seconds | req/s | p99 ms | failures | machine busy | loop delay max A / B ms | pool waiting max A / B | major GC ms |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...timeline(run.users.steps, startAt, endOfLoad, WINDOWS).map((w, i) => {
      const h = health[i]!;
      return `| ${f(w.fromS, 0)}-${f(w.toS, 0)}${killS >= w.fromS && killS < w.toS ? ' (kill)' : ''} | ${f(w.rps)} | ${f(w.p99)} | ${w.failures} | ${pct(h.busy, 0)} | ${pair(h.lagMaxMs)} | ${pair(h.poolWaitingMax)} | ${f(h.gcMajorMs, 0)} |`;
    }),
  ];
}

function processTable(watched: Watched) {
  return [
    '| process | CPU (share of one core) | RSS mean | RSS peak |',
    '|---|---:|---:|---:|',
    ...watched.processes.map(
      (p) => `| ${p.name} | ${pct(p.cpuShare, 1)} | ${f(p.rssAvgMb, 0)} MB | ${f(p.rssPeakMb, 0)} MB |`,
    ),
    ...watched.groups.map((g) => `| ${g.name} | ${pct(g.cpuShare, 1)} | | |`),
  ];
}

function failoverLines(run: SiteRun) {
  const { killAt, backAt } = run.times;
  if (Number.isNaN(killAt)) return ['No kill (BENCH_SITE_KILL=0).'];
  const errors = failoverErrors(run.users.steps, killAt, FAILOVER_WINDOW_MS);
  const span = errors.first === null ? 0 : errors.last! - errors.first;
  const sockets = reconnections([...run.users.sockets, ...run.live.sockets], killAt, FAILOVER_WINDOW_MS);
  const worst = sockets.sinceKill.at(-1) ?? 0;
  const m = run.missing;
  const lostWrites = m.likes.missing + m.saves.missing + m.comments.missing;
  const allBack = sockets.never === 0 && worst / 1000 <= TARGETS.reconnectSeconds;
  return [
    `Instance B killed with SIGKILL ${f((killAt - run.times.startAt) / 1000, 0)} s into the load, started again and healthy ${f((backAt - killAt) / 1000)} s later.`,
    '',
    '| figure | value | target |',
    '|---|---|---|',
    `| failed requests in the minute after the kill | ${errors.count} (${failureKinds(run.users.steps, killAt - 10_000, killAt + FAILOVER_WINDOW_MS)}) | |`,
    `| first to last failed request | ${errors.first === null ? 'none' : `${f(errors.first)} s to ${f(errors.last!)} s after the kill: ${f(span)} s`} | ≤ ${TARGETS.failoverErrorSeconds} s: ${verdict(span <= TARGETS.failoverErrorSeconds)} |`,
    `| sockets cut by the kill (notifications + live room) | ${sockets.cut}; never back: ${sockets.never} | |`,
    `| disconnection to reconnection, p50 / p99 / max | ${sockets.gaps.length ? `${f(percentile(sockets.gaps, 0.5) / 1000, 2)} / ${f(percentile(sockets.gaps, 0.99) / 1000, 2)} / ${f(sockets.gaps.at(-1)! / 1000, 2)} s` : '-'} | |`,
    `| kill to reconnection, p50 / p99 / max | ${sockets.sinceKill.length ? `${f(percentile(sockets.sinceKill, 0.5) / 1000, 2)} / ${f(percentile(sockets.sinceKill, 0.99) / 1000, 2)} / ${f(worst / 1000, 2)} s` : '-'} | every one ≤ ${TARGETS.reconnectSeconds} s: ${verdict(allBack)} |`,
    `| acknowledged writes missing from the database | ${lostWrites} (likes ${m.likes.missing} of ${m.likes.acked}, saves ${m.saves.missing} of ${m.saves.acked}, comments ${m.comments.missing} of ${m.comments.acked}; recipes published ${m.recipes.missing} of ${m.recipes.acked}) | 0: ${verdict(lostWrites === 0 && m.recipes.missing === 0)} |`,
  ];
}

function notificationLines(run: SiteRun) {
  const n = notificationFigures(run.written, run.users);
  return [
    `Notifications written for the users during the load: ${n.written}; pushed to the user's socket: ${n.pushed} (${pct(n.pushed / Math.max(1, n.written), 1)}); not pushed but read in a list the user opened (after a reconnection or by opening notifications): ${n.listedOnly}; neither by the end: ${n.neverSeen}.`,
    `Lost (written while the user's socket was connected and stayed so for the next second, never pushed): ${n.lost}. A notification written while a socket was down (before the user arrived, or cut by the kill) is not pushed by design; the web reads the list again on reconnection.`,
  ];
}

export function renderSiteReport(run: SiteRun): string[] {
  const { setup, times, watched, live } = run;
  const { lines: steps, rows } = stepTable(run);
  const requests = rows.reduce((s, r) => s + r.requests, 0);
  const errors = rows.reduce((s, r) => s + r.errors, 0);
  const sustained = throughput(run.users.steps, times.startAt + times.rampMs, times.endOfLoad);
  const worstP99 = Math.max(...rows.map((r) => r.p99));
  const perRequest = watched.counters.queries / Math.max(1, watched.counters.requests);
  const fanOut = [...live.fanOutMs].sort((a, b) => a - b);
  return [
    `# Whole site: ${setup.users} users, ${setup.seconds} s, ${setup.recipes} recipes, two instances behind HAProxy (${new Date(times.startAt).toISOString()})`,
    '',
    `Mix per signed-in user (site-users.ts): landing (page, popular, for you) 20, search with filters 20, open a recipe (and its comments) 25, like 8, save 6, comment 5, open notifications 16; 5% publish one recipe with a picture; each holds a notifications socket; ${setup.viewers} of them also in one live's room (LIVE_MEDIA=mesh: chat only, no media), a chat line each about every 30 s. Pause between steps ${setup.thinkMs} ms on average (aimed at ${setup.rate} req/s), ceiling ${setup.maxRps} req/s, ${setup.generators} user generator processes.`,
    '',
    '## Throughput and errors',
    '',
    '| figure | value | target |',
    '|---|---|---|',
    `| requests | ${requests} in ${f((times.endOfLoad - times.startAt) / 1000, 0)} s | |`,
    `| sustained (after the ${f(times.rampMs / 1000, 0)} s ramp) | ${f(sustained)} req/s (${ratio(sustained, TARGETS.rps)}) | ≥ ${TARGETS.rps}: ${verdict(sustained >= TARGETS.rps)} |`,
    `| errors (no answer or 5xx), whole run | ${errors} (${pct(errors / Math.max(1, requests), 3)}; ${failureKinds(run.users.steps)}) | < 0.1%: ${verdict(errors / Math.max(1, requests) < TARGETS.errorShare)} |`,
    `| worst step p99 | ${f(worstP99)} ms (${ratio(worstP99, TARGETS.p99Ms)}) | < ${TARGETS.p99Ms} ms: ${verdict(worstP99 < TARGETS.p99Ms)} |`,
    `| database statements per request (db_queries_total / requests, both instances' /metrics; probes and scrapes left out, their statements not) | ${f(perRequest, 2)} (${watched.counters.queries} / ${watched.counters.requests}; ${watched.counters.probes} probes) | |`,
    `| live room: viewers joined, chat lines, rate-limited | ${live.joined}, ${live.linesSent}, ${live.rateLimited} | |`,
    `| live chat fan-out, emit to each receipt p50 / p99 (${fanOut.length} receipts); lines some member missed | ${fanOut.length ? `${f(percentile(fanOut, 0.5))} / ${f(percentile(fanOut, 0.99))} ms` : '-'}; ${live.linesIncomplete} | |`,
    `| the machine's cores busy (everything on it) | ${pct(watched.machineBusy, 0)} | |`,
    '',
    '## Per step',
    '',
    ...steps,
    '',
    '## Over time',
    '',
    ...timelineTable(run),
    '',
    '## CPU and memory per process',
    '',
    ...processTable(watched),
    '',
    '## Failover',
    '',
    ...failoverLines(run),
    '',
    ...notificationLines(run),
  ];
}
