import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { type Dictionary, textsOf } from './dictionary.ts';
import { LOCALES } from './locales.ts';
import { enDomains } from './en/domains.ts';
import { enCore } from './en/core.ts';
import { esDomains } from './es/domains.ts';
import { esCore } from './es/core.ts';

/** Every domain's Catalan dictionary, from the views' modules (tr/<domain>.ts name them). */
const here = new URL('.', import.meta.url).pathname;
const catalan: Record<string, Dictionary> = Object.fromEntries(
  await Promise.all(
    readdirSync(join(here, 'ca')).map(async (file) => {
      const module = (await import(`./ca/${file}`)) as Record<string, Dictionary>;
      return [file.replace(/\.ts$/, ''), Object.values(module)[0]!] as const;
    }),
  ),
);
const translations: Record<string, Record<string, Dictionary>> = {
  es: { core: esCore, ...esDomains },
  en: { core: enCore, ...enDomains },
};

/** The names of a message's arguments ({name}, {n, plural, …}), as Lingui compiles it. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (cases && typeof cases === 'object') Object.values(cases).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

describe('the dictionaries (docs/product.md "Languages")', () => {
  it('has every language', () => {
    expect(LOCALES).toEqual(['ca', 'es', 'en']);
  });

  for (const locale of ['es', 'en'] as const) {
    it(`gives every Catalan text its ${locale} translation, with the same arguments`, () => {
      const problems: string[] = [];
      for (const [domain, source] of Object.entries(catalan)) {
        const translated = new Map(textsOf(translations[locale]![domain] ?? {}));
        for (const [path, text] of textsOf(source)) {
          const other = translated.get(path);
          if (other === undefined) problems.push(`${domain}.${path}: missing`);
          else if (argumentsOf(other).join() !== argumentsOf(text).join()) {
            problems.push(
              `${domain}.${path}: arguments ${argumentsOf(other).join()} ≠ ${argumentsOf(text).join()}`,
            );
          }
          translated.delete(path);
        }
        for (const path of translated.keys()) problems.push(`${domain}.${path}: not in Catalan`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('compiles every text as ICU MessageFormat', () => {
    const failures: string[] = [];
    for (const dictionaries of [catalan, translations.es!, translations.en!]) {
      for (const [domain, dictionary] of Object.entries(dictionaries)) {
        for (const [path, text] of textsOf(dictionary)) {
          try {
            compileMessage(text);
          } catch {
            failures.push(`${domain}.${path}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** The code that reads texts: every source file of the apps and the shared package but the dictionaries. */
function sourceFiles(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    if (statSync(path).isDirectory()) sourceFiles(path, into);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) into.push(path);
  }
  return into;
}

/**
 * Texts the spec quotes that the code does not show today: 'Vídeo vàlid' (docs/product.md#food-check)
 * is the verdict of a video with food, which the upload accepts without a word.
 */
const KEPT_FOR_THE_SPEC = new Set(['core.foodCheck.videoValid']);

describe('every text is used', () => {
  const root = join(here, '../../../..');
  const dictionaryFolder = /[\\/]i18n[\\/](ca|es|en)[\\/]/;
  const code = ['apps/web/src', 'apps/server/src', 'packages/shared/src']
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .filter((file) => !dictionaryFolder.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  /** Every word of the code, and every word followed by `[` (a section read by a variable key). */
  const words = new Set(code.match(/[A-Za-z_$][\w$]*/g));
  const indexed = new Set([...code.matchAll(/([A-Za-z_$][\w$]*)\??\.?\[/g)].map((m) => m[1]));

  it('names each key in the code, or reads its section by a variable key', () => {
    const unused: string[] = [];
    for (const [domain, source] of Object.entries(catalan)) {
      for (const [path] of textsOf(source)) {
        const keys = path.split('.');
        const leaf = keys[keys.length - 1]!;
        const section = keys[keys.length - 2];
        // A list's items: the list itself is named.
        const used = /^\d+$/.test(leaf) ? words.has(section!) : words.has(leaf);
        const readByVariable = section !== undefined && indexed.has(section);
        if (!used && !readByVariable && !KEPT_FOR_THE_SPEC.has(`${domain}.${path}`)) {
          unused.push(`${domain}.${path}`);
        }
      }
    }
    expect(unused).toEqual([]);
  });
});

/*
 * In the browser the Catalan core is fetched after the modules load (docs/decisions/0026), so a
 * core text or section read at module load is missing there (the admin's /users crashed on
 * `ROLE_LABELS = tr.roles`). Vitest loads the core at once, so only this check sees it: a
 * statement at a file's top level that reads `tr.` outside a function.
 */
describe('no browser code reads a core text at module load', () => {
  it('reads `tr.` only inside functions', () => {
    const root = join(here, '../../../..');
    const dictionaryFolder = /[\\/]i18n[\\/](ca|es|en|tr)[\\/]/;
    const offenders = ['apps/web/src', 'packages/shared/src']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !dictionaryFolder.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${file.slice(root.length + 1)}:${i + 1}` }))
          .filter(
            ({ line }) => /^[^\s/*}]/.test(line) && !/^(import|export type|type|interface)\b/.test(line),
          )
          .filter(({ line }) => /(^|[^\w.])tr\.[a-zA-Z]/.test(line) && !/=>|function\b/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});
