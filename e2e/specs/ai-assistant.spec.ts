import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import {
  MEDIA_CHECK,
  MEDIA_SPEC_TIMEOUT,
  choose,
  foodPhoto,
  peoplePhoto,
  recordFoodVideo,
  unsurePhoto,
  zoneInput,
} from '../media.ts';

test.describe.configure({ timeout: MEDIA_SPEC_TIMEOUT });

const EXPLANATION =
  "Per fer una truita de patates per a 4 persones necessitem 6 ous, 750 g de patates, una ceba i 100 ml d'oli d'oliva. " +
  'Primer peleu i talleu les patates i la ceba. Després fregiu-les a foc lent uns 20 minuts. ' +
  'A continuació bateu els ous i barregeu-ho tot. Finalment qualleu la truita 5 minuts per cada costat.';

async function startRecipe(page: Page) {
  await page.goto('/agregar');
  await choose(page, 'Categoria', 'Esmorzars');
  await choose(page, 'Cuina', 'Catalunya');
}

/** Creates the recipe on screen and answers the server's answer to POST /api/recipes. */
async function publish(page: Page) {
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/recipes') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Crear Recepta' }).click();
  const res = await created;
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; title: string; status: string };
}

test('autofills a recipe from the explanation and publishes it with a food photo', async ({
  signedInPage: page,
}) => {
  await page.goto('/agregar');
  await page.getByRole('textbox', { name: 'Explicació' }).fill(EXPLANATION);
  await page.getByRole('button', { name: 'Omplir automàticament' }).click();
  await expect(page.getByText('Selecciona una categoria i una cuina primer.')).toBeVisible();

  await choose(page, 'Categoria', 'Esmorzars');
  await choose(page, 'Cuina', 'Catalunya');
  await page.getByRole('button', { name: 'Omplir automàticament' }).click();
  await expect(page.getByText('Recepta generada automàticament.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Títol' })).toHaveValue(/truita/i);
  await expect(page.getByRole('textbox', { name: 'Ingredient 1' })).toHaveValue('ous');
  await expect(page.getByRole('textbox', { name: 'Pas 1', exact: true })).toHaveValue(/patates/);
  await page.getByRole('textbox', { name: 'Títol' }).fill(`Truita de l’assistent ${Date.now().toString(36)}`);

  await zoneInput(page, 'image').setInputFiles(foodPhoto());
  await expect(page.getByText('Imatge pujada correctament!')).toBeVisible(MEDIA_CHECK);
  const recipe = await publish(page);
  expect(recipe.status).toBe('published');
  await expect(page.getByText('¡Receta creada con éxito!')).toBeVisible();
});

test('refuses a photo of people and clears its input; an unsure photo publishes as pending review', async ({
  signedInPage: page,
}) => {
  await startRecipe(page);
  await zoneInput(page, 'image').setInputFiles(peoplePhoto());
  await expect(page.getByText('La imatge no és vàlida: La imatge mostra persones, no menjar.')).toBeVisible(
    MEDIA_CHECK,
  );
  await expect(zoneInput(page, 'image')).toHaveValue('');
  await expect(page.getByTestId('image-zone').getByRole('img')).toHaveCount(0);

  await zoneInput(page, 'image').setInputFiles(await unsurePhoto());
  await expect(
    // scripts/e2e.mjs runs MEDIA_REVIEW=before: the form says the recipe will wait (decision 0020).
    page.getByText(
      /Imatge pujada correctament!\s+La imatge no s'ha pogut confirmar com a menjar: la recepta esperarà/,
    ),
  ).toBeVisible(MEDIA_CHECK);
  await page.getByRole('textbox', { name: 'Títol' }).fill(`Coca de llardons ${Date.now().toString(36)}`);
  await page.getByRole('textbox', { name: 'Explicació' }).fill('Una coca de Sant Joan.');
  await page.getByRole('textbox', { name: 'Pas 1', exact: true }).fill('Pasteu, estireu i enforneu.');
  await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('farina');
  const recipe = await publish(page);
  expect(recipe.status).toBe('pending');
  await expect(page.getByText(/La recepta queda pendent de revisió/)).toBeVisible();
  // Waiting for an admin is information, in its own popup, not part of the green success.
  const waiting = page.locator('.mantine-Notification-root', {
    hasText: /La recepta queda pendent de revisió/,
  });
  await expect(waiting).not.toContainText('Receta creada');

  await page.goto(`/info/${recipe.id}`);
  await expect(page.getByText('Pendent de revisió', { exact: true })).toBeVisible();
});

test('checks a recorded video on its frames and publishes a recipe with it alone', async ({
  signedInPage: page,
}) => {
  await startRecipe(page);
  const clip = await recordFoodVideo(page);
  const frames = page.waitForResponse((r) => r.url().endsWith('/api/ai/check-food'));
  await zoneInput(page, 'video').setInputFiles(clip);
  const frame = await (await frames).json();
  expect(frame.video_verdict).toBe('food');
  await expect(page.getByText('Vídeo pujat correctament!', { exact: true })).toBeVisible(MEDIA_CHECK);
  await expect(page.getByTestId('video-zone').locator('video')).toBeVisible();

  const title = `Vídeo de truita ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Títol' }).fill(title);
  await page.getByRole('textbox', { name: 'Explicació' }).fill('Mireu el vídeo.');
  await page.getByRole('textbox', { name: 'Pas 1', exact: true }).fill('Feu el que fa el vídeo.');
  await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('ous');
  expect((await publish(page)).status).toBe('published');
});

test('the cooking chat links recipes and refuses other topics', async ({ page }) => {
  await page.goto('/Chat');
  await expect(page.getByRole('heading', { level: 1, name: 'Receptari' })).toBeVisible();
  const input = page.getByPlaceholder('Ask for a recipe...');
  await input.fill('Com es fa una truita de patates?');
  await input.press('Enter');
  const link = page.getByRole('link', { name: /Truita de patates/ }).first();
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/info\/\d+$/);

  await input.fill('Qui va guanyar el mundial de futbol?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText(
      'Ho sento, només puc respondre preguntes sobre cuina i receptes. Pots preguntar-me sobre ingredients, mètodes de cocció o receptes específiques?',
    ),
  ).toBeVisible();
});
