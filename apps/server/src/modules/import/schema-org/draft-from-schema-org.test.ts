import { trImport } from '@receptari/shared/i18n/tr/import';
import { fill } from '@receptari/shared/i18n/fill';
import { STEPS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { describe, expect, it } from 'vitest';
import type { CatalogNames } from './catalog-match.ts';
import { draftFromSchemaOrg } from './draft-from-schema-org.ts';

const catalog: CatalogNames = {
  categories: [
    { id: 1, name: 'Postres' },
    { id: 2, name: 'Pasta' },
    { id: 3, name: 'Sopes i cremes' },
  ],
  cuisines: [
    { id: 10, country: 'Catalunya' },
    { id: 11, country: 'Itàlia' },
  ],
};
const w = trImport.warnings;
const draftOf = (node: Record<string, unknown>) =>
  draftFromSchemaOrg({ '@type': 'Recipe', ...node }, catalog);
const servings = (recipeYield: unknown) => draftOf({ recipeYield }).draft.servings;

describe('draftFromSchemaOrg', () => {
  it('recipeYield in the shapes sites write it', () => {
    expect(servings(4)).toBe(4);
    expect(servings('4')).toBe(4);
    expect(servings('4 racions')).toBe(4);
    expect(servings('Serves 4-6')).toBe(4);
    expect(servings(['6', '6 racions'])).toBe(6);
    expect(servings(['12', '1 9x13-inch lasagna'])).toBe(12);
    expect(servings({ '@type': 'QuantitativeValue', value: 8 })).toBe(8);
    expect(servings('2.5')).toBe(3);
    expect(servings('500')).toBe(100);
  });

  it('no yield, or none readable: one serving and a warning', () => {
    for (const yieldValue of [undefined, 'una plata', '0']) {
      const { draft } = draftOf({ recipeYield: yieldValue });
      expect(draft.servings).toBe(1);
      expect(draft.warnings).toContain(w.noServings);
    }
  });

  it('times: both parts, the total alone as cooking, the total and one part', () => {
    const times = (node: Record<string, unknown>) => {
      const { draft } = draftOf(node);
      return [draft.prep_time, draft.cook_time];
    };
    expect(times({ prepTime: 'PT15M', cookTime: 'PT1H' })).toEqual([15, 60]);
    expect(times({ totalTime: 'PT1H' })).toEqual([0, 60]);
    expect(times({ prepTime: 'PT15M', totalTime: 'PT2H15M' })).toEqual([15, 120]);
    expect(times({ cookTime: 'PT30M', totalTime: 'PT45M' })).toEqual([15, 30]);
    expect(draftOf({}).draft.warnings).toContain(w.noTimes);
  });

  it('the catalogue matched from category, cuisine and keywords; unknown ones warned about', () => {
    expect(draftOf({ recipeCategory: 'Dessert', recipeCuisine: 'Catalana' }).draft).toMatchObject({
      category_id: 1,
      cuisine_id: 10,
    });
    expect(draftOf({ recipeCategory: 'dinner, pastas', recipeCuisine: ['italian'] }).draft).toMatchObject({
      category_id: 2,
      cuisine_id: 11,
    });
    expect(draftOf({ keywords: 'sopa, tardor' }).draft.category_id).toBe(3);
    const { draft } = draftOf({ recipeCategory: 'Brunch de diumenge' });
    expect(draft.warnings).toEqual(expect.arrayContaining([w.noCategory, w.noCuisine]));
  });

  it('ingredients split into quantity, unit and name, a heading left out, an unread amount warned', () => {
    const { draft } = draftOf({ recipeIngredient: ['Per a la massa:', '500 g de farina', '2 ous', 'Sal'] });
    expect(draft.ingredients).toEqual([
      { quantity: '500', unit: 'g', name: 'farina' },
      { quantity: '2', unit: 'unitats', name: 'ous' },
      { quantity: '', unit: '', name: 'Sal' },
    ]);
    expect(draftOf({}).draft.warnings).toEqual(expect.arrayContaining([w.noIngredients, w.noSteps]));
  });

  it('nutrition numbers out of their units', () => {
    const { draft } = draftOf({
      nutrition: {
        calories: '445 calories',
        proteinContent: '33 grams',
        carbohydrateContent: '54,5 g',
        fatContent: 10,
      },
    });
    expect(draft.nutrition).toEqual({ calories: 445, protein: 33, carbs: 54.5, fats: 10 });
  });

  it('the picture as a URL, an ImageObject, or a list of either; none is a warning', () => {
    expect(draftOf({ image: 'https://a.cat/x.jpg' }).imageUrl).toBe('https://a.cat/x.jpg');
    expect(draftOf({ image: { '@type': 'ImageObject', url: '/x.jpg' } }).imageUrl).toBe('/x.jpg');
    expect(draftOf({ image: [{ contentUrl: 'y.jpg' }, 'z.jpg'] }).imageUrl).toBe('y.jpg');
    expect(draftOf({ thumbnailUrl: 't.jpg' }).imageUrl).toBe('t.jpg');
    const none = draftOf({});
    expect(none.imageUrl).toBeNull();
    expect(none.draft.warnings).toContain(w.noImage);
  });

  it('the title from name or headline, entities decoded; too many steps cut with a warning', () => {
    expect(draftOf({ headline: 'Crema &amp; mel' }).draft.title).toBe('Crema & mel');
    const steps = Array.from({ length: STEPS_MAX + 3 }, (_, i) => `Pas ${i + 1}: remeneu.`);
    const { draft } = draftOf({ name: 'Llarga', recipeInstructions: steps });
    expect(draft.steps).toHaveLength(STEPS_MAX);
    expect(draft.warnings).toContain(fill(w.tooManySteps, { max: STEPS_MAX }));
  });
});
