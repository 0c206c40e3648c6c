import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { MEDIA_CHECK, MEDIA_SPEC_TIMEOUT, choose, foodPhoto, zoneInput } from '../media.ts';

test.describe.configure({ timeout: MEDIA_SPEC_TIMEOUT });

const message = (page: Page) => page.getByRole('alert').or(page.getByRole('status')).first();
const stepText = (page: Page, n: number) => page.getByRole('textbox', { name: `Pas ${n}`, exact: true });

test('writes a recipe with a reordered step, nutrition by itself and a photo, and finds it published', async ({
  signedInPage: page,
}) => {
  const title = `Truita de patates ${Date.now().toString(36)}`;
  await page.goto('/agregar');
  await choose(page, 'Categoria', 'Esmorzars');
  await choose(page, 'Cuina', 'Catalunya');
  await page.getByRole('textbox', { name: 'Títol' }).fill(title);
  await page.getByRole('textbox', { name: 'Racions' }).fill('4');
  await page.getByRole('textbox', { name: 'Explicació' }).fill('La truita de sempre, sucosa per dins.');

  await stepText(page, 1).fill('Peleu i talleu les patates.');
  await page.getByRole('button', { name: 'Afegir pas' }).click();
  await stepText(page, 2).fill('Fregiu les patates a foc lent.');
  await page.getByRole('button', { name: 'Afegir pas' }).click();
  await stepText(page, 3).fill('Bateu els ous amb sal.');
  // The keyboard way: pick step 3 up by its handle, move it up once, drop it.
  await page.getByRole('button', { name: /^Moure el pas 3/ }).focus();
  // dnd-kit measures the rows on the next frames: the live region says when each key took.
  await page.keyboard.press('Space');
  await expect(page.getByText('El pas 3 és sobre la posició 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('El pas 3 és sobre la posició 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(stepText(page, 2)).toHaveValue('Bateu els ous amb sal.');
  await expect(stepText(page, 3)).toHaveValue('Fregiu les patates a foc lent.');

  await page.getByRole('textbox', { name: 'Quantitat 1' }).fill('6');
  await choose(page, 'Unitat 1', 'unitats');
  await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('ous');
  await page.getByRole('button', { name: 'Afegir ingredient' }).click();
  await page.getByRole('textbox', { name: 'Quantitat 2' }).fill('750');
  await choose(page, 'Unitat 2', 'g');
  await page.getByRole('textbox', { name: 'Ingredient 2' }).fill('patates');
  // No button to press: the estimate arrives by itself once the typing stops.
  const calories = page.getByRole('textbox', { name: 'Calories' });
  await expect(calories).not.toHaveValue('0');
  expect(Number(await calories.inputValue())).toBeGreaterThan(100);

  await zoneInput(page, 'image').setInputFiles(foodPhoto());
  await expect(page.getByText('Imatge pujada correctament!')).toBeVisible(MEDIA_CHECK);
  await expect(page.getByTestId('image-zone').getByRole('img')).toBeVisible();

  await page.getByRole('button', { name: 'Crear Recepta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('¡Receta creada con éxito!')).toBeVisible();
  await page.getByRole('tab', { name: 'Més recents' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Bateu els ous amb sal.')).toBeVisible();

  // Published: the next visit to the form starts from a blank draft.
  await page.goto('/agregar');
  await expect(page.getByRole('textbox', { name: 'Títol' })).toHaveValue('');
});

test('keeps the draft through a reload, and refuses a rude title and a recipe without media', async ({
  signedInPage: page,
}) => {
  await page.goto('/agregar');
  await choose(page, 'Categoria', 'Postres');
  await choose(page, 'Cuina', 'Catalunya');
  await page.getByRole('textbox', { name: 'Títol' }).fill('Pastís de caca de la vaca');
  await page.getByRole('textbox', { name: 'Explicació' }).fill('Un pastís de xocolata.');
  await stepText(page, 1).fill('Barregeu-ho tot i enforneu-ho.');
  await page.getByRole('textbox', { name: 'Ingredient 1' }).fill('xocolata');

  await page.reload();
  await expect(page.getByText('Hem recuperat l’esborrany que tenies a mitges.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Títol' })).toHaveValue('Pastís de caca de la vaca');
  await expect(stepText(page, 1)).toHaveValue('Barregeu-ho tot i enforneu-ho.');
  await expect(page.getByRole('combobox', { name: 'Categoria', exact: true })).toHaveValue('Postres');

  await page.getByRole('button', { name: 'Crear Recepta' }).click();
  await expect(message(page)).toHaveText('Has de pujar una imatge o un vídeo per a la recepta!');
  await expect(page.getByTestId('image-zone')).toHaveAttribute('data-highlight', 'true');
  await expect(page.getByTestId('video-zone')).toHaveAttribute('data-highlight', 'true');

  await zoneInput(page, 'image').setInputFiles(foodPhoto());
  await expect(page.getByText('Imatge pujada correctament!')).toBeVisible(MEDIA_CHECK);
  await page.getByRole('button', { name: 'Crear Recepta' }).click();
  await expect(message(page)).toHaveText('El títol conté paraules inapropiades. Si us plau, revisa-ho.');
  await expect(page).toHaveURL(/\/agregar$/);
  // Nothing typed was lost.
  await expect(page.getByRole('textbox', { name: 'Títol' })).toHaveValue('Pastís de caca de la vaca');
});

test('signed out, the form asks to log in and comes back', async ({ page }) => {
  await page.goto('/agregar');
  await expect(page.getByText("Per crear una recepta, has d'iniciar sessió")).toBeVisible();
  await page.getByRole('link', { name: 'Iniciar Sessió' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fagregar$/);
});
