import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequestsInFlight } from './requests-in-flight.ts';

/** An app whose /held route answers only when `release()` is called. */
function appWithHeldRoute() {
  const app = Fastify();
  countRequestsInFlight(app);
  const waiting: (() => void)[] = [];
  app.get('/held', () => new Promise((resolve) => waiting.push(() => resolve({ ok: true }))));
  app.get('/quick', async () => ({ ok: true }));
  return { app, release: () => waiting.splice(0).forEach((answer) => answer()), waiting };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('requests in flight', () => {
  let close: () => Promise<unknown> = async () => {};
  afterEach(() => close());

  it('counts a request from its arrival to its answer', async () => {
    const { app, release, waiting } = appWithHeldRoute();
    close = () => app.close();
    expect(app.requestsInFlight()).toBe(0);
    const held = app.inject('/held');
    await until(() => waiting.length === 1);
    expect(app.requestsInFlight()).toBe(1);
    await app.inject('/quick');
    expect(app.requestsInFlight()).toBe(1);
    release();
    expect((await held).statusCode).toBe(200);
    await until(() => app.requestsInFlight() === 0);
    expect(app.requestsInFlight()).toBe(0);
  });

  it('lets go of a request its client abandoned', async () => {
    const { app, release, waiting } = appWithHeldRoute();
    close = async () => {
      release();
      await app.close();
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const client = request({ host: '127.0.0.1', port, path: '/held' });
    client.on('error', () => {});
    client.end();
    await until(() => waiting.length === 1);
    expect(app.requestsInFlight()).toBe(1);
    client.destroy();
    await until(() => app.requestsInFlight() === 0);
    expect(app.requestsInFlight()).toBe(0);
  });
});
