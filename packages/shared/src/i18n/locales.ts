/**
 * The languages Receptari speaks (docs/product.md "Languages"): Catalan, the default and the
 * source of every text, then Spanish and English.
 */
export const LOCALES = ['ca', 'es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE = 'ca' satisfies Locale;

/** Each language's own name, as the language switch lists it. */
export const LOCALE_NAMES: Record<Locale, string> = { ca: 'Català', es: 'Español', en: 'English' };

/**
 * The cookie the web writes with the language it shows, so the server draws a visitor's first
 * paint in it (a preference only: it grants nothing).
 */
export const LOCALE_COOKIE = 'receptari_lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** The language of a tag such as 'es-ES', 'ca-ES-valencia' or 'EN' (undefined when unsupported). */
function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLocale(primary) ? primary : undefined;
}

const MAX_HEADER = 1000;

/**
 * The best supported language of an `Accept-Language` header ('es-ES,es;q=0.9,en;q=0.8') or of
 * the browser's `navigator.languages`, by weight and then order; Catalan when none is supported
 * or the header cannot be read.
 */
export function negotiateLocale(accepted: string | readonly string[] | undefined): Locale {
  if (accepted === undefined) return DEFAULT_LOCALE;
  const ranges =
    typeof accepted === 'string' ? accepted.slice(0, MAX_HEADER).split(',') : accepted.slice(0, 50);
  const weighted = ranges.map((range, order) => {
    const [tag = '', ...params] = range.split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    return { locale: localeOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, order };
  });
  const best = weighted
    .filter((w) => w.locale !== undefined && w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)[0];
  return best?.locale ?? DEFAULT_LOCALE;
}
