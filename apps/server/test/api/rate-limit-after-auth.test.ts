import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { multipartBody } from '../helpers/upload-media.ts';

/**
 * Every rate limit that is per user runs after authentication: a visitor's or a bad token's flood
 * is a 401 that spends nobody's budget, and the key is the token's user, never anything else the
 * client sends. One row per limited route; each request is refused cheaply (a body the route
 * refuses) but still counts, as the limit runs before the body is validated.
 */
type Limited = {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  max: number;
  request: () => Promise<Injected>;
};
type Injected = { payload: string | Buffer; headers: Record<string, string> };

const json = (body: unknown) => async (): Promise<Injected> => ({
  payload: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});
const noFile = async (): Promise<Injected> => {
  const { payload, contentType } = await multipartBody(undefined, '', '');
  return { payload, headers: { 'content-type': contentType } };
};

const LIMITED: Limited[] = [
  { method: 'POST', url: '/api/recipes', max: 20, request: json({}) },
  { method: 'POST', url: '/api/media', max: 30, request: noFile },
  { method: 'POST', url: '/api/ai/nutrition', max: 60, request: json({}) },
  { method: 'POST', url: '/api/ai/generate-recipe', max: 10, request: json({}) },
  { method: 'POST', url: '/api/ai/check-food', max: 30, request: json({}) },
  // Refused as unknown rows or bad bodies, but counted: the limit runs first.
  { method: 'POST', url: '/api/recipes/2147483647/like', max: 60, request: json({}) },
  { method: 'POST', url: '/api/saved-recipes/toggle/2147483647', max: 60, request: json({}) },
  { method: 'POST', url: '/api/recipes/2147483647/comment', max: 20, request: json({}) },
  { method: 'POST', url: '/api/folders', max: 60, request: json({}) },
  { method: 'PUT', url: '/api/folders/2147483647', max: 60, request: json({}) },
  { method: 'DELETE', url: '/api/folders/2147483647', max: 60, request: json({}) },
  { method: 'POST', url: '/api/folders/2147483647/recipes/1', max: 60, request: json({}) },
  { method: 'DELETE', url: '/api/folders/2147483647/recipes/1', max: 60, request: json({}) },
];

const ADDRESS = '203.0.113.50';

let app: TestApp;
// Registration is limited per address; each user of this file registers from an address of its own.
let registered = 0;
const newUser = () => registerUser(app, { remoteAddress: `198.51.100.${++registered}` });

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

async function send(route: Limited, headers: Record<string, string> = {}) {
  const { payload, headers: bodyHeaders } = await route.request();
  return app.inject({
    method: route.method,
    url: route.url,
    payload,
    headers: { ...bodyHeaders, ...headers },
    remoteAddress: ADDRESS,
  });
}

describe.each(LIMITED)('$method $url', (route) => {
  it('answers a visitor’s flood with 401 and leaves the user at that address their whole budget', async () => {
    const user = await newUser();
    for (let i = 0; i < route.max + 5; i++) expect((await send(route)).statusCode).toBe(401);
    const bad = { authorization: `Bearer ${'x'.repeat(43)}` };
    for (let i = 0; i < route.max + 5; i++) expect((await send(route, bad)).statusCode).toBe(401);
    for (let i = 0; i < route.max; i++) expect((await send(route, user.auth)).statusCode).not.toBe(429);
    const over = await send(route, user.auth);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('keys the budget on the token’s user: another user at the same address is not limited', async () => {
    const spent = await newUser();
    const other = await newUser();
    for (let i = 0; i < route.max; i++) await send(route, spent.auth);
    // Headers a client might hope to be keyed by change nothing.
    const forged = { 'x-forwarded-for': '192.0.2.99', 'x-user-id': String(other.user.id) };
    expect((await send(route, { ...spent.auth, ...forged })).statusCode).toBe(429);
    expect((await send(route, other.auth)).statusCode).not.toBe(429);
  });
});
