import type { Dictionary } from './dictionary.ts';
import { registerDictionary, sourceOf, text } from './translator.ts';
import { DEFAULT_LOCALE } from './locales.ts';

/**
 * A domain's texts as the code reads them (`tr.nav.home`, `trAdmin.users.title`): the shape of
 * its Catalan dictionary, each text read through Lingui in the current language when it is
 * read (docs/decisions/0026). Sections and lists read the same way, so a section kept in a
 * variable (`const t = trAdmin.users`) follows the language too. The keys are looked up in the
 * dictionary of the language shown, else the Catalan one: every language has the same keys
 * (`Translation<typeof caX>`), so a domain whose Catalan is fetched later (core, in the browser)
 * reads its shape from the language shown.
 */
export function defineMessages<T extends object>(domain: string, catalan?: T): T {
  if (catalan) registerDictionary(DEFAULT_LOCALE, domain, catalan as Dictionary);
  return sectionView(domain, '') as T;
}

function sectionView(domain: string, prefix: string): object {
  const sections = new Map<string, object>();
  const section = prefix.slice(0, -1);
  const read = (key: string): unknown => {
    const path = prefix + key;
    const value = sourceOf(domain, section, key);
    if (typeof value === 'string') return text(domain, path, value);
    if (Array.isArray(value)) return value.map((item: string, i) => text(domain, `${path}.${i}`, item));
    if (value === null || typeof value !== 'object') return value;
    let view = sections.get(key);
    if (!view) sections.set(key, (view = sectionView(domain, `${path}.`)));
    return view;
  };
  const holds = (key: string | symbol): key is string =>
    typeof key === 'string' && sourceOf(domain, section, key) !== undefined;
  return new Proxy(
    {},
    {
      get: (_target, key) => (typeof key === 'string' ? read(key) : undefined),
      // `key in view`, Object.keys/entries(view): the keys of the dictionary read.
      has: (_target, key) => holds(key),
      ownKeys: () => Object.keys((sourceOf(domain, section) as object | undefined) ?? {}),
      getOwnPropertyDescriptor: (_target, key) =>
        holds(key) ? { configurable: true, enumerable: true, writable: false, value: read(key) } : undefined,
    },
  );
}
