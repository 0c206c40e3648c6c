import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tr } from '@receptari/shared/i18n/tr/core';
import type { FastifyInstance } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '../lib/app-error.ts';
import type { EventBus } from '../lib/events.ts';
import { liveRoomCounts } from '../modules/lives/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this app (plugins/metrics.ts); one per app, so tests never share one. */
    metrics: Registry;
    /** Where METRICS_PORT's own server listens once the app is ready; null without METRICS_PORT. */
    metricsAddress: () => AddressInfo | null;
  }
}

/** Same-length digests, so the comparison takes as long whatever the token given. */
const digest = (text: string) => createHash('sha256').update(text).digest();
function tokenMatches(header: string | undefined, token: string) {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Requests by route pattern (never the raw URL: ids would make a series per resource) and status. */
function requestMetrics(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests answered, by method, route pattern and status, with their latency',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const refused = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern; socket events refused by theirs as socket:<event>',
    labelNames: ['route'],
    registers: [registry],
  });
  new Gauge({
    name: 'http_requests_in_flight',
    help: 'HTTP requests taken and not yet answered, at scrape time',
    registers: [registry],
    collect() {
      this.set(app.requestsInFlight());
    },
  });
  app.addHook('onResponse', (request, reply, done) => {
    // A URL no route matched has no pattern: one series for all of them.
    const route = request.routeOptions.url ?? '(unmatched)';
    const status = reply.statusCode;
    duration.observe(
      { method: request.method, route, status_code: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) refused.inc({ route });
    done();
  });
}

/**
 * Every statement the pool's connections send (BEGIN and COMMIT included): a client's `query` is
 * wrapped the first time the pool hands it out, so the connections opened before this plugin (the
 * start-up's ping) are counted from their next use. Database calls per request is this over the
 * requests counted above (bench/site reports it).
 */
function countQueries(pool: Pool, registry: Registry) {
  const queries = new Counter({
    name: 'db_queries_total',
    help: 'Statements sent to PostgreSQL by this instance (BEGIN and COMMIT included; PGlite: not counted)',
    registers: [registry],
  });
  const counted = new WeakSet<PoolClient>();
  pool.on('acquire', (client) => {
    if (counted.has(client)) return;
    counted.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      queries.inc();
      return query(...args);
    }) as typeof client.query;
  });
}

/** The pg Pool's use at scrape time; PGlite is one embedded connection and has no pool. */
function databaseMetrics(app: FastifyInstance, registry: Registry) {
  const pool = () => (app.database.driver.kind === 'postgres' ? app.database.driver.pool : null);
  const postgresPool = pool();
  if (postgresPool) countQueries(postgresPool, registry);
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'PostgreSQL pool connections running a query (PGlite has no pool: always 1, its one embedded connection)',
    registers: [registry],
    collect() {
      const p = pool();
      this.set(p ? p.totalCount - p.idleCount : 1);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Queries waiting for a free PostgreSQL pool connection (PGlite has no pool: always 0)',
    registers: [registry],
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections open, busy or idle (PGlite: always 1)',
    registers: [registry],
    collect() {
      this.set(pool()?.totalCount ?? 1);
    },
  });
}

/** Sockets of this instance, read from Socket.IO at scrape time (the io is set up after this plugin). */
function socketMetrics(app: FastifyInstance, registry: Registry) {
  const io = () => (app.hasDecorator('io') && app.io ? app.io : null);
  new Gauge({
    name: 'socketio_connections',
    help: 'Socket.IO connections on this instance, by namespace',
    labelNames: ['namespace'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [name, nsp] of io()?._nsps ?? []) this.set({ namespace: name }, nsp.sockets.size);
    },
  });
  new Gauge({
    name: 'live_rooms',
    help: 'Lives with at least one joined socket on this instance',
    registers: [registry],
    collect() {
      const sockets = io();
      this.set(sockets ? liveRoomCounts(sockets).rooms : 0);
    },
  });
  new Gauge({
    name: 'live_viewers',
    help: 'Viewers (not chefs) joined to a live room on this instance',
    registers: [registry],
    collect() {
      const sockets = io();
      this.set(sockets ? liveRoomCounts(sockets).viewers : 0);
    },
  });
}

/**
 * Counts the domain events this instance publishes and the handler runs it delivers them to
 * (lib/events.ts), by wrapping the bus's publish and subscribe in place: every subscription made
 * after this (realtime/, the lives' room) is counted.
 */
function eventMetrics(bus: EventBus, registry: Registry) {
  const published = new Counter({
    name: 'domain_events_published_total',
    help: 'Domain events published by this instance after their commit, by type',
    labelNames: ['type'],
    registers: [registry],
  });
  const delivered = new Counter({
    name: 'domain_events_delivered_total',
    help: 'Domain events handed to a subscriber on this instance (one per handler run), by type',
    labelNames: ['type'],
    registers: [registry],
  });
  const publish = bus.publish.bind(bus);
  const subscribe = bus.subscribe.bind(bus);
  bus.publish = (type, payload) => {
    published.inc({ type });
    return publish(type, payload);
  };
  bus.subscribe = (type, handler) =>
    subscribe(type, (payload) => {
      delivered.inc({ type });
      return handler(payload);
    });
}

/** METRICS_PORT: the scrape on a server of its own, bound to METRICS_HOST, started with the app. */
function serveOnOwnPort(app: FastifyInstance, registry: Registry, port: number) {
  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  app.addHook('onReady', async () => {
    const token = app.config.METRICS_TOKEN;
    server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      const status =
        req.method !== 'GET' || path !== '/metrics'
          ? 404
          : token && !tokenMatches(req.headers.authorization, token)
            ? 401
            : 200;
      if (status !== 200) {
        res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(`${status}\n`);
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics not collected');
          res.writeHead(500).end();
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, app.config.METRICS_HOST, resolve);
    });
  });
  app.addHook('onClose', async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  });
}

/**
 * The Prometheus scrape, never public: on the app's port only with `Authorization: Bearer
 * METRICS_TOKEN` (none set: 404, as if there were no such page; a wrong token: 401), or on
 * METRICS_PORT (bound to METRICS_HOST) when that is set, and then never on the app's port.
 * Registered after the event bus, before the routes and Socket.IO.
 */
export function registerMetrics(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  requestMetrics(app, registry);
  databaseMetrics(app, registry);
  socketMetrics(app, registry);
  eventMetrics(app.events, registry);
  app.decorate('metrics', registry);

  const { METRICS_PORT: port, METRICS_TOKEN: token } = app.config;
  if (port !== undefined) serveOnOwnPort(app, registry, port);
  else app.decorate('metricsAddress', () => null);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (port !== undefined || !token) throw AppError.notFound('not_found', tr.errors.notFound);
    if (!tokenMatches(request.headers.authorization, token))
      throw AppError.unauthorized('unauthorized', tr.auth.unauthorized);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
