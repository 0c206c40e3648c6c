import { bearer, expect, logOut, storedToken, test } from '../fixtures.ts';

test('logout, then login from a redirect returns to the page asked for', async ({
  signedInPage: page,
  account,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Perfil', exact: true })).toBeVisible();

  await logOut(page);
  await expect(page).toHaveURL(/\/login$/i);
  expect(await storedToken(page)).toBeNull();
  const revoked = await request.get('/api/user', { headers: bearer(account.token) });
  expect(revoked.status(), 'logout revokes the token on the server').toBe(401);

  // A guarded page, signed out: the login page with a redirect back to it.
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login\?redirect=/i);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/notifications');
  await expect(page.getByText('Benvingut de nou!')).toBeVisible();

  await page.getByLabel("Nom d'usuari").fill(account.name);
  await page.getByLabel('Contrasenya').fill(account.password);
  await page.getByRole('button', { name: 'Iniciar Sessió' }).click();

  await expect(page).toHaveURL(/\/notifications$/i);
  expect(await storedToken(page)).toBeTruthy();
});
