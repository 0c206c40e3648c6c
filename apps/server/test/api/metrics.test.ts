/**
 * The Prometheus scrape (plugins/metrics.ts): never public, and what an operator watches is in it,
 * from real requests, sockets and events.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_NOTIFICATIONS_PER_MINUTE } from '@receptari/shared/notifications/notifications.schemas';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';
import { ask, openLiveSocket } from '../helpers/live-socket-client.ts';
import { type Catalog, makeLive, makeRecipe, recipeTestWorld } from '../helpers/recipe-factory.ts';
import { openSocket } from '../helpers/socket-client.ts';

const TOKEN = 'metrics-token-for-tests-0123';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** One sample's value in a scrape: `name{labels} value`, labels in any order. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const has = Object.entries(labels).every(([k, v]) => (match[2] ?? '').includes(`${k}="${v}"`));
    if (has) return Number(match[3]);
  }
  return undefined;
}

describe('without METRICS_TOKEN', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app?.dispose());

  it('GET /metrics answers 404, whatever the token', async () => {
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  let app: TestApp;
  let url: string;
  let catalog: Catalog;
  const scrape = async () => {
    const res = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    ({ app, catalog } = await recipeTestWorld({ METRICS_TOKEN: TOKEN }));
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.dispose());

  it('refuses a request without the token or with another (401), and never lists /metrics in the API', async () => {
    const none = await app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'unauthorized' });
    expect((await app.inject({ url: '/metrics', headers: bearer(`${TOKEN}x`) })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/openapi.json' })).body).not.toContain(TOKEN);
  });

  it('counts requests by route pattern and status, with their latency, never by raw URL', async () => {
    const { auth } = await registerUser(app);
    await app.inject({ url: '/api/recipes/987654', headers: auth });
    await app.inject({ url: '/api/recipes/987653', headers: auth });
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/recipes/:id', status_code: '404' };
    expect(sample(text, 'http_request_duration_seconds_count', labels)).toBe(2);
    expect(sample(text, 'http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(text).not.toContain('987654');
    // The scrape itself is the one request in flight as it is answered.
    expect(sample(text, 'http_requests_in_flight')).toBe(1);
  });

  it('gives the process, the database pool and the scrape its Prometheus content type', async () => {
    const res = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
    expect(sample(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'counts the statements sent to PostgreSQL, a transaction’s BEGIN and COMMIT included (PostgreSQL only)',
    async () => {
      const { auth } = await registerUser(app);
      const recipeId = await makeRecipe(app.db, (await registerUser(app)).user.id, catalog);
      const before = sample(await scrape(), 'db_queries_total')!;
      const liked = await app.inject({
        method: 'POST',
        url: `/api/recipes/${recipeId}/like`,
        headers: auth,
        payload: {},
      });
      expect(liked.statusCode).toBeLessThan(300);
      const after = sample(await scrape(), 'db_queries_total')!;
      // At least the like's own BEGIN, insert and COMMIT; other statements of the request add to it.
      expect(after - before).toBeGreaterThanOrEqual(3);
    },
  );

  it('counts sockets per namespace, live rooms and their viewers', async () => {
    const chef = await registerUser(app);
    const viewer = await registerUser(app);
    await app.db.update(users).set({ role: 'chef' }).where(eq(users.id, chef.user.id));
    const recipe = await makeRecipe(app.db, chef.user.id, catalog);
    const live = { id: await makeLive(app.db, chef.user.id, { recipeId: recipe }) };
    const before = await scrape();
    const main = await openSocket(url, { auth: { token: viewer.token } });
    const room = await openLiveSocket(url, live!.id, { token: viewer.token });
    try {
      const joined = await ask(room.socket, 'joinLiveRoom', { liveId: live!.id });
      expect(joined.ok).toBe(true);
      const text = await scrape();
      expect(sample(text, 'socketio_connections', { namespace: '/' })).toBe(
        (sample(before, 'socketio_connections', { namespace: '/' }) ?? 0) + 1,
      );
      expect(sample(text, 'socketio_connections', { namespace: '/live' })).toBe(1);
      expect(sample(text, 'live_rooms')).toBe(1);
      expect(sample(text, 'live_viewers')).toBe(1);
    } finally {
      main.close();
      room.socket.close();
    }
    await expect.poll(async () => sample(await scrape(), 'live_viewers'), { timeout: 5000 }).toBe(0);
  });

  it('counts domain events published and delivered, and rate-limit refusals', async () => {
    // A like on somebody's recipe notifies its cook: `notification.created`, after the commit.
    const cook = await registerUser(app);
    const fan = await registerUser(app);
    const recipe = await makeRecipe(app.db, cook.user.id, catalog);
    const type = 'notification.created';
    const published = sample(await scrape(), 'domain_events_published_total', { type }) ?? 0;
    const delivered = sample(await scrape(), 'domain_events_delivered_total', { type }) ?? 0;
    const like = await app.inject({ method: 'POST', url: `/api/recipes/${recipe}/like`, headers: fan.auth });
    expect(like.statusCode).toBe(200);
    await expect
      .poll(async () => sample(await scrape(), 'domain_events_delivered_total', { type }))
      .toBeGreaterThan(delivered);
    expect(sample(await scrape(), 'domain_events_published_total', { type })).toBe(published + 1);

    const name = uniqueName('lock');
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++)
      status = (
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { name, password: 'no-es-aquesta-1' },
        })
      ).statusCode;
    expect(status).toBe(429);
    expect(sample(await scrape(), 'rate_limit_refusals_total', { route: '/api/login' })).toBe(1);

    // A socket event over its limit is counted beside the routes' 429s, by event.
    const socket = await openSocket(url, { auth: { token: fan.token } });
    try {
      const payload = { recipientId: cook.user.id, recipeId: recipe, type: 'comment' };
      const answers: { ok: boolean; error?: { statusCode: number } }[] = [];
      for (let i = 0; i <= CREATE_NOTIFICATIONS_PER_MINUTE; i++)
        answers.push(await socket.timeout(5000).emitWithAck('createNotification', payload));
      expect(answers.filter((a) => !a.ok).map((a) => a.error?.statusCode)).toEqual([429]);
    } finally {
      socket.close();
    }
    const route = 'socket:createNotification';
    expect(sample(await scrape(), 'rate_limit_refusals_total', { route })).toBe(1);
  });
});

describe('with METRICS_PORT', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  });
  afterAll(() => app?.dispose());

  it('serves the scrape on its own port and address only, never on the app’s', async () => {
    expect((await app.inject({ url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
    const address = app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${address!.port}`;
    const ok = await fetch(`${base}/metrics`, { headers: bearer(TOKEN) });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('nodejs_heap_size_used_bytes');
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/api/health`, { headers: bearer(TOKEN) })).status).toBe(404);
  });
});
