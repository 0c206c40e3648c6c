import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { setLocaleSource } from '../i18n/translator.ts';
import { loadAllTranslations } from '../i18n/translations.ts';
import { registerBodySchema } from './auth.schemas.ts';

/*
 * A schema is built once, at import, but answers in the language of each request: its messages
 * are read when an issue is raised (Zod's `error` function), not when the module loads.
 */
let locale: Locale = DEFAULT_LOCALE;
beforeAll(async () => {
  setLocaleSource(() => locale);
  await Promise.all([loadAllTranslations('es'), loadAllTranslations('en')]);
});
afterAll(() => setLocaleSource(() => DEFAULT_LOCALE));

const messagesIn = (next: Locale) => {
  locale = next;
  const result = registerBodySchema.safeParse({ name: '', email: 'not-an-email', password: 'x' });
  return result.error?.issues.map((issue) => issue.message);
};

it.each([
  ['ca', 'El nom d’usuari és obligatori.'],
  ['es', 'El nombre de usuario es obligatorio.'],
  ['en', 'Username is required.'],
] as const)('names a missing user name in %s', (l, nameRequired) => {
  expect(messagesIn(l)?.[0]).toBe(nameRequired);
  expect(new Set(messagesIn(l)).size).toBe(3);
});
