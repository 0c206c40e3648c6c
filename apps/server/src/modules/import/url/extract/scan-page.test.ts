import { describe, expect, it } from 'vitest';
import { scanPage } from './scan-page.ts';

describe('scanPage', () => {
  it('the JSON-LD scripts raw and in order, og:site_name, the canonical link and <base>', () => {
    const html = `<html><head>
      <META PROPERTY="og:site_name" CONTENT=" Cuina &amp; Vins ">
      <meta name="og:site_name" content="Second">
      <link rel="alternate canonical" href="https://a.cat/x"><link rel="canonical" href="https://a.cat/y">
      <base href="/fotos/">
      <script type="application/ld+json">{"name":"A &amp; B"}</script>
      <script>var x = "<script>";</script>
      <script type="Application/LD+JSON; charset=utf-8">[1]</script>
      <script type="text/plain">{"no":1}</script>
    </head><body><script type="application/ld+json">{"late":true}</script></body></html>`;
    expect(scanPage(html)).toEqual({
      scripts: ['{"name":"A &amp; B"}', '[1]', '{"late":true}'],
      siteName: 'Cuina & Vins',
      canonical: 'https://a.cat/x',
      baseHref: '/fotos/',
    });
  });

  it('a page with none of them', () => {
    expect(scanPage('<p>Hola</p>')).toEqual({
      scripts: [],
      siteName: '',
      canonical: undefined,
      baseHref: undefined,
    });
  });
});
