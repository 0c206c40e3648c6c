import { bearer, expect, storedToken, test, uniqueName } from '../fixtures.ts';

test('registering through the UI lands on /Formulario; saving preferences lands on /', async ({
  page,
  request,
}) => {
  const name = uniqueName('nou');
  await page.goto('/register');
  await page.getByLabel("Nom d'usuari").fill(name);
  await page.getByLabel('Correu electrònic').fill(`${name}@example.cat`);
  await page.getByLabel('Contrasenya').fill('contrasenya-segura');
  await page.getByRole('button', { name: 'Crear compte' }).click();

  await expect(page).toHaveURL(/\/formulario$/i);
  const token = await storedToken(page);
  expect(token, 'register stores the token in localStorage').toBeTruthy();

  // One cuisine and one category: each grid is a section named by its heading, of toggle buttons.
  const cuisines = page.getByRole('region', { name: 'Cuines', exact: true });
  const categories = page.getByRole('region', { name: 'Categories', exact: true });
  const cuisine = cuisines.getByRole('button', { pressed: false }).first();
  const category = categories.getByRole('button', { pressed: false }).first();
  const cuisineLabel = (await cuisine.innerText()).trim();
  const categoryLabel = (await category.innerText()).trim();
  await cuisine.click();
  await category.click();
  await expect(cuisines.getByRole('button', { pressed: true })).toHaveText([cuisineLabel]);
  await expect(categories.getByRole('button', { pressed: true })).toHaveText([categoryLabel]);

  await page.getByRole('button', { name: 'Guardar Preferencias' }).click();
  await expect(page.getByText('Preferencias guardadas correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The server kept exactly what was chosen.
  const res = await request.get('/api/recommendations/preferences', { headers: bearer(token!) });
  expect(res.status()).toBe(200);
  const saved = (await res.json()) as { cuisines: { country: string }[]; categories: { name: string }[] };
  expect(saved.cuisines.map((c) => c.country)).toEqual([cuisineLabel]);
  expect(saved.categories.map((c) => c.name)).toEqual([categoryLabel]);
});
