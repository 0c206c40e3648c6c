import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
} from '@receptari/shared/i18n/locales';
import { loadCoreTranslation, loadDomainTranslations } from '@receptari/shared/i18n/translations';
import { setLocaleSource } from '@receptari/shared/i18n/translator';
import { useSyncExternalStore } from 'react';

/** The language this device chose (the switch on /perfil, /login, /register). */
const LOCALE_KEY = 'receptari-locale';

function storedLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked
  }
}

/**
 * The language the page opens in (docs/product.md "Languages"): the one chosen on this device
 * (the account's, once signed in: `followAccountLocale`), else the browser's, else Catalan.
 */
const browserLocale = (): Locale =>
  negotiateLocale(typeof navigator === 'undefined' ? undefined : navigator.languages);
let active: Locale = storedLocale() ?? browserLocale();
setLocaleSource(() => active);

const listeners = new Set<() => void>();

export const activeLocale = (): Locale => active;

/** Calls `listener` after each change of language; returns how to stop. */
export const onLocaleChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The current language, as a state: a component that reads it renders again in a new language.
 * The route table does (app-routes.tsx), so every screen does; a memoised component (React.memo),
 * which its parent's render does not reach, reads it too.
 */
export const useLocale = (): Locale => useSyncExternalStore(onLocaleChange, activeLocale, activeLocale);

/** Tells the document and the server (its first paint, its answers) which language is shown. */
function announce(locale: Locale) {
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

let domainsLoading: Promise<void> | null = null;

/** Every screen's texts in the active language: each lazy screen waits for them. */
export function screenTranslations(): Promise<void> {
  const locale = active;
  return (domainsLoading ??= loadDomainTranslations(locale).catch((err: unknown) => {
    domainsLoading = null;
    // The screen still opens, in Catalan (the translator's fallback), rather than not at all.
    console.warn('[i18n] could not load the translations', err);
  }));
}

/**
 * Before the first render: the landing page's texts in the language the page opens in, else in
 * Catalan (the Catalan core is a chunk of its own too: docs/decisions/0026).
 */
export async function prepareLocale(): Promise<void> {
  announce(active);
  try {
    await loadCoreTranslation(active);
  } catch (err) {
    console.warn('[i18n] could not load the translations', err);
    await loadCoreTranslation(DEFAULT_LOCALE).catch((fallbackErr: unknown) =>
      console.warn('[i18n] could not load the Catalan texts', fallbackErr),
    );
  }
}

/**
 * Switches the language: fetches its texts first, then re-renders, so no screen shows a mix.
 * `remember` keeps the choice on this device (the switch); an account's language is applied
 * without it (`followAccountLocale`).
 */
export async function changeLocale(locale: Locale, remember = true): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // Storage blocked: the language holds until the page is closed.
    }
  }
  if (locale === active) return;
  await Promise.all([loadCoreTranslation(locale), loadDomainTranslations(locale)]);
  active = locale;
  domainsLoading = Promise.resolve();
  announce(locale);
  for (const listener of listeners) listener();
}

/** Signed in: the account's language wins (null: the device's choice, else the browser's). */
export function followAccountLocale(accountLocale: Locale | null | undefined): Promise<void> {
  const locale = accountLocale ?? storedLocale() ?? browserLocale();
  if (accountLocale) {
    try {
      window.localStorage.setItem(LOCALE_KEY, accountLocale);
    } catch {
      // Storage blocked.
    }
  }
  return changeLocale(locale, false);
}
