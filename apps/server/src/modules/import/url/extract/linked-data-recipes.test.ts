import { describe, expect, it } from 'vitest';
import { linkedDataRecipes } from './linked-data-recipes.ts';

const page = new URL('https://receptes.example.cat/plats/escalivada');

describe('linkedDataRecipes', () => {
  it('microdata: nested items, content and datetime, relative URLs against the page, text on one line', async () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe">
      <h1 itemprop="name">Escalivada</h1><img itemprop="image" src="../img/escalivada.jpg">
      <meta itemprop="prepTime" content="PT10M"><time itemprop="cookTime" datetime="PT1H">una hora</time>
      <li itemprop="recipeIngredient">2 albergínies</li><li itemprop="recipeIngredient">2 pebrots</li>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
        <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep">
          <span itemprop="text">Enforneu les
            verdures.</span></div>
      </div>
      <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation"><span itemprop="calories">160 kcal</span></div>
    </div>`;
    const [recipe] = await linkedDataRecipes(html, page);
    expect(recipe).toMatchObject({
      '@type': 'Recipe',
      name: 'Escalivada',
      image: 'https://receptes.example.cat/img/escalivada.jpg',
      prepTime: 'PT10M',
      cookTime: 'PT1H',
      recipeIngredient: ['2 albergínies', '2 pebrots'],
      recipeInstructions: {
        '@type': 'HowToSection',
        itemListElement: { '@type': 'HowToStep', text: 'Enforneu les verdures.' },
      },
      nutrition: { '@type': 'NutritionInformation', calories: '160 kcal' },
    });
  });

  it('RDFa: vocab, typeof and property; the Open Graph tags are no part of it', async () => {
    const html = `<html><head><meta property="og:title" content="Pa"></head><body vocab="http://schema.org/">
      <div typeof="Recipe"><h1 property="name">Pa amb tomàquet</h1><span property="recipeYield">2</span>
      <link rel="stylesheet" href="/x.css"></div></body></html>`;
    const recipes = await linkedDataRecipes(html, page);
    expect(recipes).toHaveLength(1);
    expect(recipes[0]).toMatchObject({ '@type': 'Recipe', name: 'Pa amb tomàquet', recipeYield: '2' });
    expect(Object.keys(recipes[0]!).some((k) => k.includes('title'))).toBe(false);
  });

  it('several recipes in page order; none on a page without them', async () => {
    const item = (name: string) =>
      `<div itemscope itemtype="http://schema.org/Recipe"><b itemprop="name">${name}</b></div>`;
    const recipes = await linkedDataRecipes(item('Allioli') + item('Romesco'), page);
    expect(recipes.map((r) => r.name)).toEqual(['Allioli', 'Romesco']);
    expect(
      await linkedDataRecipes('<div itemscope itemtype="http://schema.org/Person"></div>', page),
    ).toEqual([]);
    expect(await linkedDataRecipes('<p>Res</p>', page)).toEqual([]);
  });
});
