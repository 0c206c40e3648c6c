import type { APIRequestContext } from '@playwright/test';
import { type Account, bearer, expect } from './fixtures.ts';
import { foodPhoto, MEDIA_CHECK, unsurePhoto } from './media.ts';

/**
 * A published recipe of `owner`'s own, made through the API the way the form does: the food photo
 * uploaded (POST /api/media, which runs the food check), then the recipe created with it. Answers its id.
 */
export async function publishRecipeViaApi(
  request: APIRequestContext,
  owner: Account,
  title: string,
  ingredients: Ingredient[] = [{ quantity: '500', unit: 'g', name: 'massa de pa' }],
  description = 'Coca amb escalivada i arengada.',
) {
  return createRecipeViaApi(request, owner, title, 'published', ingredients, description);
}

type Ingredient = { quantity: string; unit: string; name: string };

/**
 * A recipe whose photo the food check cannot call food (a flat colour): it waits for an admin's
 * review (status 'pending'). Answers its id.
 */
export async function pendingRecipeViaApi(request: APIRequestContext, owner: Account, title: string) {
  return createRecipeViaApi(request, owner, title, 'pending');
}

async function createRecipeViaApi(
  request: APIRequestContext,
  owner: Account,
  title: string,
  status: 'published' | 'pending',
  ingredients: Ingredient[] = [{ quantity: '500', unit: 'g', name: 'massa de pa' }],
  description = 'Coca amb escalivada i arengada.',
) {
  const upload = await request.post('/api/media', {
    headers: bearer(owner.token),
    multipart: { file: status === 'published' ? foodPhoto() : await unsurePhoto() },
    timeout: MEDIA_CHECK.timeout,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { secure_url: image } = (await upload.json()) as { secure_url: string };
  const { categories } = (await (await request.get('/api/categories')).json()) as {
    categories: { id: number }[];
  };
  const { cuisines } = (await (await request.get('/api/cuisines')).json()) as { cuisines: { id: number }[] };
  const res = await request.post('/api/recipes', {
    headers: bearer(owner.token),
    data: {
      category_id: categories[0]!.id,
      cuisine_id: cuisines[0]!.id,
      title,
      description,
      servings: 4,
      explanation: 'Una coca de l’interior, per compartir.',
      steps: ['Estireu la massa.', 'Poseu-hi l’escalivada i enforneu-la.'],
      ingredients,
      prep_time: 20,
      cook_time: 25,
      image,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: number; status: string };
  expect(created.status).toBe(status);
  return created.id;
}
