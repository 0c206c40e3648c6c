import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { newToken } from '../../apps/server/src/modules/auth/token.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import {
  exitCode,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/test/helpers/server-process.ts';

/**
 * What the two-instance benchmarks share: a fresh PostgreSQL database, users with tokens written
 * straight to the tables, two real server processes on it and one Redis, and the figures' helpers.
 */
export const postgresBase = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Drops a bench's database, whoever is still connected to it. */
export async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: postgresBase });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

/** A fresh database each run: the figures never depend on an earlier run's rows. */
export async function freshDatabaseUrl(name: string) {
  await dropDatabase(name);
  const url = new URL(postgresBase);
  url.pathname = `/${name}`;
  return url.href;
}

/** `count` users named bench1..benchN, each with a bearer token (registrations would hit their limit). */
export async function insertBenchUsers(db: Db, count: number) {
  const tokens = Array.from({ length: count }, () => newToken());
  await db.execute(sql`
    insert into users (name, name_skeleton, email, role)
    select 'bench' || i, 'bench' || i, 'bench' || i || '@example.cat', 'user'
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into auth_tokens (user_id, token_hash)
    select u.id, t.hash
    from unnest(string_to_array(${tokens.map((t) => t.hash).join(',')}, ',')) with ordinality t(hash, n)
    join users u on u.name = 'bench' || t.n`);
  const ids = (await db.execute(sql`select id from users order by id`)).rows.map((r) => Number(r.id));
  return { tokens: tokens.map((t) => t.token), ids };
}

/** Two server processes on one database and one Redis, as behind a load balancer; their output is in `output()`. */
export async function startTwoInstances(databaseUrl: string, dataDir: string): Promise<ServerProcess[]> {
  const servers: ServerProcess[] = [];
  // A prefix of this run's own: the rate limits' counters (which expire by themselves) never carry
  // over from the run before on the same users' ids.
  const redisKeyPrefix = `bench-${process.pid}-${Date.now()}:`;
  for (let i = 0; i < 2; i++) {
    servers.push(
      await startServerProcess({
        DATA_DIR: mkdtempSync(join(dataDir, `instance-${i}-`)),
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: redisKeyPrefix,
        NODE_ENV: 'production',
        // BENCH_DEBUG reads each request's 'request completed' line (responseTime) from the servers'
        // output; otherwise they log only slow requests, as in production (bench/README.md, "Cost of logging").
        LOG_REQUESTS: process.env.BENCH_DEBUG ? '1' : '0',
      }),
    );
  }
  return servers;
}

export const rssKb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** A process's CPU time so far (user + system), in milliseconds (Linux /proc, 100 ticks a second). */
export function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Prints the figures and writes them to bench/reports/<name>-<date>.md, the first line as its title. */
export function writeReport(name: string, lines: string[]) {
  console.log(lines.join('\n'));
  const report = join(
    import.meta.dirname,
    '..',
    'reports',
    `${name}-${new Date().toISOString().slice(0, 10)}.md`,
  );
  writeFileSync(
    report,
    `# ${lines[0]}\n\n${lines
      .slice(1)
      .map((l) => `- ${l}`)
      .join('\n')}\n`,
  );
}

/** Closes the clients, stops both servers and waits for them, closes the database, removes the data. */
export async function stopAll(
  sockets: { close(): unknown }[],
  servers: ServerProcess[],
  handle: { close(): Promise<unknown> },
  dataDir: string,
) {
  for (const socket of sockets) socket.close();
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => exitCode(server.child)));
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
