import type { Locale } from '../i18n/locales.ts';
import { currentLocale } from '../i18n/translator.ts';
import { INTL_TAGS } from '../i18n/intl.ts';

/**
 * A category or a cuisine as any answer carries it. The translations are optional here: an answer
 * kept from before they existed (the browser's offline copy) lacks them.
 */
export type CatalogEntry =
  | { name: string; name_es?: string | null; name_en?: string | null }
  | { country: string; country_es?: string | null; country_en?: string | null };

/**
 * A category's or a cuisine's name in `locale`: its translation when it has one, else its Catalan
 * name (docs/product.md "Languages"). Every screen and the server's own texts (the PDF, the first
 * paint) show names through it.
 */
export function catalogName(entry: CatalogEntry, locale: Locale): string {
  if ('country' in entry) {
    return (locale === 'es' ? entry.country_es : locale === 'en' ? entry.country_en : null) || entry.country;
  }
  return (locale === 'es' ? entry.name_es : locale === 'en' ? entry.name_en : null) || entry.name;
}

/**
 * The name in the language being shown: the web's active one (re-read at each render, as every
 * text is), the request's on the server (its PDF), the first paint's when drawing it.
 */
export const shownCatalogName = (entry: CatalogEntry): string => catalogName(entry, currentLocale());

/**
 * The entries in the alphabetical order of their shown names: the server lists them by the Catalan
 * name, which in another language reads as no order at all ('Salads', 'Rice dishes', 'Meat').
 */
export function byShownName<T extends CatalogEntry>(entries: readonly T[], locale = currentLocale()): T[] {
  const compare = new Intl.Collator(INTL_TAGS[locale]).compare;
  return entries
    .map((entry) => ({ entry, name: catalogName(entry, locale) }))
    .sort((a, b) => compare(a.name, b.name))
    .map(({ entry }) => entry);
}
