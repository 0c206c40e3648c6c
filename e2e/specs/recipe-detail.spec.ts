import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, expect, registerViaApi, test } from '../fixtures.ts';

/** A seeded recipe that no other spec touches: the n-th most recent. */
async function recipeId(request: APIRequestContext, n: number): Promise<number> {
  const res = await request.get('/api/recipes?sort=recent&limit=20');
  const { recipes } = (await res.json()) as { recipes: { id: number }[] };
  return recipes[n]!.id;
}

const likes = (page: Page) => page.getByTestId('likes-count');

test('signed out, the detail asks to log in and comes back after', async ({ page, request }) => {
  const id = await recipeId(request, 0);
  await page.goto(`/info/${id}`);
  await expect(page.getByText('Debes iniciar sesión para ver los detalles de esta receta')).toBeVisible();
  await page.getByRole('link', { name: 'Ir a Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Finfo%2F${id}$`));
});

test('like and bookmark change and survive a reload', async ({ signedInPage: page, request }) => {
  const id = await recipeId(request, 1);
  await page.goto(`/info/${id}`);
  const before = Number(await likes(page).textContent());
  await page.getByRole('button', { name: 'M’agrada' }).click();
  await expect(likes(page)).toHaveText(String(before + 1));
  await page.getByRole('button', { name: 'Desar a les guardades' }).click();
  await expect(page.getByRole('button', { name: 'Treure de les guardades' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Ja no m’agrada' })).toHaveAttribute('aria-pressed', 'true');
  await expect(likes(page)).toHaveText(String(before + 1));
  await expect(page.getByRole('button', { name: 'Treure de les guardades' })).toBeVisible();
});

test('files the recipe in a folder and refuses it twice in the same one', async ({
  signedInPage: page,
  request,
}) => {
  const id = await recipeId(request, 2);
  await page.goto(`/info/${id}`);
  await page.getByRole('button', { name: 'Desar en una carpeta' }).click();
  const dialog = page.getByRole('dialog', { name: 'On vols desar la recepta?' });
  await dialog.getByRole('button', { name: 'Desar' }).click();
  await expect(dialog.getByText('Si us plau, selecciona una carpeta')).toBeVisible();
  await dialog.getByLabel('Nova carpeta').fill('Sopars de diumenge');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByRole('radio', { name: 'Sopars de diumenge' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Desar' }).click();
  await expect(page.getByText('Recepta desada a la carpeta: Sopars de diumenge')).toBeVisible();

  await page.getByRole('button', { name: 'Desar en una carpeta' }).click();
  await expect(page.getByText('La recepta ja està desada en una de les teves carpetes.')).toBeVisible();
  await page.getByRole('button', { name: 'Afegir a una altra carpeta' }).click();
  await dialog.getByRole('radio', { name: 'Sopars de diumenge' }).check();
  await dialog.getByRole('button', { name: 'Desar' }).click();
  await expect(page.getByText('La recepta ya está desada en esta carpeta')).toBeVisible();
});

test('a comment by another user appears within 4 seconds', async ({ signedInPage: page, request }) => {
  const id = await recipeId(request, 3);
  await page.goto(`/info/${id}`);
  await page.getByRole('textbox', { name: 'Escriu un comentari...' }).fill('Molt bona, la repetiré!');
  await page.getByRole('button', { name: 'Comentar', exact: true }).click();
  await expect(page.getByText('Molt bona, la repetiré!')).toBeVisible();

  const other = await registerViaApi(request);
  const text = `Comentari de ${other.name}`;
  const res = await request.post(`/api/recipes/${id}/comment`, {
    data: { comment: text },
    headers: bearer(other.token),
  });
  expect(res.status()).toBe(201);
  await expect(page.getByText(text)).toBeVisible({ timeout: 4000 });
  await expect(page.getByText('Nou comentari disponible')).toBeVisible();
  await request.post('/api/logout', { headers: bearer(other.token) });
});

test('a comment being typed survives going elsewhere and back, and goes once sent', async ({
  signedInPage: page,
  request,
}) => {
  const id = await recipeId(request, 5);
  await page.goto(`/info/${id}`);
  const box = page.getByRole('textbox', { name: 'Escriu un comentari...' });
  const text = `Quan la torni a fer, menys sal ${Date.now()}`;
  await box.fill(text);
  // In the app (the bottom navigation), then back: the page is drawn anew, the draft with it.
  await page.getByRole('link', { name: 'Cercar' }).click();
  await expect(page).toHaveURL(/\/search/);
  await page.goBack();
  await expect(box).toHaveValue(text);

  await page.getByRole('button', { name: 'Comentar', exact: true }).click();
  await expect(page.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  await page.getByRole('link', { name: 'Cercar' }).click();
  await expect(page).toHaveURL(/\/search/);
  await page.goBack();
  await expect(page.getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
});

test('downloads the recipe as a PDF', async ({ signedInPage: page, request }) => {
  const id = await recipeId(request, 4);
  await page.goto(`/info/${id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descarregar PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receta_${id}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('PDF descarregat amb èxit')).toBeVisible();
});

test('a recipe page’s HTML carries its link preview: the card’s title and picture, which answers', async ({
  request,
}) => {
  const res = await request.get('/api/recipes?sort=recent&limit=20');
  const { recipes } = (await res.json()) as {
    recipes: { id: number; title: string; image: string | null }[];
  };
  const recipe = recipes.find((r) => r.image)!;
  // As a link preview's fetcher asks: no session, no script run, the HTML only.
  const html = await (await request.get(`/info/${recipe.id}`)).text();
  const content = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
  const unescape = (text: string) =>
    text
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  expect(unescape(content('og:title') ?? '')).toBe(recipe.title);
  expect(content('og:type')).toBe('article');
  expect(content('twitter:card')).toBe('summary_large_image');
  const image = content('og:image')!;
  expect(image).toMatch(/^https?:\/\//);
  expect(new URL(image).pathname).toBe(recipe.image);
  expect((await request.get(image)).status()).toBe(200);
  // An unknown recipe's page says nothing of any recipe.
  const unknown = await (await request.get('/info/999999999')).text();
  expect(unknown).not.toContain('og:title');
});
