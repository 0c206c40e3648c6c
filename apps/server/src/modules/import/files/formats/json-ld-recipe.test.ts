import { describe, expect, it } from 'vitest';
import { jsonLdRecipe, recipeNodesOf } from './json-ld-recipe.ts';

const recipe = (name: string) => ({ '@type': 'Recipe', name });

describe('recipeNodesOf', () => {
  it('finds the recipes of one object, an array, or a @graph', () => {
    expect(recipeNodesOf(recipe('A')).map((n) => n.name)).toEqual(['A']);
    expect(recipeNodesOf([recipe('A'), { '@type': 'Person' }, recipe('B')]).map((n) => n.name)).toEqual([
      'A',
      'B',
    ]);
    const graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, recipe('C')] };
    expect(recipeNodesOf(graph).map((n) => n.name)).toEqual(['C']);
    expect(recipeNodesOf({ '@type': ['Recipe', 'NewsArticle'], name: 'D' })).toHaveLength(1);
  });

  it('finds none in JSON that holds no recipe', () => {
    expect(recipeNodesOf({ name: 'x' })).toEqual([]);
    expect(recipeNodesOf([1, 'a', null])).toEqual([]);
  });
});

describe('jsonLdRecipe', () => {
  it("reads RecipeSage's free-text times and credit, and decodes a data URI picture", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const found = await jsonLdRecipe({
      ...recipe('Samfaina'),
      prepTime: '15 minutes',
      totalTime: '1 hour',
      isBasedOn: 'https://www.example.cat/samfaina',
      creditText: 'Cuina Example',
      image: [`data:image/png;base64,${bytes.toString('base64')}`],
    });
    expect(found).toMatchObject({
      appKey: null,
      picture: bytes,
      source: { url: 'https://www.example.cat/samfaina', site: 'Cuina Example' },
      node: { prepTime: 15, totalTime: 60 },
    });
  });

  it("keys by identifier, keeping Receptari's own as written", async () => {
    expect((await jsonLdRecipe({ ...recipe('A'), identifier: 'receptari:12' })).appKey).toBe('receptari:12');
    expect((await jsonLdRecipe({ ...recipe('A'), identifier: { value: 'abc' } })).appKey).toBe('jsonld:abc');
  });

  it('takes a picture path only inside an archive, and never fetches an address', async () => {
    const inArchive = async (path: string) => ({ picture: Buffer.from(path), warnings: [] });
    expect((await jsonLdRecipe({ ...recipe('A'), image: 'images/1.webp' }, inArchive)).picture).toEqual(
      Buffer.from('images/1.webp'),
    );
    const alone = await jsonLdRecipe({ ...recipe('A'), image: 'images/1.webp' });
    expect(alone).toMatchObject({
      picture: null,
      warnings: [expect.stringContaining('no s’ha pogut llegir')],
    });
    const remote = await jsonLdRecipe({ ...recipe('A'), image: { url: 'https://cdn.example.com/a.jpg' } });
    expect(remote).toMatchObject({
      picture: null,
      warnings: [expect.stringContaining('https://cdn.example.com/a.jpg')],
    });
  });

  it('credits the isBasedOn CreativeWork of Receptari, else the page a file names as its url', async () => {
    const basedOn = { '@type': 'CreativeWork', url: 'https://blog.example.com/x', name: 'El blog' };
    expect((await jsonLdRecipe({ ...recipe('A'), isBasedOn: basedOn })).source).toEqual({
      url: 'https://blog.example.com/x',
      site: 'El blog',
    });
    expect((await jsonLdRecipe({ ...recipe('A'), url: 'https://site.example.com/r' })).source).toEqual({
      url: 'https://site.example.com/r',
      site: 'site.example.com',
    });
  });
});
