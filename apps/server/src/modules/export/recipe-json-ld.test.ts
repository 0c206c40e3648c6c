import { describe, expect, it } from 'vitest';
import { type ExportableRecipe, ingredientLine, isoDuration, recipeJsonLd } from './recipe-json-ld.ts';

const recipe: ExportableRecipe = {
  id: 42,
  title: 'Coca de recapte',
  description: 'La de l’àvia.',
  creador: 'mercè',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  category: { id: 3, name: 'Coques i pans', name_es: null, name_en: null },
  cuisine: { id: 5, country: 'Catalunya', country_es: 'Cataluña', country_en: 'Catalonia' },
  servings: 6,
  prep_time: 90,
  cook_time: 25,
  explanation: 'Primer la massa.\n\nDesprés l’escalivada.',
  steps: ['Pasteu la massa.', 'Coeu-la 25 minuts.'],
  ingredients: [
    { quantity: '500', unit: 'g', name: 'farina' },
    { quantity: '1/2', unit: 'tassa', name: 'oli' },
    { quantity: '', unit: '', name: 'sal' },
  ],
  nutrition: { calories: 420, protein: 8.5, carbs: 60, fats: 12.1 },
  video: '/media/uploads/2026-11/v.mp4',
  source: { url: 'https://example.cat/coca', site: 'Cuina de casa' },
};

describe('isoDuration', () => {
  it('writes minutes as recipe sites do', () => {
    expect(isoDuration(0)).toBe('PT0M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(60)).toBe('PT1H');
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(7 * 24 * 60)).toBe('PT168H');
  });
});

describe('ingredientLine', () => {
  it('joins what the row has', () => {
    expect(ingredientLine({ quantity: '200', unit: 'g', name: 'farina' })).toBe('200 g farina');
    expect(ingredientLine({ quantity: '2-3', unit: '', name: 'tomàquets' })).toBe('2-3 tomàquets');
    expect(ingredientLine({ quantity: '', unit: '', name: 'sal' })).toBe('sal');
  });
});

describe('recipeJsonLd', () => {
  it('is a schema.org Recipe with the receptari extensions', () => {
    expect(recipeJsonLd(recipe, { imagePath: 'images/42.webp', origin: 'https://receptari.cat' })).toEqual({
      '@context': ['https://schema.org', { receptari: 'https://receptari.cat/ns#' }],
      '@type': 'Recipe',
      identifier: 'receptari:42',
      name: 'Coca de recapte',
      description: 'La de l’àvia.',
      image: 'images/42.webp',
      video: {
        '@type': 'VideoObject',
        name: 'Coca de recapte',
        contentUrl: 'https://receptari.cat/media/uploads/2026-11/v.mp4',
      },
      author: { '@type': 'Person', name: 'mercè' },
      datePublished: '2026-11-20T10:00:00.000Z',
      dateModified: '2026-11-21T10:00:00.000Z',
      recipeYield: '6',
      prepTime: 'PT1H30M',
      cookTime: 'PT25M',
      totalTime: 'PT1H55M',
      recipeCategory: 'Coques i pans',
      recipeCuisine: 'Catalunya',
      recipeIngredient: ['500 g farina', '1/2 tassa oli', 'sal'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Pasteu la massa.' },
        { '@type': 'HowToStep', position: 2, text: 'Coeu-la 25 minuts.' },
      ],
      nutrition: {
        '@type': 'NutritionInformation',
        calories: '420 kcal',
        proteinContent: '8.5 g',
        carbohydrateContent: '60 g',
        fatContent: '12.1 g',
      },
      isBasedOn: { '@type': 'CreativeWork', url: 'https://example.cat/coca', name: 'Cuina de casa' },
      'receptari:explanation': 'Primer la massa.\n\nDesprés l’escalivada.',
      'receptari:ingredients': recipe.ingredients,
      'receptari:category': 'Coques i pans',
      'receptari:cuisine': 'Catalunya',
    });
  });

  it('leaves out what the recipe lacks, and keeps a foreign video address as it is', () => {
    const bare = recipeJsonLd(
      {
        ...recipe,
        description: null,
        category: null,
        cuisine: null,
        nutrition: null,
        source: null,
        video: 'https://videos.example/v.mp4',
      },
      { imagePath: null, origin: null },
    );
    for (const key of [
      'description',
      'image',
      'recipeCategory',
      'recipeCuisine',
      'nutrition',
      'isBasedOn',
      'receptari:category',
      'receptari:cuisine',
    ]) {
      expect(bare, key).not.toHaveProperty(key);
    }
    expect(bare.video).toMatchObject({ contentUrl: 'https://videos.example/v.mp4' });
    expect(recipeJsonLd({ ...recipe, video: null }, { imagePath: null, origin: null })).not.toHaveProperty(
      'video',
    );
  });
});
