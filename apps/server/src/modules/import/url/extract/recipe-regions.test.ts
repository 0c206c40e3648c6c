import { describe, expect, it } from 'vitest';
import { recipeRegions } from './recipe-regions.ts';

describe('recipeRegions', () => {
  it('microdata: each outermost Recipe element whole, nothing around it', () => {
    const recipe =
      '<div itemscope itemtype="https://schema.org/Recipe"><b itemprop="name">Coca</b><div itemscope itemtype="https://schema.org/Recipe"></div></div>';
    const html = `<html><body><nav><a href="/">Inici</a></nav>${recipe}<p>comentaris</p>
      <div itemscope itemtype="http://schema.org/Person"></div></body></html>`;
    expect(recipeRegions(html, 'microdata')).toBe(recipe);
  });

  it('RDFa: the vocabulary and prefixes the element inherits, re-declared', () => {
    const html = `<html prefix="og: https://ogp.me/ns#"><body vocab="http://schema.org/"><main>
      <article typeof="Recipe"><h1 property="name">Pa</h1></article></main></body></html>`;
    expect(recipeRegions(html, 'rdfa')).toBe(
      '<div vocab="http://schema.org/" prefix="og: https://ogp.me/ns#"><article typeof="Recipe"><h1 property="name">Pa</h1></article></div>',
    );
    expect(
      recipeRegions('<div typeof="schema:Recipe" prefix="schema: http://schema.org/"></div>', 'rdfa'),
    ).toBe(
      '<div prefix="schema: http://schema.org/"><div typeof="schema:Recipe" prefix="schema: http://schema.org/"></div></div>',
    );
  });

  it('none: an empty string', () => {
    expect(recipeRegions('<div itemscope itemtype="http://schema.org/Recipes"></div>', 'microdata')).toBe('');
    expect(recipeRegions('<div typeof="Recipe"></div>', 'microdata')).toBe('');
  });
});
