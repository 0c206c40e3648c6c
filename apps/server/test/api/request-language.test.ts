import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import type { TestUser } from '../helpers/recipe-factory.ts';

let app: TestApp;
let reader: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  reader = await registerUser(app);
});
afterAll(() => app.dispose());

/** The refusal of a recipe id that is no number, as a person asking in `acceptLanguage` reads it. */
const badId = (acceptLanguage?: string) =>
  app.inject({
    url: '/api/recipes/abc',
    headers: { ...reader.auth, ...(acceptLanguage && { 'accept-language': acceptLanguage }) },
  });

describe('the server answers in the request’s language (docs/product.md "Languages")', () => {
  it('words an error in Catalan, Spanish or English, and says which', async () => {
    const answers = await Promise.all(['ca', 'es-ES,es;q=0.9', 'en-GB,en;q=0.8'].map((l) => badId(l)));
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    expect(answers.map((r) => r.json<{ message: string }>().message)).toEqual([
      'L’identificador no és vàlid.',
      'El identificador no es válido.',
      'The identifier is not valid.',
    ]);
    expect(answers.map((r) => r.headers['content-language'])).toEqual(['ca', 'es', 'en']);
    for (const answer of answers) expect(String(answer.headers.vary)).toMatch(/accept-language/i);
  });

  it('answers in Catalan when it asks for none of them, or for nothing', async () => {
    for (const asked of [undefined, 'fr-FR,de;q=0.5', 'es;q=0', 'x'.repeat(5000), ';;;q=abc']) {
      const res = await badId(asked);
      expect(res.statusCode, String(asked).slice(0, 20)).toBe(404);
      expect(res.json<{ message: string }>().message).toBe('L’identificador no és vàlid.');
      expect(res.headers['content-language']).toBe('ca');
    }
  });

  it('words a validation message of the shared schemas in it too', async () => {
    const register = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'accept-language': language },
        payload: { name: '', email: 'nobody@example.cat', password: 'contrasenya-llarga' },
      });
    const [es, en] = await Promise.all([register('es'), register('en')]);
    expect(es.statusCode).toBe(422);
    expect(es.json<{ errors: { name: string[] } }>().errors.name).toContain(
      'El nombre de usuario es obligatorio.',
    );
    expect(en.json<{ errors: { name: string[] } }>().errors.name).toContain('Username is required.');
  });

  it('keeps two requests in two languages apart when they run at once', async () => {
    const languages = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'es' : 'en'));
    const answers = await Promise.all(languages.map((l) => badId(l)));
    expect(answers.map((r) => r.headers['content-language'])).toEqual(languages);
  });
});
