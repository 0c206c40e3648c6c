import { Parser } from 'htmlparser2';

/** What the import reads of a page's HTML besides microdata and RDFa. */
export interface PageScan {
  /** The text of every `<script type="application/ld+json">`, in page order. */
  readonly scripts: string[];
  /** `og:site_name`, empty when the page has none. */
  readonly siteName: string;
  /** The first `<link rel="canonical">` and `<base href>`, as written. */
  readonly canonical: string | undefined;
  readonly baseHref: string | undefined;
}

const JSON_LD_TYPE = /^\s*application\/ld\+json\b/iu;

/**
 * One streaming pass of htmlparser2 over the page, keeping only the scripts and the few tags the
 * import needs: no tree is built, so a 300 KB post costs a few milliseconds (a DOM, cheerio's, cost
 * five times as much). Script text is raw, as browsers read it: no entity is decoded there.
 */
export function scanPage(html: string): PageScan {
  const scripts: string[] = [];
  let siteName = '';
  let canonical: string | undefined;
  let baseHref: string | undefined;
  let script: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'script') script = JSON_LD_TYPE.test(attrs.type ?? '') ? [] : null;
        else if (name === 'meta' && (attrs.property ?? attrs.name) === 'og:site_name')
          siteName ||= (attrs.content ?? '').trim();
        else if (name === 'link' && /(?:^|\s)canonical(?:\s|$)/iu.test(attrs.rel ?? ''))
          canonical ??= attrs.href;
        else if (name === 'base' && attrs.href) baseHref ??= attrs.href;
      },
      ontext(text) {
        script?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        scripts.push(script.join(''));
        script = null;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { scripts, siteName, canonical, baseHref };
}
