import { percentile } from '../lib/two-instances.ts';
import type { SocketLife, StepSamples, UsersResults } from './site-plan.ts';

/** Issue 37's targets (Performance): printed beside the figures, never asserted. */
export const TARGETS = {
  rps: 300,
  p99Ms: 200,
  errorShare: 0.001,
  failoverErrorSeconds: 5,
  reconnectSeconds: 10,
};

/** An answer the user counts as a failure: none at all, or a server error (a 4xx is the mix's own doing). */
export const failed = (status: number) => status === 0 || status >= 500;

export function mergeUsers(parts: UsersResults[]): UsersResults {
  const merged: UsersResults = {
    steps: {},
    acked: { likes: [], saves: [], comments: [], recipes: [] },
    sockets: [],
    notifications: [],
  };
  for (const part of parts) {
    for (const [step, s] of Object.entries(part.steps)) {
      const into: StepSamples = (merged.steps[step] ??= { at: [], ms: [], status: [] });
      into.at.push(...s.at);
      into.ms.push(...s.ms);
      into.status.push(...s.status);
    }
    for (const key of ['likes', 'saves'] as const) merged.acked[key].push(...part.acked[key]);
    merged.acked.comments.push(...part.acked.comments);
    merged.acked.recipes.push(...part.acked.recipes);
    merged.sockets.push(...part.sockets);
    merged.notifications.push(...part.notifications);
  }
  return merged;
}

export type StepRow = {
  step: string;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  other4xx: number;
};

export function stepRows(steps: UsersResults['steps']): StepRow[] {
  return Object.entries(steps)
    .map(([step, s]) => {
      const sorted = [...s.ms].sort((a, b) => a - b);
      return {
        step,
        requests: s.ms.length,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
        errors: s.status.filter(failed).length,
        other4xx: s.status.filter((x) => x >= 400 && x < 500).length,
      };
    })
    .sort((a, b) => b.requests - a.requests);
}

/** Requests started between `from` and `to` (epoch ms), per second. */
export function throughput(steps: UsersResults['steps'], from: number, to: number) {
  let n = 0;
  for (const s of Object.values(steps)) for (const at of s.at) if (at >= from && at < to) n++;
  return n / ((to - from) / 1000);
}

/** Statuses of the failures, e.g. "0 ×3, 502 ×1". */
export function failureKinds(steps: UsersResults['steps'], from = -Infinity, to = Infinity) {
  const kinds = new Map<number, number>();
  for (const s of Object.values(steps))
    s.status.forEach((status, i) => {
      if (failed(status) && s.at[i]! >= from && s.at[i]! < to)
        kinds.set(status, (kinds.get(status) ?? 0) + 1);
    });
  return [...kinds].map(([status, n]) => `${status === 0 ? 'no answer' : status} ×${n}`).join(', ') || 'none';
}

/** Failures the users saw from the kill on: how many, the first and the last (seconds after the kill). */
export function failoverErrors(steps: UsersResults['steps'], killAt: number, windowMs: number) {
  const times: number[] = [];
  for (const s of Object.values(steps))
    s.status.forEach((status, i) => {
      const at = s.at[i]! + s.ms[i]!;
      if (failed(status) && at >= killAt && at < killAt + windowMs) times.push(at);
    });
  times.sort((a, b) => a - b);
  return {
    count: times.length,
    first: times.length ? (times[0]! - killAt) / 1000 : null,
    last: times.length ? (times.at(-1)! - killAt) / 1000 : null,
  };
}

/**
 * The sockets the kill cut: each one's disconnection in the window after the kill, the next
 * connection after it (a socket.io-client reconnects by itself, through the balancer, to the
 * instance still up), and the time from the kill to that connection (what the user waits).
 */
export function reconnections(sockets: SocketLife[], killAt: number, windowMs: number) {
  const gaps: number[] = [];
  const sinceKill: number[] = [];
  let never = 0;
  for (const life of sockets) {
    // 'io client disconnect' is the generator closing its sockets at the end, not the kill.
    const cut = life.disconnects.find(
      (d) => d.at >= killAt && d.at < killAt + windowMs && d.reason !== 'io client disconnect',
    );
    if (!cut) continue;
    const back = life.connects.find((at) => at >= cut.at);
    if (back === undefined) {
      never++;
      continue;
    }
    gaps.push(back - cut.at);
    sinceKill.push(back - killAt);
  }
  gaps.sort((a, b) => a - b);
  sinceKill.sort((a, b) => a - b);
  return { cut: gaps.length + never, never, gaps, sinceKill };
}

/** Whether a user's socket was connected all through [from, to] (epoch ms). */
function connectedThrough(life: SocketLife | undefined, from: number, to: number) {
  if (!life) return false;
  const events = [
    ...life.connects.map((at) => ({ at, up: true })),
    ...life.disconnects.map((d) => ({ at: d.at, up: false })),
  ].sort((a, b) => a.at - b.at);
  let up = false;
  for (const e of events) {
    if (e.at > to) break;
    if (e.at > from && !e.up) return false;
    if (e.at <= from) up = e.up;
  }
  return up;
}

/**
 * Notifications written for the bench's users during the run, against what reached them. A push
 * is promised to a connected socket (docs/product.md#notifications-socket); a socket that was down
 * gets the list again when it comes back (as the web does). So: pushed; not pushed but read in a
 * list; and lost = written while the user's socket was connected (and stayed so for the next
 * second) yet never pushed.
 */
export function notificationFigures(
  written: { id: number; userId: number; createdAt: number }[],
  users: UsersResults,
) {
  const seen = new Map(users.notifications.map((n) => [n.userId, n]));
  const lives = new Map(users.sockets.filter((s) => s.kind === 'notifications').map((s) => [s.userId, s]));
  let pushed = 0;
  let listedOnly = 0;
  let neverSeen = 0;
  let lost = 0;
  for (const n of written) {
    const user = seen.get(n.userId);
    const wasPushed = user?.pushed.includes(n.id) ?? false;
    if (wasPushed) pushed++;
    else if (user?.listed.includes(n.id)) listedOnly++;
    else neverSeen++;
    if (!wasPushed && connectedThrough(lives.get(n.userId), n.createdAt, n.createdAt + 1000)) lost++;
  }
  return { written: written.length, pushed, listedOnly, neverSeen, lost };
}

/** The run cut in `parts` equal windows: each one's requests a second, p99 and failures (the kill shows). */
export function timeline(steps: UsersResults['steps'], from: number, to: number, parts: number) {
  const width = (to - from) / parts;
  const windows = Array.from({ length: parts }, () => ({ ms: [] as number[], failures: 0 }));
  for (const s of Object.values(steps))
    s.at.forEach((at, i) => {
      const w = windows[Math.floor((at - from) / width)];
      if (!w) return;
      w.ms.push(s.ms[i]!);
      if (failed(s.status[i]!)) w.failures++;
    });
  return windows.map((w, i) => {
    const sorted = w.ms.sort((a, b) => a - b);
    return {
      fromS: (i * width) / 1000,
      toS: ((i + 1) * width) / 1000,
      rps: w.ms.length / (width / 1000),
      p99: sorted.length ? percentile(sorted, 0.99) : 0,
      failures: w.failures,
    };
  });
}
