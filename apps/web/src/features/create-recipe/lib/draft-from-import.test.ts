import { describe, expect, it } from 'vitest';
import { importedDraft } from '@/test/imported-draft.ts';
import { toRecipeInput } from './draft.ts';
import { draftFromImport, lacksNutrition } from './draft-from-import.ts';

describe('draftFromImport', () => {
  it('turns an imported recipe into the form’s values: rows with keys, nutrition flat, ids as strings, the credit kept', () => {
    const draft = draftFromImport(importedDraft());
    expect(draft).toMatchObject({
      category_id: '3',
      cuisine_id: null,
      title: 'Escalivada',
      description: 'Verdures escalivades a la brasa.',
      servings: 4,
      explanation: 'Les verdures de l’estiu, rostides i pelades.',
      calories: 180,
      protein: 3.5,
      carbs: 14,
      fats: 12.5,
      prep_time: 15,
      cook_time: 60,
      image: '/media/ab/cd1234.webp',
      video: null,
      source: { url: 'https://cuina.example.cat/receptes/escalivada', site: 'Cuina d’aquí' },
    });
    expect(draft.steps.map((s) => s.text)).toEqual([
      'Enceneu el forn a 200 °C.',
      'Rostiu-hi les verdures una hora.',
    ]);
    expect(draft.ingredients.map(({ quantity, unit, name }) => [quantity, unit, name])).toEqual([
      ['2', 'unitats', 'albergínies'],
      ['', '', 'oli d’oliva'],
    ]);
    const keys = [...draft.steps, ...draft.ingredients].map((row) => row.key);
    expect(new Set(keys).size).toBe(4);
    expect(keys.every((key) => key.length > 0)).toBe(true);
  });

  it('gives one empty row to type in where the recipe brought no steps or ingredients', () => {
    const draft = draftFromImport(
      importedDraft({ steps: [], ingredients: [], category_id: null, source: null }),
    );
    expect(draft.steps).toEqual([{ key: expect.any(String), text: '' }]);
    expect(draft.ingredients).toEqual([{ key: expect.any(String), quantity: '', unit: '', name: '' }]);
    expect(draft.category_id).toBeNull();
    expect(draft.source).toBeNull();
  });

  it('submits as the recipe it was read from, with its source', () => {
    const { title, steps, ingredients, nutrition, category_id, source } = importedDraft();
    expect(toRecipeInput(draftFromImport(importedDraft()))).toMatchObject({
      title,
      steps,
      ingredients,
      nutrition,
      category_id,
      cuisine_id: null,
      source,
    });
  });

  it('tells a recipe without nutrition of its own', () => {
    expect(lacksNutrition(importedDraft())).toBe(false);
    expect(lacksNutrition(importedDraft({ nutrition: { calories: 0, protein: 0, carbs: 0, fats: 0 } }))).toBe(
      true,
    );
  });
});
