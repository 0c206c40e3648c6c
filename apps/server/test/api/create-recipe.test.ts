import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INGREDIENTS_MAX } from '@receptari/shared/recipes/recipes.rules';
import { recipes } from '../../src/db/schema/index.ts';
import { registerUser, type TestApp } from '../helpers/build-test-app.ts';
import { type Catalog, publishingTestWorld, recipeInput, type TestUser } from '../helpers/recipe-factory.ts';
import { uploadSample } from '../helpers/upload-media.ts';

let app: TestApp;
let author: TestUser;
let catalog: Catalog;
let image: string;
beforeAll(async () => ({ app, author, catalog, image } = await publishingTestWorld()));
afterAll(() => app.dispose());

const create = (payload: unknown, auth: Record<string, string> | undefined = author.auth) =>
  app.inject({ method: 'POST', url: '/api/recipes', headers: auth, payload: payload as object });
const recipeCount = async () => (await app.db.select({ n: count() }).from(recipes))[0]!.n;

describe('POST /recipes', () => {
  it('stores the whole recipe and answers its detail, first among the recent ones', async () => {
    const res = await create(recipeInput(catalog, { image, title: '  Escudella i carn d’olla  ' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Escudella i carn d’olla',
      user_id: author.user.id,
      image: image.replace(/\.webp$/, '-detail.webp'),
      steps: recipeInput(catalog).steps,
      ingredients: recipeInput(catalog).ingredients,
      nutrition: { calories: 320, protein: 8.5, carbs: 40.2, fats: 12.1 },
      liked: false,
      saved: false,
      status: 'published',
      steps_count: 3,
    });
    const recent = await app.inject({ url: '/api/recipes?sort=recent&limit=1' });
    expect(recent.json().recipes[0].id).toBe(created.id);
  });

  it('takes a video alone as the media', async () => {
    const res = await create(
      recipeInput(catalog, { image: null, video: await uploadSample(app, author.auth, 'video') }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses, storing nothing: no token, no media, another user’s upload, a forbidden title', async () => {
    const before = await recipeCount();
    expect((await create(recipeInput(catalog, { image }), {})).statusCode).toBe(401);

    const noMedia = await create(recipeInput(catalog));
    expect(noMedia.statusCode).toBe(422);
    expect(noMedia.json().message).toBe('Has de pujar una imatge o un vídeo per a la recepta!');

    const other = await registerUser(app);
    const stolen = await create(recipeInput(catalog, { image }), other.auth);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().errors.media).toBeDefined();
    const invented = await create(recipeInput(catalog, { image: '/media/seed/recipe-1.webp' }));
    expect(invented.statusCode).toBe(422);

    const rude = await create(recipeInput(catalog, { image, title: 'Pastís de CACAU' }));
    expect(rude.statusCode).toBe(422);
    expect(rude.json().errors.title).toEqual([
      'El títol conté paraules inapropiades. Si us plau, revisa-ho.',
    ]);
    expect(await recipeCount()).toBe(before);
  });

  it('names the limit it refuses: 500 ingredients, a 20,000-character explanation', async () => {
    const before = await recipeCount();
    const many = Array.from({ length: 500 }, (_, i) => ({
      quantity: '1',
      unit: 'g' as const,
      name: `sal ${i}`,
    }));
    const tooMany = await create(recipeInput(catalog, { image, ingredients: many }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.ingredients).toEqual([
      `Una recepta pot tenir com a màxim ${INGREDIENTS_MAX} ingredients.`,
    ]);
    const long = await create(recipeInput(catalog, { image, explanation: 'a'.repeat(20_000) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.explanation).toEqual(['L’explicació pot tenir com a màxim 10000 caràcters.']);
    expect(await recipeCount()).toBe(before);
  });

  it('refuses blank steps or ingredient names, servings under 1, negative times, unknown catalogue', async () => {
    const before = await recipeCount();
    const cases: [object, string][] = [
      [{ steps: ['Bulliu', '   '] }, 'steps'],
      [{ steps: [] }, 'steps'],
      [{ ingredients: [{ quantity: '1', unit: 'g', name: ' ' }] }, 'ingredients'],
      [{ servings: 0 }, 'servings'],
      [{ prep_time: -5 }, 'prep_time'],
      [{ category_id: 999_999 }, 'category_id'],
      [{ cuisine_id: null }, 'cuisine_id'],
      [{ nutrition: { calories: -1, protein: 0, carbs: 0, fats: 0 } }, 'nutrition'],
    ];
    for (const [over, field] of cases) {
      const res = await create({ ...recipeInput(catalog, { image }), ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await recipeCount()).toBe(before);
  });
});
