import { tr } from '@receptari/shared/i18n/tr/core';
import { trRecipeForm } from '@receptari/shared/i18n/tr/recipe-form';
import { fill } from '@receptari/shared/i18n/fill';
import { EXPLANATION_MAX } from '@receptari/shared/recipes/recipes.rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOpenAiTestApp, postAi, TEST_AI_MODEL } from '../helpers/ai-test-app.ts';
import { buildTestAppWithUser, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { answer, delay, type FakeChatCompletions, promptText } from '../helpers/fake-chat-completions.ts';

const AI_FAILED = 'Error: Només es poden generar receptes de cuina. Si us plau, introdueix dades vàlides.';

const truita = {
  explanation:
    'Per fer una truita de patates per a 4 persones necessitem 4 ous, 500 g de patates i una ceba. ' +
    'Primer pela les patates i talla-les a daus. Després fregeix-les amb oli 20 minuts. ' +
    'Finalment bat els ous, barreja-ho tot i quall la truita 5 minuts.',
  category: 'Primer plat',
  cuisine: 'Espanya',
};

const generate = (app: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  postAi(app, '/api/ai/generate-recipe', payload, headers);

describe('POST /api/ai/generate-recipe with the builtin provider', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => ({ app, auth } = await buildTestAppWithUser()));
  afterAll(() => app.dispose());

  it('needs a signed-in user', async () => {
    expect((await generate(app, truita)).statusCode).toBe(401);
  });

  it('refuses a missing category or cuisine with 422 and the spec’s message', async () => {
    for (const body of [
      { ...truita, category: '' },
      { explanation: truita.explanation, category: 'Postres' },
    ]) {
      const res = await generate(app, body, auth);
      expect(res.statusCode).toBe(422);
      expect(Object.values(res.json().errors).flat()).toContain(trRecipeForm.autofill.catalogFirst);
    }
  });

  it('refuses an empty explanation and one over the limit, naming the limit', async () => {
    const empty = await generate(app, { ...truita, explanation: '   ' }, auth);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.explanation).toEqual([trRecipeForm.recipeForm.explanationRequired]);
    const long = await generate(app, { ...truita, explanation: 'a'.repeat(EXPLANATION_MAX + 1) }, auth);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.explanation).toEqual([
      fill(trRecipeForm.recipeForm.explanationTooLong, { max: EXPLANATION_MAX }),
    ]);
  });

  it('refuses a recipe text of 20,000 characters with 422 and a message that states the one limit', async () => {
    // A user of its own: the 10 a minute are the other tests'.
    const { auth } = await registerUser(app);
    const res = await generate(
      app,
      { ...truita, explanation: `${truita.explanation} `.repeat(80).slice(0, 20_000) },
      auth,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.explanation).toEqual([
      fill(trRecipeForm.recipeForm.explanationTooLong, { max: EXPLANATION_MAX }),
    ]);
    expect(res.json().message).toBe(
      fill(trRecipeForm.recipeForm.explanationTooLong, { max: EXPLANATION_MAX }),
    );
  });

  it('refuses a recipe in German or French with 422 and the spec’s AI message', async () => {
    // A user of its own: the 10 a minute are the other tests'.
    const { auth } = await registerUser(app);
    for (const explanation of [
      'Die Kartoffeln schälen und in Würfel schneiden. 500 g Kartoffeln, 2 Eier und eine Zwiebel. Die Eier verquirlen und alles 20 Minuten braten.',
      "Éplucher les pommes de terre et les couper en dés. Faire revenir l'oignon dans l'huile pendant 10 minutes, puis ajouter les oeufs battus.",
    ]) {
      const res = await generate(app, { ...truita, explanation }, auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'ai_input_refused', message: AI_FAILED });
    }
  });

  it('answers 0 and 0 with a warning for the cook when the text names no time', async () => {
    // A user of its own: the 10 a minute are the other tests'.
    const { auth } = await registerUser(app);
    const res = await generate(
      app,
      {
        ...truita,
        explanation:
          'Pa amb tomàquet. 4 llesques de pa, 2 tomàquets, oli i sal. Torra el pa. Frega-hi el tomàquet. Amaneix-ho amb oli i sal.',
      },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      prep_time: 0,
      cook_time: 0,
      warnings: [trRecipeForm.autofill.noTimes],
    });
    expect((await generate(app, truita, auth)).json().warnings).toBeUndefined();
  });

  it('fills a whole recipe from the explanation, nutrition per serving included', async () => {
    const res = await generate(app, truita, auth);
    expect(res.statusCode).toBe(200);
    const recipe = res.json();
    expect(recipe).toMatchObject({ title: 'Truita de patates', servings: 4, prep_time: 0, cook_time: 25 });
    expect(recipe.ingredients.slice(0, 3)).toEqual([
      { quantity: '4', unit: 'unitats', name: 'ous' },
      { quantity: '500', unit: 'g', name: 'patates' },
      { quantity: '1', unit: 'unitats', name: 'ceba' },
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.description.split(/(?<=\.)\s/).length).toBeLessThanOrEqual(2);
    expect(recipe.nutrition.calories).toBeGreaterThan(100);
  });

  it('answers 422 (not 502: no upstream failed) with the spec’s message for a text that is not a recipe', async () => {
    const res = await generate(
      app,
      { ...truita, explanation: 'Demà anirem a la platja amb els amics.' },
      auth,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'ai_input_refused', message: AI_FAILED });
  });

  it('limits each user to 10 generations a minute', async () => {
    const busy = await registerUser(app);
    for (let i = 0; i < 10; i++) expect((await generate(app, truita, busy.auth)).statusCode).toBe(200);
    const limited = await generate(app, truita, busy.auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(tr.errors.rateLimited);
  });
});

describe('POST /api/ai/generate-recipe with an OpenAI-compatible provider', () => {
  let app: TestApp;
  let fake: FakeChatCompletions;
  let dispose: () => Promise<void>;
  let auth: Record<string, string>;
  beforeAll(async () => {
    ({ app, fake, dispose } = await buildOpenAiTestApp());
    ({ auth } = await registerUser(app));
  });
  afterAll(() => dispose());
  beforeEach(() => fake.reset());

  const modelRecipe = {
    title: 'Truita de patates',
    description: 'La truita de tota la vida. Sucosa per dins. Perfecta per sopar.',
    ingredients: [
      { quantity: '4', unit: 'unitats', name: 'ous' },
      { quantity: '500', unit: 'g', name: 'patates' },
      { quantity: '1', unit: 'unitats', name: 'ceba' },
    ],
    steps: ['Pela i talla les patates.', 'Fregeix-les 20 minuts.', 'Quall la truita amb els ous.'],
    nutrition: { calories: 250, protein: 11, fats: 14, carbs: 21 },
    prep_time: 10,
    cook_time: 25,
  };

  it('asks in JSON mode at temperature 0.5 with the explanation, category and cuisine', async () => {
    fake.enqueue(answer(modelRecipe));
    const res = await generate(app, truita, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...modelRecipe,
      description: 'La truita de tota la vida. Sucosa per dins.',
      servings: 4,
    });
    const [sent] = fake.requests;
    expect(sent!.body).toMatchObject({
      model: TEST_AI_MODEL,
      temperature: 0.5,
      response_format: { type: 'json_object' },
    });
    const prompt = promptText(sent!);
    for (const text of [truita.explanation, 'Primer plat', 'Espanya', 'Catalan', '"unitats"'])
      expect(prompt).toContain(text);
  });

  it.each([
    ['malformed JSON', '{"title": "Truita", "ingredients": ['],
    ['an answer without steps', JSON.stringify({ ...modelRecipe, steps: [] })],
    ['the model’s refusal', '{"ingredients": [], "steps": []}'],
  ])('answers 502 with the spec’s message for %s', async (_what, content) => {
    fake.enqueue(answer(content));
    const res = await generate(app, truita, auth);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: expect.any(String),
      code: 'ai_failed',
      message: AI_FAILED,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('passes on a model’s answer without times as 0 and 0 with the same warning for the cook', async () => {
    fake.enqueue(answer({ ...modelRecipe, prep_time: undefined, cook_time: undefined }));
    const res = await generate(app, truita, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      prep_time: 0,
      cook_time: 0,
      warnings: [trRecipeForm.autofill.noTimes],
    });
  });

  it('answers 502 after the provider times out twice', async () => {
    fake.enqueue(delay(5000), delay(5000));
    const res = await generate(app, truita, auth);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(AI_FAILED);
    expect(fake.requests).toHaveLength(2);
  });
});
