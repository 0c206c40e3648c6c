import { describe, expect, it } from 'vitest';
import type { FirstPaint } from './first-paint.ts';
import { createIndexPage, type PageContent } from './index-page.ts';

const indexHtml =
  '<!doctype html>\n<html lang="ca">\n  <head>\n    <script nonce="__CSP_NONCE__" src="/a.js"></script>\n  </head>\n' +
  '  <body><div id="root"></div></body>\n</html>\n';
const paint: FirstPaint = {
  head: '<style nonce="__CSP_NONCE__">p{}</style>',
  root: '<p>Xató $& $1 amb romesco</p><style nonce="__CSP_NONCE__"></style>',
  seed: '<script type="application/json" id="prepaint-seed">{"t":"Pa amb tomàquet"}</script>',
};
const landing: PageContent = { paint, hints: '<link rel="preload" href="/x">', tags: '', locale: 'es' };

describe('index.html written for an answer', () => {
  it('writes the head, the first paint, the language and the nonce, in UTF-8, every time alike', () => {
    const pageWithNonce = createIndexPage(indexHtml);
    const expected =
      '<!doctype html>\n<html lang="es">\n  <head>\n    <script nonce="N1" src="/a.js"></script>\n' +
      '    <link rel="preload" href="/x"><style nonce="N1">p{}</style>\n  </head>\n' +
      '  <body><div id="root"><p>Xató $& $1 amb romesco</p><style nonce="N1"></style></div>' +
      '<script type="application/json" id="prepaint-seed">{"t":"Pa amb tomàquet"}</script></body>\n</html>\n';
    expect(pageWithNonce(landing, 'N1').toString('utf8')).toBe(expected);
    // Kept: the next answer differs in its nonce only.
    expect(pageWithNonce(landing, 'N2').toString('utf8')).toBe(expected.replaceAll('N1', 'N2'));
  });

  it('keeps pages apart by paint, hints, tags and language', () => {
    const pageWithNonce = createIndexPage(indexHtml);
    const page = (content: Partial<PageContent>) =>
      pageWithNonce({ ...landing, ...content }, 'N').toString('utf8');
    const first = page({});
    expect(page({ paint: { ...paint, root: '<p>Escudella</p>' } })).toContain('<p>Escudella</p>');
    expect(page({ paint: null })).toContain('<div id="root"></div>');
    expect(page({ hints: '', tags: '<meta property="og:title">' })).toContain('<meta property="og:title">');
    expect(page({ locale: 'en' })).toContain('<html lang="en">');
    expect(page({})).toBe(first);
  });
});
