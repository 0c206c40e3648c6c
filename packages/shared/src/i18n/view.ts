import type { Dictionary } from './dictionary.ts';
import { registerDictionary, text } from './translator.ts';
import { DEFAULT_LOCALE } from './locales.ts';

/**
 * A domain's texts as the code reads them (`tr.nav.home`, `trAdmin.users.title`): the shape of
 * its Catalan dictionary, each text read through Lingui in the current language when it is
 * read (docs/decisions/0026). Sections and lists read the same way, so a section kept in a
 * variable (`const t = trAdmin.users`) follows the language too.
 */
export function defineMessages<T extends object>(domain: string, catalan: T): T {
  registerDictionary(DEFAULT_LOCALE, domain, catalan as Dictionary);
  return sectionView(domain, '', catalan);
}

function sectionView<T extends object>(domain: string, prefix: string, section: T): T {
  const sections = new Map<string, object>();
  return new Proxy(section, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      const path = prefix + key;
      if (typeof value === 'string') return text(domain, path, value);
      if (Array.isArray(value)) return value.map((item: string, i) => text(domain, `${path}.${i}`, item));
      if (value === null || typeof value !== 'object') return value;
      let view = sections.get(key);
      if (!view) sections.set(key, (view = sectionView(domain, `${path}.`, value)));
      return view;
    },
  });
}
