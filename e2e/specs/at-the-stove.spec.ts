import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/fixtures/pdf-text.ts';
import { expect, test } from '../fixtures.ts';

/** The seeded 'Macarrons de l’àvia' (4 servings, 400 g macarrons, 3 cullerades d'oli, 7 steps). */
async function macarrons(request: APIRequestContext): Promise<number> {
  const res = await request.get('/api/recipes?sort=recent&limit=100');
  const { recipes } = (await res.json()) as { recipes: { id: number; title: string }[] };
  const found = recipes.find((recipe) => recipe.title === 'Macarrons de l’àvia');
  expect(found, 'the seed has Macarrons de l’àvia').toBeTruthy();
  return found!.id;
}

const ingredients = (page: Page) => page.getByTestId('ingredient-list');

async function downloadedText(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descarregar PDF' }).click(),
  ]);
  return (await pdfText(await readFile((await download.path())!))).text;
}

test('scales a recipe from 4 to 6 servings: the page and the PDF change', async ({
  signedInPage: page,
  request,
}) => {
  // Two PDFs rendered and read back: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const id = await macarrons(request);
  await page.goto(`/info/${id}`);
  await expect(ingredients(page)).toContainText('macarrons - 400 g');
  const before = await downloadedText(page);
  expect(before).toContain('macarrons - 400 g');

  await page.getByRole('button', { name: 'Més racions' }).click();
  await page.getByRole('button', { name: 'Més racions' }).click();
  await expect(page.getByTestId('servings-input')).toHaveValue('6');
  await expect(ingredients(page)).toContainText('macarrons - 600 g');
  await expect(ingredients(page)).toContainText('oli d’oliva verge extra - 4 ½ cullerada');
  await expect(ingredients(page)).toContainText('sal');
  await expect(page.getByText('Quantitats per a 6 racions (la recepta és per a 4).')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/info/${id}\\?racions=6$`));

  const after = await downloadedText(page);
  expect(after).toContain('macarrons - 600 g');
  expect(after).not.toContain('macarrons - 400 g');

  // A reload keeps the servings; the nutrition stays per serving.
  await page.reload();
  await expect(ingredients(page)).toContainText('macarrons - 600 g');
  await expect(page.getByText('Per ració')).toBeVisible();
});

test('servings out of range, letters or empty are refused in Catalan and nothing breaks', async ({
  signedInPage: page,
  request,
}) => {
  const id = await macarrons(request);
  await page.goto(`/info/${id}`);
  const box = page.getByTestId('servings-input');
  for (const typed of ['0', '101', 'sis', '']) {
    await box.fill(typed);
    await expect(page.getByRole('alert')).toHaveText('Les racions han de ser un nombre enter entre 1 i 100.');
    await expect(ingredients(page)).toContainText('macarrons - 400 g');
    await expect(ingredients(page)).not.toContainText('NaN');
  }
  await box.blur();
  await expect(box).toHaveValue('4');
});

test('imperial units are remembered for the user, and the oven speaks Fahrenheit', async ({
  signedInPage: page,
  request,
}) => {
  const id = await macarrons(request);
  await page.goto(`/info/${id}`);
  await page.getByRole('button', { name: 'Imperial' }).click();
  await expect(ingredients(page)).toContainText('macarrons - 14 oz');
  await expect(page.getByText('Gratina a 425 °F fins que el formatge estigui daurat.')).toBeVisible();
  await page.goto(`/info/${id}`);
  await expect(page.getByRole('button', { name: 'Imperial' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ingredients(page)).toContainText('macarrons - 14 oz');
});

test('printing shows the recipe at the chosen servings without navigation or buttons', async ({
  signedInPage: page,
  request,
}) => {
  const id = await macarrons(request);
  await page.goto(`/info/${id}?racions=8`);
  await expect(ingredients(page)).toContainText('macarrons - 800 g');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Macarrons de l’àvia', level: 1 })).toBeVisible();
  await expect(ingredients(page)).toContainText('macarrons - 800 g');
  await expect(page.getByRole('heading', { name: 'Passos' })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Descarregar PDF' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mode cuina' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Comentar' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Tornar enrere' })).toBeHidden();
});

test('cook mode: every step by keyboard, a timer under a faked clock, the screen kept awake, a reload resumes', async ({
  signedInPage: page,
  request,
}) => {
  // A whole cooking session (seven steps, a timer, a reload): longer than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const id = await macarrons(request);
  // Count the page's wake lock requests, whatever the browser answers.
  await page.addInitScript(() => {
    const wakeLock = navigator.wakeLock as (WakeLock & { requests?: string[] }) | undefined;
    if (!wakeLock) return;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.requests = [];
    wakeLock.request = (type?: WakeLockType) => {
      wakeLock.requests?.push(type ?? 'screen');
      return request(type);
    };
  });
  await page.clock.install();
  await page.goto(`/info/${id}?racions=6`);
  await page.getByRole('button', { name: 'Mode cuina' }).click();
  const cook = page.getByRole('dialog', { name: 'Macarrons de l’àvia' });
  await expect(cook.getByText('Pas 1 de 7')).toBeVisible();
  // The servings chosen on the page follow into cook mode.
  await expect(cook.getByText('600 g macarrons').first()).toBeAttached();
  expect(
    await page.evaluate(() => (navigator.wakeLock as WakeLock & { requests?: string[] }).requests),
  ).toEqual(['screen']);
  await expect(cook).toHaveAttribute('data-wake-lock', /^(on|unsupported)$/);

  for (let n = 2; n <= 7; n++) {
    await page.keyboard.press('ArrowRight');
    await expect(cook.getByText(`Pas ${n} de 7`)).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(cook.getByText('Pas 7 de 7')).toBeVisible();
  for (let n = 6; n >= 3; n--) {
    await page.keyboard.press('ArrowLeft');
    await expect(cook.getByText(`Pas ${n} de 7`)).toBeVisible();
  }
  await expect(page).toHaveURL(new RegExp(`cuina=3`));

  // Step 3: 'Incorpora el tomàquet triturat i deixa-ho coure 20 minuts.'
  await cook.getByRole('button', { name: 'Iniciar temporitzador de 20 minuts' }).click();
  await expect(cook.getByText('20:00').or(cook.getByText('19:59'))).toBeVisible();
  await page.clock.fastForward('10:00');
  await expect(cook.getByText(/^(10:00|09:59)$/)).toBeVisible();
  await page.clock.fastForward('10:01');
  await expect(cook.getByText('Temps!').first()).toBeVisible();

  // A reload (or a locked phone) comes back to the same step, in cook mode.
  await page.keyboard.press('ArrowRight');
  await expect(cook.getByText('Pas 4 de 7')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: 'Macarrons de l’àvia' }).getByText('Pas 4 de 7'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Macarrons de l’àvia' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/info/${id}\\?racions=6$`));
});
