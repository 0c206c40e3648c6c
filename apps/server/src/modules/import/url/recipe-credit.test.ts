import { describe, expect, it } from 'vitest';
import type { PageFacts } from './extract/recipe-page.ts';
import { recipeCredit } from './recipe-credit.ts';

const page = new URL('https://www.receptes.example.cat/crema-catalana?utm_source=x');
const facts = (over: Partial<PageFacts> = {}): PageFacts => ({
  baseUrl: page,
  siteName: '',
  canonical: null,
  ...over,
});

describe('recipeCredit', () => {
  it('the page read, named after its host without www, when it says nothing of itself', () => {
    expect(recipeCredit(page, facts(), {})).toEqual({ url: page.href, site: 'receptes.example.cat' });
  });

  it('the same site’s canonical link, then the recipe’s url', () => {
    const canonical = new URL('https://receptes.example.cat/crema-catalana');
    expect(recipeCredit(page, facts({ canonical }), {}).url).toBe(canonical.href);
    expect(recipeCredit(page, facts(), { url: '/receptes/crema' }).url).toBe(
      'https://www.receptes.example.cat/receptes/crema',
    );
    expect(
      recipeCredit(page, facts(), { mainEntityOfPage: { '@id': 'https://receptes.example.cat/c' } }).url,
    ).toBe('https://receptes.example.cat/c');
  });

  it('never another site’s address, nor one that is not http(s)', () => {
    const elsewhere = facts({ canonical: new URL('https://altre.example.com/crema') });
    expect(recipeCredit(page, elsewhere, { url: 'javascript:alert(1)' }).url).toBe(page.href);
  });

  it('og:site_name, else the publisher, trimmed to the column', () => {
    expect(
      recipeCredit(page, facts({ siteName: 'Cuina de l’Àvia' }), { publisher: { name: 'X' } }).site,
    ).toBe('Cuina de l’Àvia');
    expect(
      recipeCredit(page, facts(), { publisher: { '@type': 'Organization', name: 'El Rebost' } }).site,
    ).toBe('El Rebost');
    expect(recipeCredit(page, facts({ siteName: 'x'.repeat(300) }), {}).site).toHaveLength(100);
  });
});
