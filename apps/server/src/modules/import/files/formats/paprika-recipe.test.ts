import { describe, expect, it } from 'vitest';
import { paprikaRecipe } from './paprika-recipe.ts';

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

describe('paprikaRecipe', () => {
  it("moves Paprika's fields to schema.org's, with its uid as the key", async () => {
    const found = await paprikaRecipe({
      uid: 'C4F0A2B1-0000-4000-8000-000000000001',
      name: 'Crema catalana',
      ingredients: '500 ml llet\n4 rovells',
      directions: 'Bulliu la llet.\n\nBateu els rovells.',
      description: 'Les postres de Sant Josep.',
      notes: 'Millor freda.',
      nutritional_info: 'Calories: 300',
      servings: '4 servings',
      prep_time: '15 mins',
      cook_time: '1 hr 5 min',
      total_time: '',
      categories: ['Dessert', 'Catalan'],
      source: 'La cuina de casa',
      source_url: 'https://cuina.example.cat/crema',
      photo_data: photo.toString('base64'),
    });
    expect(found).toMatchObject({
      appKey: 'paprika:C4F0A2B1-0000-4000-8000-000000000001',
      picture: photo,
      source: { url: 'https://cuina.example.cat/crema', site: 'La cuina de casa' },
      warnings: [],
      node: {
        name: 'Crema catalana',
        recipeIngredient: '500 ml llet\n4 rovells',
        recipeInstructions: 'Bulliu la llet.\n\nBateu els rovells.',
        recipeYield: '4 servings',
        prepTime: 15,
        cookTime: 65,
        totalTime: undefined,
        recipeCategory: ['Dessert', 'Catalan'],
        'receptari:explanation': 'Millor freda.',
        nutrition: { calories: '300' },
      },
    });
  });

  it('names a remote picture in a warning instead of fetching it, and credits the host alone', async () => {
    const found = await paprikaRecipe({
      name: 'Escudella',
      image_url: 'https://img.example.com/escudella.jpg',
      source_url: 'https://www.receptes.example.com/escudella',
    });
    expect(found).toMatchObject({
      appKey: null,
      picture: null,
      source: { site: 'receptes.example.com' },
      warnings: [expect.stringContaining('https://img.example.com/escudella.jpg')],
    });
  });

  it('is no recipe without a name', async () => {
    expect(await paprikaRecipe({ ingredients: 'sal' })).toBeNull();
    expect(await paprikaRecipe([])).toBeNull();
  });
});
