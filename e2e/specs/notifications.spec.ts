import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, bearer, expect, registerViaApi, signIn, test } from '../fixtures.ts';
import { foodPhoto, MEDIA_SPEC_TIMEOUT } from '../media.ts';

/** A published recipe of `owner`, created through the API with a photo the food check accepts. */
async function createRecipe(request: APIRequestContext, owner: Account) {
  const upload = await request.post('/api/media', {
    headers: bearer(owner.token),
    multipart: { file: foodPhoto() },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { secure_url: image } = (await upload.json()) as { secure_url: string };
  const { categories } = (await (await request.get('/api/categories')).json()) as {
    categories: { id: number }[];
  };
  const { cuisines } = (await (await request.get('/api/cuisines')).json()) as { cuisines: { id: number }[] };
  const title = `Coca de recapte de ${owner.name}`;
  const res = await request.post('/api/recipes', {
    headers: bearer(owner.token),
    data: {
      category_id: categories[0]!.id,
      cuisine_id: cuisines[0]!.id,
      title,
      description: 'Coca amb escalivada i arengada.',
      servings: 4,
      explanation: 'Una coca de l’interior, per compartir.',
      steps: ['Estireu la massa.', 'Poseu-hi l’escalivada i enforneu-la.'],
      ingredients: [{ quantity: '500', unit: 'g', name: 'massa de pa' }],
      prep_time: 20,
      cook_time: 25,
      image,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as { id: number; status: string };
  expect(created.status).toBe('published');
  return { id: created.id, title };
}

/**
 * Resolves once the page's notifications socket has told the server who it is (`authenticate`
 * with the user id, which joins the user's room): from then on a notification is pushed to it.
 */
function socketAuthenticated(page: Page, userId: number) {
  return page
    .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
    .then((ws) =>
      ws.waitForEvent('framesent', (frame) => String(frame.payload) === `42["authenticate",${userId}]`),
    );
}

test('a comment on my recipe raises the bell at once; the notification leads to the recipe and is then read', async ({
  page,
  request,
  account: author,
}) => {
  // Creating the recipe waits for the server's food check of its photo.
  test.setTimeout(MEDIA_SPEC_TIMEOUT);
  const recipe = await createRecipe(request, author);
  await signIn(page, author.token);

  const authenticated = socketAuthenticated(page, author.user.id);
  await page.goto('/');
  await authenticated;
  const bell = page.getByRole('link', { name: /^Notificacions/ });
  await expect(bell).toHaveAccessibleName('Notificacions');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  // Another user comments through the API; the author's page is not reloaded (the mark stays).
  await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
  const other = await registerViaApi(request);
  const res = await request.post(`/api/recipes/${recipe.id}/comment`, {
    headers: bearer(other.token),
    data: { comment: 'Quina coca més bona!' },
  });
  expect(res.status()).toBe(201);
  await expect(page.getByTestId('unread-count')).toHaveText('1', { timeout: 2000 });
  await expect(bell).toHaveAccessibleName('Notificacions, 1 sense llegir');
  expect(await page.evaluate(() => 'e2eNotReloaded' in window)).toBe(true);

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByText('1 notificació sense llegir')).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: other.name });
  await expect(item).toContainText(recipe.title);
  await expect(item.getByText('Nova')).toBeVisible();

  await item.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/info/${recipe.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: recipe.title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(item.getByText('Llegida')).toBeVisible();
  await expect(item.getByText('Nova')).toHaveCount(0);
  await expect(page.getByText('Totes llegides')).toBeVisible();

  // The server has it read too: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: other.name }).getByText('Llegida')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Notificacions/ })).toHaveAccessibleName('Notificacions');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  await request.post('/api/logout', { headers: bearer(other.token) });
});
