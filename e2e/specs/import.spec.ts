import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { bearer, expect, test, uniqueName } from '../fixtures.ts';
import { MEDIA_CHECK, MEDIA_SPEC_TIMEOUT, choose, foodPhoto, zoneInput } from '../media.ts';
import { publishRecipeViaApi } from '../recipes.ts';

/**
 * Issue 31 in the browser (docs/product.md#import, #export): a recipe page of another site (served
 * here, on the loopback, which the E2E server may fetch: IMPORT_ALLOW_PRIVATE in scripts/e2e.mjs)
 * imported into the form, reviewed, published and credited; every own recipe downloaded as a zip
 * and a folder as a cookbook PDF; and another app's JSON-LD file previewed and committed.
 */

test.describe.configure({ timeout: MEDIA_SPEC_TIMEOUT });

/** The other site: one recipe page with its schema.org Recipe, and its picture. */
function recipeSite(title: string, picture: Buffer) {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: title,
    description: 'Verdures de l’estiu rostides al forn, pelades i amanides amb oli.',
    image: '/fotos/escalivada.jpg',
    recipeYield: '4 racions',
    prepTime: 'PT15M',
    cookTime: 'PT1H',
    recipeCategory: 'Vegetarian',
    recipeCuisine: 'Catalan',
    recipeIngredient: ['2 albergínies', '3 pebrots vermells', '1 ceba', '4 cullerades d’oli d’oliva'],
    recipeInstructions: [
      { '@type': 'HowToStep', text: 'Enceneu el forn a 200 graus.' },
      { '@type': 'HowToStep', text: 'Rostiu-hi les verdures senceres una hora.' },
      { '@type': 'HowToStep', text: 'Peleu-les, talleu-les a tires i amaniu-les amb l’oli.' },
    ],
  };
  const html = `<!doctype html>
<html lang="ca"><head><meta charset="utf-8"><title>${title} | Cuina de Prova</title>
<meta property="og:site_name" content="Cuina de Prova">
<script type="application/ld+json">${JSON.stringify(recipe)}</script>
</head><body><h1>${title}</h1><p>La recepta de l’àvia.</p></body></html>`;
  return createServer((req, res) => {
    if (req.url === '/receptes/escalivada') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(html);
    } else if (req.url === '/fotos/escalivada.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': picture.length });
      res.end(picture);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('no');
    }
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Picks a catalogue entry only where the import could not match one (its warning says so too). */
async function chooseIfEmpty(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  if ((await select.inputValue()) === '') await choose(page, label, option);
}

test('imports a recipe page into the form, publishes it, and its page credits the site', async ({
  signedInPage: page,
}) => {
  const title = uniqueName('Escalivada');
  // A dish of the food photo collection the food check knows: the page's picture is usually
  // accepted; refused or unsure, the import says so and the form takes another (below).
  const site = recipeSite(title, foodPhoto().buffer);
  const origin = await listen(site);
  const pageUrl = `${origin}/receptes/escalivada`;
  try {
    await page.goto('/agregar');
    await page.getByRole('link', { name: 'Importar una recepta' }).click();
    await expect(page).toHaveURL(/\/importar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Importar una recepta' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Des d’una pàgina web', selected: true })).toBeVisible();
    await textbox(page, 'Adreça de la pàgina').fill(pageUrl);
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    // The server fetches the page and its picture and runs the food check on it.
    await expect(page).toHaveURL(/\/agregar$/, MEDIA_CHECK);

    // Prefilled, nothing published yet.
    await expect(textbox(page, 'Títol')).toHaveValue(title);
    await expect(textbox(page, 'Ingredient 1')).toHaveValue(/albergínies/);
    await expect(textbox(page, 'Pas 1')).toHaveValue('Enceneu el forn a 200 graus.');
    await expect(textbox(page, 'Pas 3')).toHaveValue('Peleu-les, talleu-les a tires i amaniu-les amb l’oli.');
    await expect(page.getByTestId('import-warnings')).toContainText('revisa-la abans de publicar-la');
    const formCredit = page.getByTestId('source-credit');
    await expect(formCredit).toContainText('Adaptat de');
    await expect(formCredit.getByRole('link')).toHaveAttribute('href', pageUrl);

    await chooseIfEmpty(page, 'Categoria', 'Vegetarià');
    await chooseIfEmpty(page, 'Cuina', 'Catalunya');
    if (!(await page.getByTestId('image-zone').getByRole('img').isVisible())) {
      await zoneInput(page, 'image').setInputFiles(foodPhoto());
      await expect(page.getByText('Imatge pujada correctament!')).toBeVisible(MEDIA_CHECK);
    }
    // A reload keeps the imported draft (it is the form's kept draft now).
    await page.reload();
    await expect(textbox(page, 'Títol')).toHaveValue(title);

    await page.getByRole('button', { name: 'Crear Recepta' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('¡Receta creada con éxito!')).toBeVisible();

    // Published or waiting for review, it is on the author's profile.
    await page.goto('/perfil');
    await page
      .getByRole('link', { name: new RegExp(title) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const credit = page.getByTestId('source-credit');
    await expect(credit).toContainText('Adaptat de');
    const link = credit.getByRole('link');
    await expect(link).toHaveAttribute('href', pageUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    await expect(page.getByText('Rostiu-hi les verdures senceres una hora.')).toBeVisible();
  } finally {
    site.close();
  }
});

test('downloads every own recipe as a zip, and a folder as a cookbook PDF', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const title = uniqueName('Coca');
  const recipeId = await publishRecipeViaApi(request, account, title);
  const folderName = uniqueName('Sopars');
  const folder = await request.post('/api/folders', {
    headers: bearer(account.token),
    data: { name: folderName },
  });
  expect(folder.status(), await folder.text()).toBe(201);
  const { id: folderId } = (await folder.json()) as { id: number };
  const added = await request.post(`/api/folders/${folderId}/recipes/${recipeId}`, {
    headers: bearer(account.token),
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const [exportAnswer, exportFile] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/export/recipes'),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar les meves receptes' }).click(),
  ]);
  expect(exportAnswer.status()).toBe(200);
  expect(exportAnswer.headers()['content-type']).toContain('application/zip');
  expect(exportFile.suggestedFilename()).toBe('receptari-receptes.zip');
  const zip = await readFile((await exportFile.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText('Receptes exportades.')).toBeVisible();

  await page.goto('/perfil?tab=folders');
  await page.getByRole('button', { name: `Obrir la carpeta ${folderName}` }).click();
  await expect(page.getByRole('heading', { name: folderName })).toBeVisible();
  const [pdfAnswer, pdfFile] = await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === `/api/folders/${folderId}/pdf`),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descarregar en PDF' }).click(),
  ]);
  expect(pdfAnswer.status()).toBe(200);
  expect(pdfAnswer.headers()['content-type']).toContain('application/pdf');
  expect(pdfFile.suggestedFilename()).toBe(`${folderName}.pdf`);
  const pdf = await readFile((await pdfFile.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Carpeta descarregada en PDF.')).toBeVisible();
});

test('imports the chosen recipes of a JSON-LD file: preview, commit, and the recipe exists', async ({
  signedInPage: page,
  account,
  request,
}) => {
  const kept = uniqueName('Crema');
  const left = uniqueName('Fideua');
  const recipe = (name: string, step: string) => ({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    description: 'Una recepta d’una altra app.',
    recipeYield: '6',
    totalTime: 'PT40M',
    recipeCategory: 'Dessert',
    recipeCuisine: 'Catalan',
    recipeIngredient: ['1 l de llet', '6 rovells d’ou', '200 g de sucre'],
    recipeInstructions: [{ '@type': 'HowToStep', text: step }],
  });
  // As RecipeSage exports: an array of schema.org recipes, without pictures.
  const file = {
    name: 'receptes.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify([
        recipe(kept, 'Escalfeu la llet amb la pell de llimona.'),
        recipe(left, 'Fregiu els fideus.'),
      ]),
    ),
  };

  await page.goto('/perfil');
  await page.getByRole('link', { name: 'Importar receptes' }).click();
  await page.getByRole('tab', { name: 'Des d’una altra app' }).click();
  await expect(page).toHaveURL(/\/importar\?via=app$/);
  await expect(page.getByText('Paprika (.paprikarecipes)')).toBeVisible();
  await page.getByRole('tabpanel').locator('input[type="file"]').setInputFiles(file);

  await expect(page.getByRole('heading', { name: 'Receptes del fitxer' })).toBeVisible();
  await expect(page.getByTestId('import-preview-row')).toHaveCount(2);
  const keptBox = page.getByRole('checkbox', { name: new RegExp(`^${kept}`) });
  const leftBox = page.getByRole('checkbox', { name: new RegExp(`^${left}`) });
  await expect(keptBox).toBeChecked();
  await expect(leftBox).toBeChecked();
  await leftBox.uncheck();
  await expect(page.getByTestId('import-selection')).toHaveText('1 de 2 seleccionades');
  await page.getByRole('button', { name: 'Importar 1 recepta' }).click();

  await expect(page.getByRole('heading', { name: 'Importació acabada' })).toBeVisible();
  await expect(page.getByText('S’ha importat 1 recepta.')).toBeVisible();
  await page.getByTestId('import-created').getByRole('link', { name: kept }).click();
  await expect(page).toHaveURL(/\/info\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: kept })).toBeVisible();
  await expect(page.getByText('Escalfeu la llet amb la pell de llimona.')).toBeVisible();
  // No picture in the file: the page keeps the picture's place.
  await expect(page.getByTestId('picture-placeholder')).toBeVisible();

  // Only the chosen one was created.
  const mine = await request.get(`/api/user/${account.user.id}/recipes?limit=24`, {
    headers: bearer(account.token),
  });
  const titles = ((await mine.json()) as { recipes: { title: string }[] }).recipes.map((r) => r.title);
  expect(titles).toContain(kept);
  expect(titles).not.toContain(left);
});
