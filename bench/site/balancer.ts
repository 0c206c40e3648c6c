import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const HAPROXY = '/usr/sbin/haproxy';

/**
 * The balancer in front of the two instances: Debian's HAProxy. The API is balanced request by
 * request (any instance answers any request: PostgreSQL and Redis are shared). Socket.IO is kept on
 * one instance per client by a cookie: the web opens its sockets websocket first but falls back to
 * polling (apps/web/src/lib/socket.ts), and a polling session's requests must all reach the
 * instance that holds it; a websocket is one connection and needs nothing. Both ask
 * /api/health/ready each second and take an instance out after three failures (a check over 5 s is
 * one), or at its first refused connection (`observe layer4`: a killed instance is out at once, not
 * after three checks); a connection refused is retried on the other one (`option redispatch`), and
 * so is a GET whose instance died before answering (`retry-on empty-response`: reading twice changes
 * nothing, a write is never sent twice). An instance that comes back is in at its first good check
 * (`rise 1`: its readiness already asks the database, Redis and the bucket) and given its share over
 * 3 s (`slowstart`), not every queued request at once (bench/README.md, "The balancer's choice after
 * a kill": with `rise 2` and 10 s the survivor served alone seconds longer and twice as many users
 * got a 503).
 *
 * At most API_CONNECTIONS requests are at an instance at once; the rest wait in HAProxy's queue, in
 * order, for the first instance free. Without it a saturated instance's kernel backlog (511
 * connections) filled and dropped connections, whose retransmissions (1, 3, 7 s) made answers of
 * over 10 s and failed the health checks of both instances (bench/README.md, "Whole site").
 */
/** Requests one instance works on at once: its database pool (10) twice over, the rest queued here. */
export const API_CONNECTIONS = 32;

export function haproxyConfig(listen: { host: string; port: number }, instances: number[]) {
  const servers = (extra: (i: number) => string) =>
    instances.map((port, i) => `  server app${i} 127.0.0.1:${port} check${extra(i)}`).join('\n');
  return `global
  # Each connection holds two descriptors (client and server side), under the 20,000 a process may open here.
  maxconn 8000

defaults
  mode http
  option redispatch
  retries 2
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout tunnel 1h
  timeout http-keep-alive 10s
  # A request waits at most this long in the queue for a free instance (then 503): long enough for
  # a killed instance to restart and drain what queued on the survivor meanwhile (5 s answered those
  # with 503s), short of the 10 s after which a user has given up anyway.
  timeout queue 8s
  # A killed instance refuses the check's connection at once, and three refusals take it out; a
  # busy one answers late, and is taken out only after three checks of over 5 s (with 2 s, both
  # instances of a loaded dev run were taken out together: every request a 503).
  timeout check 5s
  default-server inter 1s fall 3 rise 1 slowstart 3s observe layer4 error-limit 1 on-error mark-down

frontend site
  bind ${listen.host}:${listen.port}
  option forwardfor
  use_backend sockets if { path_beg /socket.io/ }
  default_backend app

backend app
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  retry-on conn-failure empty-response
  http-request disable-l7-retry unless METH_GET
${servers(() => ` maxconn ${API_CONNECTIONS}`)}

backend sockets
  balance leastconn
  cookie receptari-instance insert indirect nocache httponly
  option httpchk GET /api/health/ready
  http-check expect status 200
${servers((i) => ` cookie app${i}`)}
`;
}

/** Starts HAProxy in the foreground (-db) with that configuration; resolves once it answers on its port. */
export async function startBalancer(
  dir: string,
  listen: { host: string; port: number },
  instances: number[],
): Promise<ChildProcess> {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(listen, instances));
  const check = spawn(HAPROXY, ['-c', '-q', '-f', file], { stdio: 'inherit' });
  const valid = await new Promise((resolve) => check.once('exit', (code) => resolve(code === 0)));
  if (!valid) throw new Error(`bench:site: HAProxy refused its configuration (${file})`);
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'inherit', 'inherit'] });
  for (const started = Date.now(); Date.now() - started < 20_000;) {
    if (child.exitCode !== null) throw new Error(`bench:site: HAProxy ended (${child.exitCode})`);
    const up = await fetch(`http://${listen.host}:${listen.port}/api/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('bench:site: HAProxy did not answer within 20 s');
}
