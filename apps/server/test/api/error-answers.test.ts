import { errorAnswerSchema } from '@receptari/shared/common/common.schemas';
import { ERROR_CODES } from '@receptari/shared/common/error-codes';
import { tr } from '@receptari/shared/i18n/tr/core';
import { trProfile } from '@receptari/shared/i18n/tr/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';

let app: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  app = await buildTestApp();
  ({ auth } = await registerUser(app));
});
afterAll(() => app.dispose());

const json = { 'content-type': 'application/json' };

/**
 * The error contract (packages/shared common.schemas + error-codes): every error answer is the
 * shared `errorAnswerSchema`, whatever raised it (a service's AppError, Zod, Fastify, a plugin),
 * with a code from the shared list and a Catalan message.
 */
describe('error answers', () => {
  const cases: [string, () => Promise<{ statusCode: number; json(): unknown }>, number, string][] = [
    [
      'malformed JSON',
      () => app.inject({ method: 'POST', url: '/api/login', headers: json, payload: '{' }),
      400,
      'malformed_json',
    ],
    [
      'a path id that is not a number',
      () => app.inject({ url: '/api/recipes/abc', headers: auth }),
      404,
      'bad_path',
    ],
    ['no token', () => app.inject({ url: '/api/recipes/1' }), 401, 'unauthorized'],
    [
      'an unknown token',
      () => app.inject({ url: '/api/user', headers: { authorization: `Bearer ${'x'.repeat(43)}` } }),
      401,
      'unauthorized',
    ],
    [
      'wrong credentials',
      () =>
        app.inject({ method: 'POST', url: '/api/login', payload: { name: 'ningu', password: 'res-de-res' } }),
      401,
      'invalid_credentials',
    ],
    [
      'a non-admin on an admin route',
      () => app.inject({ url: '/api/comments', headers: auth }),
      403,
      'admin_only',
    ],
    [
      'an unknown recipe',
      () => app.inject({ url: '/api/recipes/987654', headers: auth }),
      404,
      'recipe_not_found',
    ],
    ['an unknown API path', () => app.inject({ url: '/api/no-such-thing' }), 404, 'not_found'],
    [
      'an unknown folder',
      () => app.inject({ method: 'DELETE', url: '/api/folders/987654', headers: auth }),
      404,
      'folder_not_found',
    ],
    [
      'a body that fails its schema',
      () => app.inject({ method: 'POST', url: '/api/folders', headers: auth, payload: { name: '' } }),
      422,
      'validation_failed',
    ],
    [
      'a content type no route reads',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/xml' },
          payload: '<a/>',
        }),
      415,
      'unsupported_media_type',
    ],
  ];

  it.each(cases)('%s', async (_what, send, status, code) => {
    const res = await send();
    expect(res.statusCode).toBe(status);
    const answer = errorAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ statusCode: status, code });
    expect(ERROR_CODES).toContain(answer.code);
    expect(answer.message).not.toBe('');
  });

  it('a refused field names the schema’s own sentence, and several fields the general one', async () => {
    const one = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: auth,
      payload: { name: ' ' },
    });
    expect(one.json()).toMatchObject({
      code: 'validation_failed',
      message: trProfile.folders.nameRequired,
      errors: { name: [trProfile.folders.nameRequired] },
    });
    const two = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: '', email: 'x', password: '1' },
    });
    const answer = errorAnswerSchema.parse(two.json());
    expect(answer.message).toBe(`${tr.errors.validation} (name, email, password)`);
    expect(Object.keys(answer.errors ?? {})).toEqual(['name', 'email', 'password']);
  });
});
