import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { messageCompiler } from '#message-compiler';
import { type Dictionary, textsOf } from './dictionary.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';

type CompiledMessage = Messages[string];

/*
 * Every text goes through Lingui (docs/product.md "Languages"; docs/decisions/0026): one Lingui
 * instance per language, holding the messages of the dictionaries loaded in it, compiled from ICU
 * MessageFormat ({name}, {n, plural, one {…} other {…}}). The web build compiles them ahead
 * (apps/web/build/compile-messages.ts, so the browser ships no ICU parser); Node compiles them
 * when first read (`#message-compiler`, by the package's import conditions).
 */
const translators = new Map<Locale, I18n>(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
);
/** Each language's dictionaries by domain ('core', 'admin'…), as registered or loaded. */
const dictionaries = new Map<Locale, Map<string, Dictionary>>(LOCALES.map((l) => [l, new Map()]));
/** The domains whose messages are in each language's Lingui instance already. */
const loaded = new Map<Locale, Set<string>>(LOCALES.map((l) => [l, new Set()]));
/** Each language's templates (texts with placeholders) → their id, so `fill` can name them. */
const templateIds = new Map<Locale, Map<string, string>>(LOCALES.map((l) => [l, new Map()]));
/** Dictionaries the web build compiled (`registerCompiled`), by their object. */
const precompiled = new WeakMap<object, Readonly<Record<string, CompiledMessage>>>();
const warned = new Set<string>();
const compile = messageCompiler;
let localeSource: () => Locale = () => DEFAULT_LOCALE;

/** Where the language of the moment comes from: the request (server), the screen (web). */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}
export const currentLocale = (): Locale => localeSource();

/** Called by the web build's compiled dictionary modules: the messages of `dictionary`, by path. */
export function registerCompiled(dictionary: object, messages: Record<string, CompiledMessage>): void {
  precompiled.set(dictionary, messages);
}

/** A dictionary of `locale` for `domain`: the Catalan sources at their definition, others when loaded. */
export function registerDictionary(locale: Locale, domain: string, dictionary: Dictionary): void {
  dictionaries.get(locale)!.set(domain, dictionary);
  loaded.get(locale)!.delete(domain);
}

export const hasDictionary = (locale: Locale, domain: string): boolean =>
  dictionaries.get(locale)!.has(domain);

const isTemplate = (text: string) => text.includes('{');

function compiledMessage(dictionary: Dictionary, path: string, text: string): CompiledMessage {
  const ahead = precompiled.get(dictionary)?.[path];
  if (ahead) return ahead;
  // A text with no placeholder is its own compiled message: an apostrophe only quotes in ICU
  // before a brace, and no dictionary doubles one.
  if (!isTemplate(text)) return [text];
  if (!compile) throw new Error(`Message ${path} is not compiled and no compiler is set`);
  return compile(text);
}

/** Puts a domain's messages in its language's Lingui instance, the first time they are read. */
function load(locale: Locale, domain: string): boolean {
  const done = loaded.get(locale)!;
  if (done.has(domain)) return true;
  const dictionary = dictionaries.get(locale)!.get(domain);
  if (!dictionary) return false;
  const messages: Record<string, CompiledMessage> = {};
  const templates = templateIds.get(locale)!;
  for (const [path, text] of textsOf(dictionary)) {
    messages[`${domain}.${path}`] = compiledMessage(dictionary, path, text);
    if (isTemplate(text)) templates.set(text, `${domain}.${path}`);
  }
  translators.get(locale)!.load(locale, messages);
  done.add(domain);
  return true;
}

function warnMissing(locale: Locale, id: string): void {
  if (warned.has(`${locale}:${id}`)) return;
  warned.add(`${locale}:${id}`);
  console.warn(`[i18n] ${locale} has no text for ${id}; showing the Catalan one`);
}

/** The language a domain's text is read in: the current one, or Catalan while it is missing. */
function localeFor(domain: string, id: string): Locale {
  const locale = currentLocale();
  if (locale !== DEFAULT_LOCALE && load(locale, domain) && id in translators.get(locale)!.messages) {
    return locale;
  }
  if (locale !== DEFAULT_LOCALE && hasDictionary(locale, domain)) warnMissing(locale, id);
  load(DEFAULT_LOCALE, domain);
  return DEFAULT_LOCALE;
}

/**
 * The text `domain.path` in the current language. A template comes back as written ('per
 * {name}'), for `fill` to format; any other text formatted by Lingui. `source` is the text as a
 * dictionary writes it (the current language's, else Catalan's): it says whether it is a template.
 */
export function text(domain: string, path: string, source: string): string {
  const id = `${domain}.${path}`;
  const locale = localeFor(domain, id);
  if (!isTemplate(source)) return translators.get(locale)!._(id);
  const written = nodeAt(locale, domain, path);
  return typeof written === 'string' ? written : source;
}

function nodeAt(locale: Locale, domain: string, path: string): unknown {
  let node: unknown = dictionaries.get(locale)!.get(domain);
  if (path === '') return node;
  for (const key of path.split('.')) node = childOf(node, key);
  return node;
}

const childOf = (node: unknown, key: string): unknown =>
  node !== null && typeof node === 'object' && Object.hasOwn(node, key)
    ? (node as Record<string, unknown>)[key]
    : undefined;

/**
 * The text, list or section at `path` of a domain ('' for all of it) as the current language's
 * dictionary writes it, else Catalan's (its shape, for the views: every language has the same keys).
 */
export function sourceOf(domain: string, path: string, key?: string): unknown {
  // `key` is read as it is, under `path`: a key may hold a dot (the audit log's 'verification.approve').
  const at = (locale: Locale) => {
    const node = nodeAt(locale, domain, path);
    return key === undefined ? node : childOf(node, key);
  };
  const locale = currentLocale();
  return (locale === DEFAULT_LOCALE ? undefined : at(locale)) ?? at(DEFAULT_LOCALE);
}

/**
 * A template of a dictionary with its values, through Lingui in the current language
 * ('{n, plural, one {# recepta} other {# receptes}}' with { n: 2 } → '2 receptes').
 * A template read from no dictionary (the server's own) is compiled on the spot.
 */
export function format(template: string, values: Record<string, string | number>): string {
  const locale = currentLocale();
  for (const candidate of new Set<Locale>([locale, DEFAULT_LOCALE])) {
    const id = templateIds.get(candidate)!.get(template);
    if (id) return translators.get(candidate)!._(id, values);
  }
  if (!compile) throw new Error(`Template not read from a dictionary: ${template}`);
  const id = `adhoc.${template}`;
  const translator = translators.get(locale)!;
  if (!(id in translator.messages)) translator.load(locale, { [id]: compile(template) });
  return translator._(id, values);
}
