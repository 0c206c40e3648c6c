import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp, uniqueName } from '../helpers/build-test-app.ts';

let app: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp();
  ({ auth } = await registerUser(app));
});
afterAll(() => app.dispose());

const expectRefused = (
  res: { statusCode: number; json(): { errors?: object; code?: string } },
  field: string,
) => {
  expect(res.statusCode).toBe(422);
  expect(res.json().code).toBe('validation_failed');
  expect(Object.keys(res.json().errors ?? {})).toEqual([field]);
};

describe('text with control characters is refused, naming the field', () => {
  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085'])(
    '%j in a folder name, a login, a search',
    async (c) => {
      expectRefused(
        await app.inject({
          method: 'POST',
          url: '/api/folders',
          headers: auth,
          payload: { name: `sopes${c}` },
        }),
        'name',
      );
      expectRefused(
        await app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { name: `a${c}`, password: 'contrasenya' },
        }),
        'name',
      );
      expectRefused(
        await app.inject({ url: '/api/recipes/search', query: { q: `crema${c}` }, headers: auth }),
        'q',
      );
    },
  );

  it('in a registration name or password, nothing is stored', async () => {
    const name = uniqueName();
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name: `${name}\u0000`, email: `${name}@example.cat`, password: 'contrasenya\u0000segura' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['name']);
    const again = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { name, email: `${name}@example.cat`, password: 'contrasenya-segura' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('deep inside a body (an ingredient of a recipe) names the top field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/recipes/filter-by-ingredients',
      headers: auth,
      payload: { ingredients: ['Llet', 'ou\u0000'] },
    });
    expectRefused(res, 'ingredients');
  });

  it('tabs and line breaks stay allowed (multi-line comments and steps)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: auth,
      payload: { name: 'sopes\tfredes' },
    });
    expect(res.statusCode).not.toBe(422);
    expect(res.statusCode).toBeLessThan(500);
  });
});
