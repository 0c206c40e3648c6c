import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  ({ auth } = await registerUser(app));
});
afterAll(() => app.dispose());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Written like ids, read as ids by `Number()`, yet none is one: each must name no resource. */
const NOT_IDS = ['0x10', '1e1', '+1', '%201', '01', '1.0', '-1', '0', '2147483648', '99999999999999999999'];

describe('ids are parsed strictly', () => {
  it.each(NOT_IDS)('a path id %s is a 404 before any query', async (id) => {
    for (const url of [
      `/api/recipes/${id}`,
      `/api/recipes/${id}/steps`,
      `/api/recipes/${id}/likes`,
      `/api/recipes/${id}/comments`,
      `/api/folders/${id}/recipes`,
      `/api/saved-recipes/toggle/${id}`,
    ]) {
      const method = url.includes('toggle') ? 'POST' : 'GET';
      const res = await app.inject({ method, url, headers: auth });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'bad_path',
        message: expect.stringContaining('identificador'),
      });
    }
  });

  it('the largest id is an id (not found), one more is not one', async () => {
    const at = (id: string) => app.inject({ url: `/api/recipes/${id}`, headers: auth });
    expect((await at('2147483647')).json().code).toBe('recipe_not_found');
    expect((await at('2147483648')).json().code).toBe('bad_path');
  });

  it('an id in a body out of range is a 422 naming its field', async () => {
    const prefs = await app.inject({
      method: 'POST',
      url: '/api/recommendations/preferences',
      headers: auth,
      payload: { cuisine_ids: [2147483648], category_ids: [] },
    });
    expect(prefs.statusCode).toBe(422);
    expect(Object.keys(prefs.json().errors)).toEqual(['cuisine_ids']);
    const comment = await app.inject({
      method: 'DELETE',
      url: '/api/recipes/1/comments',
      headers: auth,
      payload: { comment: 2147483648 },
    });
    expect(comment.statusCode).toBe(422);
    expect(Object.keys(comment.json().errors)).toEqual(['comment']);
  });

  it('an id in a query out of range or not decimal is a 422 naming its field', async () => {
    for (const category of ['2147483648', '0x10', '1e1']) {
      const res = await app.inject({ url: '/api/recipes/search', query: { category }, headers: auth });
      expect(res.statusCode, category).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['category']);
    }
  });

  it.each([
    ['/api/recipes/search', { id: 2147483648 }],
    ['/api/recipes/search', { id: 1.5 }],
    ['/api/recipes', { sort: 'recent', at: '0000-01-01T00:00:00Z', id: 1 }],
    ['/api/recipes', { sort: 'recent', at: '2024-01-01T00:00:00Z', id: 2147483648 }],
    ['/api/recipes', { sort: 'popular', likes: 2147483648, id: 1 }],
  ])('a cursor of %s carrying %j is a 422 naming the cursor', async (url, key) => {
    const res = await app.inject({ url, query: { cursor: b64(key) }, headers: auth });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { cursor: [expect.any(String)] } });
  });
});
