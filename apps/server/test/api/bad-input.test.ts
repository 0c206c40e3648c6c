import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.dispose());

const json = { 'content-type': 'application/json' };

describe('bad input never yields a 500', () => {
  it('malformed JSON is 400 with a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      headers: json,
      payload: '{"name": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('El cos de la petició no és un JSON vàlid.');
  });

  it('a body over 1 MB is 413', async () => {
    const payload = JSON.stringify({
      name: 'x'.repeat(1024 * 1024 + 10),
      email: 'a@b.cat',
      password: '12345678',
    });
    const res = await app.inject({ method: 'POST', url: '/api/register', headers: json, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('El cos de la petició és massa gran.');
  });

  it('a missing field is 422 naming it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: uniqueName(), password: '12345678' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('email');
    expect(res.json().message).toContain('email');
  });

  it('a wrongly typed field is 422 naming it', async () => {
    const { auth } = await registerUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/recommendations/preferences',
      headers: auth,
      payload: { cuisine_ids: 'totes', category_ids: [] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['cuisine_ids']);
  });

  it('a body that is not an object is 422, an unknown content type 415', async () => {
    const arr = await app.inject({ method: 'POST', url: '/api/login', headers: json, payload: '[1,2]' });
    expect(arr.statusCode).toBe(422);
    const xml = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
  });

  it('quotes, SQL, HTML and emoji are stored and returned exactly', async () => {
    const name = `O'Brien"; DROP TABLE users;-- <b>🍅</b> ${uniqueName()}`.slice(0, 50);
    const email = `o'brien+${Date.now()}@exemple.cat`;
    const bio = null;
    const { auth, user } = await registerUser(app, { name, email });
    expect(user.name).toBe(name);
    const me = await app.inject({ url: '/api/user', headers: auth });
    expect(me.json()).toMatchObject({ name, email, bio });
    const again = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { name, password: 'contrasenya-segura' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await app.inject({ url: '/api/no-existeix' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });

  it('a path with a broken %-escape or an over-long segment gets the error shape, in Catalan', async () => {
    const { auth } = await registerUser(app);
    const broken = await app.inject({ url: '/api/recipes/%E0%A4%A', headers: auth });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({
      code: 'bad_path',
      message: 'L’adreça de la petició no és vàlida.',
    });
    const long = await app.inject({ url: `/api/recipes/${'1'.repeat(500)}`, headers: auth });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 'bad_path', message: 'L’adreça de la petició no és vàlida.' });
  });

  it('valid JSON nested 100,000 deep is a 422, not a stack overflow', async () => {
    const { auth } = await registerUser(app);
    const payload = `{"name":${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)}}`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: { ...auth, ...json },
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name']);
  });

  it('a NUL in a name and an id past 2^31-1 are client errors, not 500s', async () => {
    const { auth } = await registerUser(app);
    const nul = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: auth,
      payload: { name: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(422);
    expect(Object.keys(nul.json().errors)).toEqual(['name']);
    const big = await app.inject({ url: '/api/recipes/2147483648', headers: auth });
    expect(big.statusCode).toBe(404);
  });
});
