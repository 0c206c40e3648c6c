import type { Locale } from '@receptari/shared/i18n/locales';
import type { FirstPaint } from './first-paint.ts';
import { CSP_NONCE_PLACEHOLDER } from './security-headers.ts';

/** What a page is written from, besides its nonce. */
export interface PageContent {
  /** The first paint's cache hands out one object per page while it keeps it (first-paint.ts). */
  paint: FirstPaint | null;
  hints: string;
  tags: string;
  locale: Locale;
}

/** Where the first paint goes: index.html's mount point, empty as the build writes it. */
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The placeholder only ever stands in a nonce attribute (a recipe's text cannot hold an unescaped
 * `"`), so the page is cut there.
 */
const NONCE_ATTRIBUTE = `nonce="${CSP_NONCE_PLACEHOLDER}"`;
/** Pages kept written: the landing page in each language, and the last recipe pages asked for. */
const CACHE_SIZE = 64;

/**
 * index.html as each answer sends it, from the built file. Everything but the nonce is written once
 * per page and kept in UTF-8, cut where the nonces go: an answer then costs one concatenation, not
 * a scan of the whole page and its encoding (the page is tens of kilobytes with its first paint).
 */
export function createIndexPage(indexHtml: string) {
  const kept = new Map<string, Buffer[]>();
  const keyOf = paintKeys();
  return function pageWithNonce(content: PageContent, nonce: string): Buffer {
    // The page has the hints and the tags one after the other: so does its key.
    const key = `${keyOf(content.paint)} ${content.locale} ${content.hints}${content.tags}`;
    const parts = kept.get(key) ?? writePage(indexHtml, content);
    // The most recently asked for last: the first is the one to drop.
    kept.delete(key);
    kept.set(key, parts);
    if (kept.size > CACHE_SIZE) kept.delete(kept.keys().next().value!);
    return withNonce(parts, nonce);
  };
}

/**
 * A number for each first paint (0 for none): a paint drawn again (a new popular list) is a new
 * object, so a page kept with the old one is never sent again.
 */
function paintKeys() {
  const ids = new WeakMap<FirstPaint, number>();
  let last = 0;
  return (paint: FirstPaint | null) => {
    if (!paint) return 0;
    let id = ids.get(paint);
    if (id === undefined) {
      id = ++last;
      ids.set(paint, id);
    }
    return id;
  };
}

/** The page in UTF-8, cut at each nonce attribute. */
function writePage(indexHtml: string, { paint, hints, tags, locale }: PageContent): Buffer[] {
  // Functions as replacements: a recipe's `$&` stays as written.
  let page = indexHtml.replace('</head>', () => `  ${hints}${tags}${paint?.head ?? ''}\n  </head>`);
  if (paint) page = page.replace(EMPTY_ROOT, () => `<div id="root">${paint.root}</div>${paint.seed}`);
  page = page.replace('<html lang="ca"', () => `<html lang="${locale}"`);
  return page.split(NONCE_ATTRIBUTE).map((part) => Buffer.from(part));
}

function withNonce(parts: Buffer[], nonce: string): Buffer {
  const attribute = Buffer.from(`nonce="${nonce}"`);
  return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [attribute, part])));
}
