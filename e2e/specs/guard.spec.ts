import { expect, test } from '../fixtures.ts';

test.describe('the route guard, signed out', () => {
  for (const path of ['/users', '/notifications', '/categories']) {
    test(`${path} (auth required) goes to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?|$)/i);
      await expect(page.getByText('Benvingut de nou!')).toBeVisible();
    });
  }

  test('/info/1 (recipe detail) is let through', async ({ page }) => {
    await page.goto('/info/1');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/info/1');
  });

  test('/recetas (not required) is open', async ({ page }) => {
    await page.goto('/recetas');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/recetas');
  });
});

test('signed in, /users is shown, not redirected', async ({ signedInPage: page }) => {
  await page.goto('/users');
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/users');
});
