import { describe, expect, it } from 'vitest';
import { jsonLdRecipes } from './json-ld-recipes.ts';

const recipe = (name: string, extra: object = {}) => ({ '@type': 'Recipe', name, ...extra });
const names = (scripts: unknown[]) =>
  jsonLdRecipes(scripts.map((s) => (typeof s === 'string' ? s : JSON.stringify(s)))).recipes.map(
    (r) => r.name,
  );

describe('jsonLdRecipes', () => {
  it('a single object, an array, @graph, mainEntity, and @type as a list or with a prefix', () => {
    expect(names([recipe('Crema')])).toEqual(['Crema']);
    expect(names([[{ '@type': 'BreadcrumbList' }, recipe('Escudella')]])).toEqual(['Escudella']);
    expect(names([{ '@graph': [{ '@type': 'WebPage' }, recipe('Fideuà')] }])).toEqual(['Fideuà']);
    expect(names([{ '@type': 'WebPage', mainEntity: recipe('Calçots') }])).toEqual(['Calçots']);
    expect(names([{ '@type': ['Recipe', 'NewsArticle'], name: 'Lasanya' }])).toEqual(['Lasanya']);
    expect(
      names([
        { '@type': 'schema:Recipe', name: 'Coca' },
        { '@type': 'http://schema.org/Recipe', name: 'Mona' },
      ]),
    ).toEqual(['Coca', 'Mona']);
  });

  it('every script of the page, in order, each recipe once', () => {
    const first = recipe('Allioli', { '@id': '#allioli' });
    expect(
      names([{ '@type': 'WebSite' }, first, recipe('Romesco'), { ...first, name: 'Allioli (again)' }]),
    ).toEqual(['Allioli', 'Romesco']);
    expect(names([recipe('Sopa'), recipe('Sopa')])).toEqual(['Sopa']);
  });

  it('an ItemList of links is no recipe', () => {
    const list = {
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', url: 'https://a.cat/r/1' }],
    };
    expect(names([list])).toEqual([]);
  });

  it('skips a malformed script and counts it; reads the rest', () => {
    const read = jsonLdRecipes(['{"@type":"Recipe","name":', JSON.stringify(recipe('Panellets'))]);
    expect(read.malformed).toBe(1);
    expect(read.recipes.map((r) => r.name)).toEqual(['Panellets']);
  });

  it('forgives what sites get wrong: raw line breaks in strings, comment and CDATA wrappers', () => {
    expect(names(['{"@type":"Recipe","name":"Pa\n amb oli"}'])).toEqual(['Pa  amb oli']);
    expect(names([`<!--\n${JSON.stringify(recipe('Coca'))}\n-->`])).toEqual(['Coca']);
    expect(names([`//<![CDATA[\n${JSON.stringify(recipe('Mona'))}\n//]]>`])).toEqual(['Mona']);
  });

  it('keeps the nodes with an @id for references', () => {
    const read = jsonLdRecipes([
      JSON.stringify({
        '@graph': [{ '@id': '#org', '@type': 'Organization', name: 'El Rebost' }, recipe('Truita')],
      }),
    ]);
    expect(read.byId.get('#org')).toMatchObject({ name: 'El Rebost' });
  });
});
