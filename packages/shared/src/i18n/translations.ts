import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import type { Dictionary } from './dictionary.ts';
import { hasDictionary, registerDictionary } from './translator.ts';

type Translated = Exclude<Locale, typeof DEFAULT_LOCALE>;

/*
 * The Spanish and English dictionaries, fetched only in their language (docs/decisions/0026),
 * and in the browser the Catalan core too:
 * core's (the landing page's texts) before the first paint, the other domains' together when a
 * screen past the landing page first opens.
 */
const core: Record<Locale, () => Promise<Dictionary>> = {
  // Already there in Node (`#catalan-core`); in the browser, fetched when Catalan is shown or a
  // text is missing in the language shown.
  ca: () => import('./ca/core.ts').then((m) => m.caCore),
  es: () => import('./es/core.ts').then((m) => m.esCore),
  en: () => import('./en/core.ts').then((m) => m.enCore),
};
const domains: Record<Translated, () => Promise<Record<string, Dictionary>>> = {
  es: () => import('./es/domains.ts').then((m) => m.esDomains),
  en: () => import('./en/domains.ts').then((m) => m.enDomains),
};

/** The landing page's texts in `locale`. */
export async function loadCoreTranslation(locale: Locale): Promise<void> {
  if (hasDictionary(locale, 'core')) return;
  registerDictionary(locale, 'core', await core[locale]());
}

/** Every other screen's texts in `locale`. */
export async function loadDomainTranslations(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE || hasDictionary(locale, 'search')) return;
  for (const [domain, dictionary] of Object.entries(await domains[locale]())) {
    registerDictionary(locale, domain, dictionary);
  }
}

/** Both, for the server, which reads every language. */
export async function loadAllTranslations(locale: Locale): Promise<void> {
  await Promise.all([loadCoreTranslation(locale), loadDomainTranslations(locale)]);
}
