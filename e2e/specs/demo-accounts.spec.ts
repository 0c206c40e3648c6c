import { bearer, demoAccounts, expect, storedToken, test, uniqueName } from '../fixtures.ts';

for (const demo of demoAccounts) {
  test(`demo account ${demo.name} (${demo.role}) logs in through the form`, async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByText('Benvingut de nou!')).toBeVisible();
    await page.getByLabel("Nom d'usuari").fill(demo.name);
    await page.getByLabel('Contrasenya').fill(demo.password);
    await page.getByRole('button', { name: 'Iniciar Sessió' }).click();

    await expect(page).not.toHaveURL(/\/login/i);
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    const me = await request.get('/api/user', { headers: bearer(token!) });
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ name: demo.name, role: demo.role });
  });
}

test('a wrong password shows the error line and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel("Nom d'usuari").fill(uniqueName('ningu'));
  await page.getByLabel('Contrasenya').fill('no-es-aquesta');
  await page.getByRole('button', { name: 'Iniciar Sessió' }).click();
  // The server's message, or the fallback line (docs/product.md#account-errors).
  await expect(
    page.getByText(/Nom d’usuari o contrasenya incorrectes\.|Credencials incorrectes o token invàlid\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/i);
  expect(await storedToken(page)).toBeNull();
});
