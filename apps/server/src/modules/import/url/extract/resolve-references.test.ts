import { describe, expect, it } from 'vitest';
import { resolveReferences } from './resolve-references.ts';

describe('resolveReferences', () => {
  const byId = new Map([
    ['#img', { '@id': '#img', '@type': 'ImageObject', url: 'https://a.cat/crema.jpg' }],
    ['#org', { '@id': '#org', '@type': 'Organization', name: 'El Rebost', logo: { '@id': '#logo' } }],
    ['#logo', { '@id': '#logo', url: 'https://a.cat/logo.png' }],
    [
      '#recipe',
      { '@id': '#recipe', '@type': 'Recipe', name: 'Crema', mainEntityOfPage: { '@id': '#recipe' } },
    ],
  ]);

  it('replaces bare references by the nodes they name, in lists too', () => {
    const node = resolveReferences(
      {
        '@type': 'Recipe',
        image: [{ '@id': '#img' }],
        publisher: { '@id': '#org' },
        author: { '@id': '#nobody' },
      },
      byId,
    );
    expect(node.image).toEqual([byId.get('#img')]);
    expect(node.publisher).toMatchObject({ name: 'El Rebost', logo: { url: 'https://a.cat/logo.png' } });
    expect(node.author).toEqual({ '@id': '#nobody' });
  });

  it('stops at a cycle', () => {
    const node = resolveReferences(byId.get('#recipe')!, byId);
    expect(node.name).toBe('Crema');
    expect(node.mainEntityOfPage).toBe(byId.get('#recipe'));
  });
});
