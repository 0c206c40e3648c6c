import { tr } from '@receptari/shared/i18n/tr/core';
import { INGREDIENTS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildOpenAiTestApp, postAi, TEST_AI_KEY, TEST_AI_MODEL } from '../helpers/ai-test-app.ts';
import { buildTestAppWithUser, registerUser, type TestApp } from '../helpers/build-test-app.ts';
import {
  answer,
  delay,
  failWith,
  type FakeChatCompletions,
  promptText,
} from '../helpers/fake-chat-completions.ts';

const NUTRITION_FAILED = 'Error al calcular los valores nutricionales. Por favor verifica los ingredientes.';

const pancakes = {
  ingredients: [
    { quantity: '200', unit: 'g', name: 'farina' },
    { quantity: '2', unit: '', name: 'ous' },
    { quantity: '100', unit: 'ml', name: 'llet' },
  ],
  servings: 2,
};

const estimate = (app: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  postAi(app, '/api/ai/nutrition', payload, headers);

describe('POST /api/ai/nutrition with the builtin provider', () => {
  let app: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => ({ app, auth } = await buildTestAppWithUser()));
  afterAll(() => app.dispose());

  it('needs a signed-in user', async () => {
    expect((await estimate(app, pancakes)).statusCode).toBe(401);
  });

  it('refuses 0 servings and more ingredients than a recipe may hold', async () => {
    const noServings = await estimate(app, { ...pancakes, servings: 0 }, auth);
    expect(noServings.statusCode).toBe(422);
    expect(noServings.json().errors).toHaveProperty('servings');
    const many = Array.from({ length: 500 }, (_, i) => ({ quantity: '1', unit: 'g', name: `sal ${i}` }));
    expect(many.length).toBeGreaterThan(INGREDIENTS_MAX);
    const tooMany = await estimate(app, { ingredients: many, servings: 1 }, auth);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toHaveProperty('ingredients');
  });

  it('answers zeros for no ingredients', async () => {
    const res = await estimate(app, { ingredients: [] }, auth);
    expect(res.json()).toEqual({ calories: 0, protein: 0, carbs: 0, fats: 0, unmatched: [] });
  });

  it('estimates flour, eggs and milk close to USDA values, per serving', async () => {
    // USDA FoodData Central per 100 g: wheat flour 364 kcal, 10.3 g protein, 76.3 g carbs, 1.0 g fat;
    // whole egg 143 / 12.6 / 0.7 / 9.5 (two eggs ≈ 100-120 g); whole milk 61 / 3.2 / 4.8 / 3.3.
    // Whole recipe ≈ 935-965 kcal, 37-39 g protein, 158 g carbs, 15-17 g fat; halved for 2 servings.
    const res = await estimate(app, pancakes, auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unmatched).toEqual([]);
    expect(Number.isInteger(body.calories)).toBe(true);
    // About ±15 % around those figures: the table's egg weight and milk kind may differ a little.
    expect(body.calories).toBeGreaterThan(400);
    expect(body.calories).toBeLessThan(550);
    expect(body.protein).toBeGreaterThan(15.5);
    expect(body.protein).toBeLessThan(22.5);
    expect(body.carbs).toBeGreaterThan(67);
    expect(body.carbs).toBeLessThan(91);
    expect(body.fats).toBeGreaterThan(6);
    expect(body.fats).toBeLessThan(10);
  });

  it('limits each user to 60 estimates a minute, with the Catalan message', async () => {
    const busy = await registerUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await estimate(app, { ingredients: [] }, busy.auth)).statusCode);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    const limited = await estimate(app, { ingredients: [] }, busy.auth);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(tr.errors.rateLimited);
    // Another user behind the same address is not held back.
    expect((await estimate(app, { ingredients: [] }, auth)).statusCode).toBe(200);
  });
});

describe('POST /api/ai/nutrition with an OpenAI-compatible provider', () => {
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

  it('answers the model’s estimate rounded, after asking in JSON mode at temperature 0.2', async () => {
    fake.enqueue(answer({ calories: 478.4, protein: 18.96, carbs: '79.04', fats: 8.25 }));
    const res = await estimate(app, pancakes, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ calories: 478, protein: 19, carbs: 79, fats: 8.3, unmatched: [] });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.headers.authorization).toBe(`Bearer ${TEST_AI_KEY}`);
    expect(sent!.body).toMatchObject({
      model: TEST_AI_MODEL,
      temperature: 0.2,
      response_format: { type: 'json_object' },
    });
    const prompt = promptText(sent!);
    for (const line of ['200 g farina', '2 ous', '100 ml llet']) expect(prompt).toContain(line);
    expect(prompt).toMatch(/servings: 2/i);
  });

  it('answers zeros for no ingredients without calling the provider', async () => {
    const res = await estimate(app, { ingredients: [], servings: 3 }, auth);
    expect(res.json()).toEqual({ calories: 0, protein: 0, carbs: 0, fats: 0, unmatched: [] });
    expect(fake.requests).toHaveLength(0);
  });

  it('answers 502 with the spec message when the model’s answer is not the JSON asked for', async () => {
    fake.enqueue(answer('Around 480 kcal per serving, rich in carbs.'));
    const res = await estimate(app, pancakes, auth);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(NUTRITION_FAILED);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries once after a server error and answers the second attempt', async () => {
    fake.enqueue(failWith(500), answer({ calories: 300, protein: 10, carbs: 40, fats: 5 }));
    const res = await estimate(app, pancakes, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ calories: 300, protein: 10 });
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 502 after two timeouts, without waiting for the slow provider', async () => {
    fake.enqueue(delay(5000), delay(5000));
    const started = Date.now();
    const res = await estimate(app, pancakes, auth);
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(NUTRITION_FAILED);
    expect(fake.requests).toHaveLength(2);
    // Two timeouts of a second each, not the provider's five.
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('answers 502 after two server errors, and hides the provider’s words', async () => {
    fake.enqueue(failWith(503, `{"error":{"message":"bad key ${TEST_AI_KEY}"}}`), failWith(500));
    const res = await estimate(app, pancakes, auth);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      statusCode: 502,
      error: expect.any(String),
      code: 'ai_failed',
      message: NUTRITION_FAILED,
    });
  });
});
