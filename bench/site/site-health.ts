import { readdirSync, readFileSync } from 'node:fs';
import { cpuMs } from '../lib/two-instances.ts';

/**
 * What says where a slow window's time went (bench/README.md, "Whole site"): each instance's
 * gauges at every scrape (the event loop's worst delay since the scrape before, the requests waiting
 * for a database connection, time in major garbage collections), the machine's busy share each second, and
 * the CPU of the servers the instances use, found by process name (every PostgreSQL backend, Redis).
 */
export type HealthSample = {
  at: number;
  instance: string;
  lagMaxMs: number;
  poolWaiting: number;
  /** Cumulative since the instance started (a restart starts it again from zero). */
  gcMajorMs: number;
};

const gauge = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

export function parseHealth(text: string, instance: string, at: number): HealthSample {
  return {
    at,
    instance,
    lagMaxMs: 1000 * gauge(text, /^nodejs_eventloop_lag_max_seconds (\S+)$/m),
    poolWaiting: gauge(text, /^db_pool_waiting (\S+)$/m),
    // No major collection yet: no series.
    gcMajorMs: 1000 * (gauge(text, /^nodejs_gc_duration_seconds_sum\{kind="major"\} (\S+)$/m) || 0),
  };
}

/** The machine's busy and total ticks since boot (/proc/stat: idle and iowait are not busy). */
export function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

const commOf = (pid: string) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

/**
 * The CPU of every process called `comm` (PostgreSQL forks a backend per connection): a pid seen
 * for the first time after the start counts from its own start, one that ends loses at most the
 * second since its last sample.
 */
export function processGroupCpu(comm: string) {
  const last = new Map<number, number>();
  let totalMs = 0;
  let first = true;
  const sample = () => {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || commOf(entry) !== comm) continue;
      const pid = Number(entry);
      try {
        const ms = cpuMs(pid);
        const before = last.get(pid);
        if (before !== undefined) totalMs += ms - before;
        else if (!first) totalMs += ms;
        last.set(pid, ms);
      } catch {
        // Ended between the listing and the read.
      }
    }
    first = false;
  };
  sample();
  return { sample, totalMs: () => totalMs };
}

type HealthWindow = {
  busy: number;
  lagMaxMs: Record<string, number>;
  poolWaitingMax: Record<string, number>;
  gcMajorMs: number;
};

/** Per window of the run: the machine's mean busy share, each instance's worst loop delay and pool queue, major GC time. */
export function healthWindows(
  samples: HealthSample[],
  busy: { at: number; busy: number }[],
  from: number,
  to: number,
  parts: number,
): HealthWindow[] {
  const width = (to - from) / parts;
  const windows = Array.from({ length: parts }, () => ({
    busySum: 0,
    busyN: 0,
    lagMaxMs: {} as Record<string, number>,
    poolWaitingMax: {} as Record<string, number>,
    gcMajorMs: 0,
  }));
  const at = (t: number) => windows[Math.floor((t - from) / width)];
  for (const b of busy) {
    const w = at(b.at);
    if (!w) continue;
    w.busySum += b.busy;
    w.busyN++;
  }
  const lastGc = new Map<string, number>();
  for (const s of samples) {
    const before = lastGc.get(s.instance);
    lastGc.set(s.instance, s.gcMajorMs);
    const w = at(s.at);
    if (!w) continue;
    w.lagMaxMs[s.instance] = Math.max(w.lagMaxMs[s.instance] ?? 0, s.lagMaxMs);
    w.poolWaitingMax[s.instance] = Math.max(w.poolWaitingMax[s.instance] ?? 0, s.poolWaiting);
    // A restarted instance's sum starts again from zero.
    if (before !== undefined) w.gcMajorMs += s.gcMajorMs >= before ? s.gcMajorMs - before : s.gcMajorMs;
  }
  return windows.map((w) => ({
    busy: w.busyN ? w.busySum / w.busyN : 0,
    lagMaxMs: w.lagMaxMs,
    poolWaitingMax: w.poolWaitingMax,
    gcMajorMs: w.gcMajorMs,
  }));
}
