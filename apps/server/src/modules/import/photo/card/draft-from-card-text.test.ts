import { trImport } from '@receptari/shared/i18n/tr/import';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../../../ai/ai-provider.ts';
import { AiProviderError } from '../../../../ai/ai-provider-error.ts';
import { generateBuiltinRecipe } from '../../../../ai/builtin/generate/generate-recipe.ts';
import { estimateNutrition } from '../../../../ai/builtin/nutrition/estimate-nutrition.ts';
import { AppError } from '../../../../lib/app-error.ts';
import { draftFromCardText } from './draft-from-card-text.ts';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;

/** The builtin autofill and nutrition, without the food check's worker. */
const builtin = (overrides: Partial<AiProvider> = {}): AiProvider => ({
  name: 'builtin',
  generateRecipe: generateBuiltinRecipe,
  estimateNutrition: async (input) => estimateNutrition(input),
  chat: () => Promise.reject(new Error('unused')),
  checkFood: () => Promise.reject(new Error('unused')),
  ...overrides,
});

const CARD = `CREMA CATALANA
Per Sant Josep, com sempre.

INGREDIENTS (PER A 6 PERSONES):
1 LITRE DE LLET

6 ROVELLS D'OU
200 G DE SUCRE
PREPARACIÓ:
1. BULL LA LLET AMB LA CANYELLA 10 MINUTS I DEIXA-LA
REPOSAR.
2. BAT ELS ROVELLS AMB EL SUCRE.
3. AFEGEIX-HI LA LLET I REMENA A FOC BAIX.`;

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { status: err.statusCode, code: err.code } : err),
  );

describe('draftFromCardText', () => {
  it('makes the card’s own parts the draft, with servings, times and nutrition from the autofill', async () => {
    const draft = await draftFromCardText({ ai: builtin(), log }, CARD);
    expect(draft).toMatchObject({
      title: 'Crema catalana',
      description: 'Per Sant Josep, com sempre.',
      servings: 6,
      ingredients: [
        { quantity: '1', unit: 'l', name: 'llet' },
        { quantity: '6', unit: 'unitats', name: "rovells d'ou" },
        { quantity: '200', unit: 'g', name: 'sucre' },
      ],
      steps: [
        'Bull la llet amb la canyella 10 minuts i deixa-la reposar.',
        'Bat els rovells amb el sucre.',
        'Afegeix-hi la llet i remena a foc baix.',
      ],
      image: null,
      category_id: null,
      cuisine_id: null,
      source: null,
    });
    expect(draft.cook_time + draft.prep_time).toBe(10);
    expect(draft.nutrition.calories).toBeGreaterThan(100);
    expect(draft.explanation).toContain(
      '1. Bull la llet amb la canyella 10 minuts i deixa-la reposar.\n2. Bat',
    );
    expect(draft.warnings.slice(0, 2)).toEqual([trImport.photo.readFromPhoto, trImport.photo.noDishPhoto]);
    expect(draft.warnings).not.toContain(trImport.warnings.noServings);
  });

  it('asks the autofill for the whole recipe when the card is written as prose', async () => {
    const draft = await draftFromCardText(
      { ai: builtin(), log },
      'Per fer una truita de patates per a 2 persones necessitem 3 ous i 400 g de patates.\nPrimer fregeix les patates 20 minuts. Després bat els ous i qualla la truita.',
    );
    expect(draft.title).toBe('Truita de patates');
    expect(draft.ingredients.map((i) => i.name)).toEqual(['ous', 'patates']);
    expect(draft.steps.length).toBeGreaterThanOrEqual(2);
    expect(draft.description).not.toBe('');
  });

  it('refuses a photo with too little text (422), and text with no recipe in it (422)', async () => {
    expect(await refusal(draftFromCardText({ ai: builtin(), log }, ' ~ | .. \n ab '))).toEqual({
      status: 422,
      code: 'no_text_in_photo',
    });
    expect(
      await refusal(
        draftFromCardText({ ai: builtin(), log }, 'Bon dia a tothom, avui fa sol i anirem a la platja.'),
      ),
    ).toEqual({ status: 422, code: 'no_recipe_in_photo' });
  });

  it('goes on without the autofill when the provider fails and the card has its parts; else 502', async () => {
    const down = builtin({
      name: 'openai',
      generateRecipe: () => Promise.reject(new AiProviderError('timeout', 'slow')),
      estimateNutrition: () => Promise.reject(new AiProviderError('http', 'down', 500)),
    });
    const draft = await draftFromCardText({ ai: down, log }, CARD);
    expect(draft.steps).toHaveLength(3);
    expect(draft.nutrition).toEqual({ calories: 0, protein: 0, carbs: 0, fats: 0 });
    expect(draft.warnings).toContain(trImport.warnings.noTimes);
    expect(
      await refusal(
        draftFromCardText({ ai: down, log }, 'Una recepta de la iaia, molt bona i fàcil de fer.'),
      ),
    ).toEqual({ status: 502, code: 'ai_failed' });
  });
});
