import type { Locale } from './locales.ts';
import { currentLocale } from './translator.ts';

/** The Intl tag of each language: British English writes day before month, as Catalan and Spanish. */
export const INTL_TAGS: Record<Locale, string> = { ca: 'ca', es: 'es', en: 'en-GB' };

/**
 * A formatter of the browser's Intl (dates, numbers, lists) in the current language, made once
 * per language: `const when = perLocale((tag) => new Intl.DateTimeFormat(tag, …))`, then
 * `when().format(date)` (docs/product.md "Languages").
 */
export function perLocale<T>(make: (tag: string) => T): () => T {
  const made = new Map<Locale, T>();
  return () => {
    const locale = currentLocale();
    let formatter = made.get(locale);
    if (formatter === undefined) made.set(locale, (formatter = make(INTL_TAGS[locale])));
    return formatter;
  };
}
