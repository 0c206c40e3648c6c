import { cpuMs, rssKb } from '../lib/two-instances.ts';
import { type HealthSample, machineTicks, parseHealth, processGroupCpu } from './site-health.ts';

/**
 * What bench:site watches while it runs: each process's CPU and memory from /proc (an instance
 * restarted after its kill keeps its name, its new pid is read from then on), the machine's busy
 * share, and each instance's Prometheus counters (requests, database statements), summed across
 * the restart as Prometheus sums a counter that starts again from zero.
 */
export type Watched = { name: string; pid: () => number | undefined };

type Usage = { cpuMs: number; rssSumKb: number; rssPeakKb: number; samples: number };

/** The counters read from one instance's /metrics: requests outside the probes, statements, probes. */
type Scrape = { requests: number; queries: number; probes: number };

/** Routes the balancer and this bench call, not the users: kept out of "per request". */
const PROBES = new Set(['/api/health/ready', '/api/health/live', '/metrics']);

export function parseScrape(text: string): Scrape {
  const scrape: Scrape = { requests: 0, queries: 0, probes: 0 };
  for (const line of text.split('\n')) {
    const count = /^http_request_duration_seconds_count\{(.*)\} (\S+)$/.exec(line);
    if (count) {
      const route = /route="([^"]*)"/.exec(count[1]!)?.[1] ?? '';
      if (PROBES.has(route)) scrape.probes += Number(count[2]);
      else scrape.requests += Number(count[2]);
    }
    const queries = /^db_queries_total (\S+)$/.exec(line);
    if (queries) scrape.queries = Number(queries[1]);
  }
  return scrape;
}

export function startSampler(
  processes: Watched[],
  instances: { name: string; url: string }[],
  token: string,
) {
  const usage = new Map<string, Usage>(
    processes.map((p) => [p.name, { cpuMs: 0, rssSumKb: 0, rssPeakKb: 0, samples: 0 }]),
  );
  const lastCpu = new Map<string, { pid: number; ms: number }>();
  const startedAt = Date.now();
  const machineStart = machineTicks();
  const totals: Scrape = { requests: 0, queries: 0, probes: 0 };
  const lastScrape = new Map<string, Scrape>();
  const health: HealthSample[] = [];
  const busyEachSecond: { at: number; busy: number }[] = [];
  let lastTicks = machineStart;
  const groups = [
    { name: 'PostgreSQL (every backend)', cpu: processGroupCpu('postgres') },
    { name: 'Redis', cpu: processGroupCpu('redis-server') },
  ];

  const sampleMachine = () => {
    const ticks = machineTicks();
    busyEachSecond.push({
      at: Date.now(),
      busy: (ticks.busy - lastTicks.busy) / Math.max(1, ticks.total - lastTicks.total),
    });
    lastTicks = ticks;
    for (const g of groups) g.cpu.sample();
  };
  const sampleProcesses = () => {
    sampleMachine();
    for (const p of processes) {
      const pid = p.pid();
      if (!pid) continue;
      try {
        const ms = cpuMs(pid);
        const rss = rssKb(pid);
        // A zombie (killed, not yet reaped) has no VmRSS.
        if (!Number.isFinite(rss)) continue;
        const before = lastCpu.get(p.name);
        const u = usage.get(p.name)!;
        // A new pid (the instance started again) counts from its own start.
        u.cpuMs += before?.pid === pid ? ms - before.ms : ms;
        lastCpu.set(p.name, { pid, ms });
        u.rssSumKb += rss;
        u.rssPeakKb = Math.max(u.rssPeakKb, rss);
        u.samples++;
      } catch {
        // The process is gone (killed): its last sample stands.
      }
    }
  };
  const scrape = async () => {
    for (const instance of instances) {
      const res = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(2000),
      }).catch(() => null);
      if (!res?.ok) continue;
      const text = await res.text();
      const now = parseScrape(text);
      health.push(parseHealth(text, instance.name, Date.now()));
      const before = lastScrape.get(instance.name);
      // The first scrape is the baseline; a counter lower than before: the instance started again from zero.
      const restarted = before && (now.queries < before.queries || now.requests < before.requests);
      for (const key of ['requests', 'queries', 'probes'] as const)
        totals[key] += !before ? 0 : restarted ? now[key] : now[key] - before[key];
      lastScrape.set(instance.name, now);
    }
  };
  const processTimer = setInterval(sampleProcesses, 1000);
  const scrapeTimer = setInterval(() => void scrape(), 5000);
  void scrape();

  return {
    async stop() {
      clearInterval(processTimer);
      clearInterval(scrapeTimer);
      sampleProcesses();
      await scrape();
      const seconds = (Date.now() - startedAt) / 1000;
      const machineEnd = machineTicks();
      return {
        seconds,
        machineBusy: (machineEnd.busy - machineStart.busy) / (machineEnd.total - machineStart.total),
        processes: processes.map((p) => {
          const u = usage.get(p.name)!;
          return {
            name: p.name,
            cpuShare: u.cpuMs / 1000 / seconds,
            rssAvgMb: u.samples ? u.rssSumKb / u.samples / 1024 : 0,
            rssPeakMb: u.rssPeakKb / 1024,
          };
        }),
        groups: groups.map((g) => ({ name: g.name, cpuShare: g.cpu.totalMs() / 1000 / seconds })),
        health,
        busyEachSecond,
        counters: totals,
      };
    },
  };
}
